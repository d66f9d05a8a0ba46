import { usernameKey } from '@spaces/shared/domain/username'
import { type TReadingItem, ZReadingListResponse } from '@spaces/shared/schemas/reading'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
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
    queryFn: async () =>
      (await api.get(readingListPath(filters), import.meta.env.DEV && ZReadingListResponse)).data,
  })
}

/**
 * The manager's list: an admin's is everyone's (`GET /api/reading`), anyone else's is the managed
 * profile's (`GET /api/reading/host/{username}`).
 */
export function managedReadingItemsQueryOptions(
  manager: { isAdmin: boolean; username: string },
  viewer: Viewer,
) {
  const path = manager.isAdmin
    ? readingListPath({ host: '', type: '' })
    : `/api/reading/host/${encodeURIComponent(manager.username)}`
  return queryOptions({
    queryKey: [
      ...READING_QUERY_KEY,
      'manage',
      viewer,
      manager.isAdmin ? null : usernameKey(manager.username),
    ] as const,
    queryFn: async () => (await api.get(path, import.meta.env.DEV && ZReadingListResponse)).data,
  })
}
