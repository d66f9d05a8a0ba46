import type { TReadingItem } from '@spaces/shared/schemas/reading'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api-client'
import { shouldRetryLoad } from './get-profile'

export type Recommendation = TReadingItem

/** `GET /api/reading/host/{username}`: the host's reading items, shown as Recommendations. */
export function hostReadingQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['reading', 'profile', username.toLowerCase()] as const,
    queryFn: async () =>
      (await apiGet<{ data: Recommendation[] }>(`/api/reading/host/${encodeURIComponent(username)}`)).data,
    retry: shouldRetryLoad,
  })
}
