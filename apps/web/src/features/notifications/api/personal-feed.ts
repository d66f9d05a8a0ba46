import { ZPersonalFeedResponse } from '@spaces/shared/schemas/notifications'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const PERSONAL_FEED_QUERY_KEY = ['notifications', 'feed'] as const

/** `GET /api/notifications/feed`: the caller's secret feed address, made on first ask. */
export function personalFeedQueryOptions() {
  return queryOptions({
    queryKey: PERSONAL_FEED_QUERY_KEY,
    queryFn: async () =>
      (await api.get('/api/notifications/feed', import.meta.env.DEV && ZPersonalFeedResponse)).url,
  })
}

export function usePersonalFeed() {
  return useQuery(personalFeedQueryOptions())
}

/** `POST /api/notifications/feed`: a new secret address; the old one stops working. */
export function useRotatePersonalFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await api.post('/api/notifications/feed', import.meta.env.DEV && ZPersonalFeedResponse)).url,
    onSuccess: (url) => queryClient.setQueryData(PERSONAL_FEED_QUERY_KEY, url),
  })
}
