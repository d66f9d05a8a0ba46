import { ZNewsletterStatus } from '@spaces/shared/schemas/answers'
import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type NewsletterStatus = TNewsletterStatus

export const NEWSLETTER_QUERY_KEY = ['newsletter'] as const

/**
 * `GET /api/newsletter/status`: the viewer's own subscription, keyed by viewer so another account's
 * answer never shows. The answer is not parsed with zod: the home page's budget has no room for it.
 */
export function newsletterStatusQueryOptions(viewerId: number) {
  return queryOptions({
    queryKey: [...NEWSLETTER_QUERY_KEY, 'status', viewerId] as const,
    queryFn: () => api.get('/api/newsletter/status', import.meta.env.DEV && ZNewsletterStatus),
  })
}

/** The status, fetched only for a logged-in viewer (a visitor's answer would be 401). */
export function useNewsletterStatus(viewerId: number | null) {
  return useQuery({ ...newsletterStatusQueryOptions(viewerId ?? 0), enabled: viewerId !== null })
}
