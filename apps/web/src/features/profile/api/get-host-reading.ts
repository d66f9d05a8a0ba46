import { usernameKey } from '@spaces/shared/domain/username'
import { type TReadingItem, ZReadingListResponse } from '@spaces/shared/schemas/reading'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type Recommendation = TReadingItem

/** `GET /api/reading/host/{username}`: the host's reading items, shown as Recommendations. */
export function hostReadingQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['reading', 'profile', usernameKey(username)] as const,
    queryFn: async () =>
      (
        await api.get(
          `/api/reading/host/${encodeURIComponent(username)}`,
          import.meta.env.DEV && ZReadingListResponse,
        )
      ).data,
  })
}
