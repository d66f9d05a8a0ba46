import { mergeSpaceLists } from '@spaces/shared/domain/merge-spaces'
import type { TSpace } from '@spaces/shared/schemas/spaces'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api-client'

export type Space = TSpace

export const SPACES_QUERY_KEY = ['spaces'] as const

export interface SpacesRange {
  /** Unix seconds, inclusive. */
  from: number
  /** Unix seconds, exclusive. */
  to: number
}

/** `GET /api/spaces?from&to[&user]`: one host, or everyone when `user` is undefined. */
export function spacesQueryOptions(range: SpacesRange, user?: string) {
  const params = new URLSearchParams({ from: String(range.from), to: String(range.to) })
  if (user) params.set('user', user)
  return queryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'range', range.from, range.to, user ?? null] as const,
    queryFn: async () => (await apiGet<{ data: Space[] }>(`/api/spaces?${params}`)).data,
    staleTime: 30_000,
  })
}

/**
 * The Spaces in a range for the selected hosts (none selected = all hosts). Several hosts make one
 * call per host, merged, de-duplicated by id and sorted by start descending (spec §7). A failed
 * fetch shows as an empty list (spec §8), with `isError` for a gentle notice.
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

/** `GET /api/spaces/user/{username}`: every Space of one host, newest first. */
export function userSpacesQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'user', username] as const,
    queryFn: async () =>
      (await apiGet<{ data: Space[] }>(`/api/spaces/user/${encodeURIComponent(username)}`)).data,
  })
}

/** `GET /api/spaces/{id}`. */
export function spaceQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...SPACES_QUERY_KEY, 'one', id] as const,
    queryFn: () => apiGet<Space>(`/api/spaces/${id}`),
  })
}
