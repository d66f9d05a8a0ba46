import type { TReadingItem } from '@spaces/shared/schemas/reading'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api-client'
import { type ReadingFilters, readingListPath } from '../reading-filters'

export type ReadingItem = TReadingItem

export const READING_QUERY_KEY = ['reading'] as const

/**
 * `can_edit` depends on who asks, so every key names the viewer (`null` for a visitor): logging out
 * never shows the previous viewer's Edit buttons from the cache.
 */
type Viewer = number | null

/** `GET /api/reading?host=&type=`: pinned first, then newest (also the admins' manager list). */
export function readingItemsQueryOptions(filters: ReadingFilters, viewer: Viewer) {
  return queryOptions({
    queryKey: [...READING_QUERY_KEY, 'list', viewer, filters.host, filters.type] as const,
    queryFn: async () => (await apiGet<{ data: ReadingItem[] }>(readingListPath(filters))).data,
  })
}

/** `GET /api/reading/host/{username}`: one profile's items, for its reading list manager. */
export function hostReadingItemsQueryOptions(username: string, viewer: Viewer) {
  return queryOptions({
    queryKey: [...READING_QUERY_KEY, 'host', viewer, username.toLowerCase()] as const,
    queryFn: async () =>
      (await apiGet<{ data: ReadingItem[] }>(`/api/reading/host/${encodeURIComponent(username)}`)).data,
  })
}
