import { mergeSpaceLists } from '@spaces/shared/domain/merge-spaces'
import { ZSpace, ZSpaceListResponse } from '@spaces/shared/schemas/answers'
import type { TSpace, TSpaceListResponse } from '@spaces/shared/schemas/spaces'
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../../../lib/api-client'

export type Space = TSpace

export const SPACES_QUERY_KEY = ['spaces'] as const

export interface SpacesRange {
  /** Unix seconds, inclusive. */
  from: number
  /** Unix seconds, exclusive. */
  to: number
}

/**
 * `GET /api/spaces?from&to[&user]`: one host, or everyone when `user` is undefined. A calendar
 * window (at most six weeks) can hold more Spaces than one answer's page, so every page is fetched;
 * the server widens the window to whole UTC days, so what lies outside the range is left out.
 */
export function spacesQueryOptions(range: SpacesRange, user?: string) {
  const params = new URLSearchParams({ from: String(range.from), to: String(range.to) })
  if (user) params.set('user', user)
  return queryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'range', range.from, range.to, user ?? null] as const,
    queryFn: async () => {
      const spaces: Space[] = []
      for (let cursor: string | null = null, first = true; first || cursor; first = false) {
        const page: TSpaceListResponse = await api.get(
          `/api/spaces?${params}${cursor ? `&cursor=${cursor}` : ''}`,
          import.meta.env.DEV && ZSpaceListResponse,
        )
        spaces.push(...page.data)
        cursor = page.next
      }
      return spaces.filter((space) => space.scheduled_start >= range.from && space.scheduled_start < range.to)
    },
    staleTime: 30_000,
  })
}

/**
 * The Spaces in a range for the selected hosts (none selected = all hosts). Several hosts make one
 * call per host, merged, de-duplicated by id and sorted by start descending. A failed
 * fetch shows as an empty list, with `isError` for a gentle notice.
 */
export function useSpacesInRange(range: SpacesRange, hosts: readonly string[]) {
  const users = hosts.length === 0 ? [undefined] : hosts
  return useQueries({
    queries: users.map((user) => spacesQueryOptions(range, user)),
    combine: (results) => ({
      data: mergeSpaceLists(results.map((r) => r.data ?? [])),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  })
}

/**
 * `GET /api/spaces/user/{username}` in pages, newest first: the first holds the upcoming Spaces and
 * the last 30 days, each `next` goes further back.
 */
export function hostSpacesQueryOptions(username: string) {
  const path = `/api/spaces/user/${encodeURIComponent(username)}`
  return infiniteQueryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'user', username] as const,
    queryFn: ({ pageParam }) =>
      api.get(pageParam ? `${path}?cursor=${pageParam}` : path, import.meta.env.DEV && ZSpaceListResponse),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}

/**
 * A host's Spaces as far as loaded, with `loadMore` for older ones. Upcoming Spaces come before any
 * past one (newest first), so pages are fetched on by themselves until one reaches the past: every
 * upcoming Space is there, however many a host has scheduled.
 */
export function useHostSpaces(username: string, now: number) {
  const query = useInfiniteQuery(hostSpacesQueryOptions(username))
  const data = query.data?.pages.flatMap((page) => page.data)
  const last = data?.[data.length - 1]
  const isStillUpcoming = last !== undefined && last.scheduled_start >= now
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    if (isStillUpcoming && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [isStillUpcoming, hasNextPage, isFetchingNextPage, fetchNextPage])
  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  }
}

export type HostSpaces = ReturnType<typeof useHostSpaces>

/** `GET /api/spaces/{id}`. */
export function spaceQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'one', id] as const,
    queryFn: () => api.get(`/api/spaces/${id}`, import.meta.env.DEV && ZSpace),
  })
}
