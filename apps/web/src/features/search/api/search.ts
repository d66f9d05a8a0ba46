import { type TSearchResult, ZSearchResponse } from '@spaces/shared/schemas/search'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type SearchResult = TSearchResult

/** `GET /api/search?q=…`, a page at a time (each `next` is the following page's cursor). */
export function searchQueryOptions(q: string) {
  const path = `/api/search?q=${encodeURIComponent(q)}&limit=50`
  return infiniteQueryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ pageParam }) =>
      api.get(
        pageParam ? `${path}&cursor=${encodeURIComponent(pageParam)}` : path,
        import.meta.env.DEV && ZSearchResponse,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? null,
    enabled: q.trim() !== '',
    staleTime: 30_000,
  })
}

/** The results of a search as far as loaded, with `loadMore` for the next page. */
export function useSearch(q: string) {
  const query = useInfiniteQuery(searchQueryOptions(q))
  return {
    results: query.data?.pages.flatMap((page) => page.data) ?? [],
    isPending: query.isPending && q.trim() !== '',
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
    list: {
      hasMore: query.hasNextPage,
      isLoadingMore: query.isFetchingNextPage,
      loadMore: () => void query.fetchNextPage(),
    },
  }
}
