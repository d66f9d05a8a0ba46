import { z } from 'zod'
import { zId, zLine, zPathId } from './common'

/** The things a webhook can be told about a Space, in the order the dashboard lists them. */
export const WEBHOOK_EVENTS = [
  'space.scheduled',
  'space.updated',
  'space.live',
  'space.ended',
  'space.canceled',
] as const
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS, {
  message: `Must be one of ${WEBHOOK_EVENTS.join(', ')}`,
})
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>

/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX = 2000
/** The most webhooks one profile (or the whole site) may have. */
export const WEBHOOKS_PER_OWNER = 10

/**
 * Connect a webhook: where to post and which events. `host_id` names the profile (a helper or an
 * admin acting for one; the caller's own by default); `site_wide` (admins) takes every profile's events.
 */
export const ZCreateWebhookRequest = z.object({
  url: zLine({ message: 'The URL is required' })
    .trim()
    .min(1, { message: 'The URL is required' })
    .max(WEBHOOK_URL_MAX, { message: `The URL must be at most ${WEBHOOK_URL_MAX} characters` }),
  events: z
    .array(ZWebhookEvent, { message: 'Choose at least one event' })
    .min(1, { message: 'Choose at least one event' })
    .max(WEBHOOK_EVENTS.length, { message: 'Each event may be chosen once' })
    .refine((events) => new Set(events).size === events.length, { message: 'Each event may be chosen once' }),
  host_id: zId().nullish(),
  site_wide: z.boolean({ message: 'site_wide must be true or false' }).optional(),
})
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>

/** Whose webhooks to list: a profile (the caller's own by default) or, for admins, the site's. */
export const ZWebhookListQuery = z.object({
  host_id: zPathId().optional(),
  site_wide: z.enum(['true', 'false'], { message: 'site_wide must be true or false' }).optional(),
})

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  /** null: the whole site's. */
  host_id: z.number().int().nullable(),
  status: z.enum(['active', 'disabled']),
  /** Why it was turned off, in the reader's language. */
  disabled_reason: z.string().nullable(),
  created_at: z.number().int(),
})
export type TWebhook = z.infer<typeof ZWebhook>

/** The answer to connecting one: the secret is shown this once. */
export const ZWebhookCreated = ZWebhook.extend({ secret: z.string() })
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>

export const ZWebhookList = z.object({ webhooks: z.array(ZWebhook) })

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  event: ZWebhookEvent,
  message_id: z.string(),
  /** pending: waiting for its next attempt (or in flight); sent; failed: given up. */
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  /** Why the last attempt failed, in the reader's language; a connection's own failure as it was reported. */
  error: z.string().nullable(),
  created_at: z.number().int(),
  last_attempt_at: z.number().int().nullable(),
  next_attempt_at: z.number().int().nullable(),
})
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>

export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery) })

export const ZWebhookDeliveryParams = z.object({ id: zPathId(), deliveryId: zPathId() })

/** API tokens: a name to tell them apart, and what they may do. */
export const API_TOKEN_NAME_MAX = 60
export const API_TOKENS_PER_USER = 20
export const ZApiTokenScope = z.enum(['read', 'write'], { message: 'The scope must be read or write' })
export const ZCreateApiTokenRequest = z.object({
  name: zLine({ message: 'The name is required' })
    .trim()
    .min(1, { message: 'The name is required' })
    .max(API_TOKEN_NAME_MAX, { message: `The name must be at most ${API_TOKEN_NAME_MAX} characters` }),
  scope: ZApiTokenScope,
})

export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ZApiTokenScope,
  /** The token's last four characters. */
  hint: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
})
export type TApiToken = z.infer<typeof ZApiToken>
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() })
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>
export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken) })
