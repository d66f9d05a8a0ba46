import { z } from 'zod'
import { isSingleLine } from '../domain/clean-text'
import {
  CAMPAIGN_CONTENT_MAX_LENGTH,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  SUBSCRIBER_STATUSES,
} from '../limits'
import { zText } from './common'

/** Required, type email; a blank value after trimming disables Subscribe. */
export const ZSubscribeRequest = z.object({
  email: zText({ message: 'Enter your email address' })
    .trim()
    .min(1, { message: 'Enter your email address' })
    .max(EMAIL_MAX_LENGTH, { message: 'An email address has at most 254 characters' })
    .pipe(z.email({ message: 'Enter a valid email address, like name@example.com' })),
})
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>

/**
 * Newsletter status (own). `pending`: subscribed, waiting for the confirmation link (double
 * opt-in). `bounced`: mail to `email` could not be delivered, so the subscription stopped.
 */
export {
  type TNewsletterStatus,
  type TSubscribeResponse,
  ZNewsletterStatus,
  ZSubscribeResponse,
} from './answers'

export const ZSubscriberStatus = z.enum(SUBSCRIBER_STATUSES)
export type TSubscriberStatus = z.infer<typeof ZSubscriberStatus>

/** A newsletter subscriber (status also `pending` while unconfirmed). */
export const ZSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string().nullable(),
  username: z.string().nullable(),
  source: z.string(),
  status: ZSubscriberStatus,
  subscribed_at: z.number().int(),
})
export type TSubscriber = z.infer<typeof ZSubscriber>
export const ZSubscribersResponse = z.object({ subscribers: z.array(ZSubscriber) })

/** The newsletter's stats, with pending (unconfirmed) counted apart from active. */
export const ZNewsletterStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
})
export type TNewsletterStats = z.infer<typeof ZNewsletterStats>
export const ZNewsletterStatsResponse = z.object({ stats: ZNewsletterStats })

export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES)

/**
 * A campaign with its counts, which are distinct recipients. `sent_count` + `waiting_count` + `failed_count`
 * = `recipient_count`: sent, waiting (queued, or waiting to be tried again after a passing failure),
 * and ended unsent (refused, given up, or skipped because the subscriber had left). `retryable_count`:
 * the failed ones Retry failed would queue again. While deliveries wait after a failure,
 * `retrying_since` is when the first of them was tried and `retry_reason` the latest failure in a few
 * words ("mail server unreachable"); both null otherwise.
 */
export const ZCampaign = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  status: ZCampaignStatus,
  created_by_display_name: z.string().nullable(),
  created_by_username: z.string().nullable(),
  created_at: z.number().int(),
  sent_at: z.number().int().nullable(),
  recipient_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  open_count: z.number().int(),
  click_count: z.number().int(),
  bounce_count: z.number().int(),
  waiting_count: z.number().int(),
  retryable_count: z.number().int(),
  retrying_since: z.number().int().nullable(),
  retry_reason: z.string().nullable(),
})
export type TCampaign = z.infer<typeof ZCampaign>
export const ZCampaignsResponse = z.object({ campaigns: z.array(ZCampaign) })
export const ZCampaignResponse = z.object({ campaign: ZCampaign })

/** Sentences naming what the server removed from an admin's HTML (an http: image, a relative link…). */
export const ZRemovedList = z.array(z.string())

/** `POST /api/newsletter/campaigns` answers the draft and what was removed from its HTML. */
export const ZCreateCampaignResponse = z.object({ campaign: ZCampaign, removed: ZRemovedList })

/**
 * `POST /api/newsletter/campaigns/preview`: the message as recipients will get it (the sender's own
 * rendering, with stand-in tokens and untracked links), and what was removed from the HTML.
 */
export const ZCampaignPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  removed: ZRemovedList,
})
export type TCampaignPreview = z.infer<typeof ZCampaignPreview>

/** Subject and content both required. Content is HTML, sanitised by the server on save. */
export const ZCreateCampaignRequest = z.object({
  subject: zText({ message: 'Subject is required' })
    .trim()
    .min(1, { message: 'Subject is required' })
    .max(CAMPAIGN_SUBJECT_MAX_LENGTH, {
      message: `Subject must be at most ${CAMPAIGN_SUBJECT_MAX_LENGTH} characters`,
    })
    .refine(isSingleLine, { message: 'Subject must be one line' }),
  content: zText({ message: 'Content is required' })
    .trim()
    .min(1, { message: 'Content is required' })
    .max(CAMPAIGN_CONTENT_MAX_LENGTH, {
      message: `Content must be at most ${CAMPAIGN_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
    }),
})
export type TCreateCampaignRequest = z.infer<typeof ZCreateCampaignRequest>

/** `send` answers 202 with the campaign (status `sending`); the delivery job does the rest. */
export const ZSendCampaignResponse = z.object({ message: z.string(), campaign: ZCampaign })

/** `retry-failed` answers 202 like `send`: the failed deliveries are queued again. */
export const ZRetryFailedResponse = ZSendCampaignResponse

/** A provider's bounce or complaint report (`POST /api/newsletter/bounces`). */
export const ZBounceReport = z.object({
  email: zText()
    .trim()
    .min(1)
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email({ message: 'Must be an email address' })),
  type: z.enum(['hard', 'complaint'], { message: 'type must be hard or complaint' }),
})
