import {
  type TNewsletterStats,
  ZCampaign,
  ZCampaignsResponse,
  ZNewsletterStatsResponse,
  ZSubscriber,
  ZSubscribersResponse,
} from '@spaces/shared/schemas/newsletter'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { hasSendingCampaign } from '../newsletter-labels'
import { NEWSLETTER_QUERY_KEY } from './get-newsletter-status'

// Answers are parsed with the shared schemas, except that a status this screen does not know yet
// shows as a neutral badge instead of failing the page.
export const ZCampaignShown = ZCampaign.extend({ status: z.string() })
const ZSubscriberShown = ZSubscriber.extend({ status: z.string() })
const ZCampaignsShown = ZCampaignsResponse.extend({ campaigns: z.array(ZCampaignShown) })
const ZSubscribersShown = ZSubscribersResponse.extend({ subscribers: z.array(ZSubscriberShown) })

export type Campaign = z.infer<typeof ZCampaignShown>
export type Subscriber = z.infer<typeof ZSubscriberShown>
export type NewsletterStats = TNewsletterStats

export const NEWSLETTER_ADMIN_QUERY_KEY = [...NEWSLETTER_QUERY_KEY, 'admin'] as const

/** While a campaign is sending, its progress is fetched this often. */
export const CAMPAIGN_PROGRESS_POLL_MS = 2000

/** `GET /api/newsletter/stats`. */
export function newsletterStatsQueryOptions() {
  return queryOptions({
    queryKey: [...NEWSLETTER_ADMIN_QUERY_KEY, 'stats'] as const,
    queryFn: async () =>
      (await api.get('/api/newsletter/stats', import.meta.env.DEV && ZNewsletterStatsResponse)).stats,
  })
}

/** `GET /api/newsletter/campaigns`, newest first; polled while any of them is sending. */
export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: [...NEWSLETTER_ADMIN_QUERY_KEY, 'campaigns'] as const,
    queryFn: async () =>
      (await api.get('/api/newsletter/campaigns', import.meta.env.DEV && ZCampaignsShown)).campaigns,
    refetchInterval: (query) =>
      hasSendingCampaign(query.state.data ?? []) ? CAMPAIGN_PROGRESS_POLL_MS : false,
  })
}

/** `GET /api/newsletter/subscribers`. */
export function subscribersQueryOptions() {
  return queryOptions({
    queryKey: [...NEWSLETTER_ADMIN_QUERY_KEY, 'subscribers'] as const,
    queryFn: async () =>
      (await api.get('/api/newsletter/subscribers', import.meta.env.DEV && ZSubscribersShown)).subscribers,
  })
}

/** `GET /api/newsletter/subscribers.csv`: a plain download link (the session cookie goes with it). */
export const SUBSCRIBERS_CSV_PATH = '/api/newsletter/subscribers.csv'
