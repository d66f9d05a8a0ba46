import { z } from 'zod'
import type { ParsedUrl } from '../domain/https-url'
import { isValidTimeZone } from '../domain/time-zones'
import { ZHostId, zLine, zPathId } from './common'

/**
 * Channels: posts about a profile's Spaces (or every Space, site-wide) to Discord, Telegram, Mastodon
 * and Bluesky. Credentials go in once and never come back: a channel shows the account it posts as
 * and the last four characters of its secret.
 */
export const CHANNEL_NETWORKS = ['discord', 'telegram', 'mastodon', 'bluesky'] as const
export type TChannelNetwork = (typeof CHANNEL_NETWORKS)[number]
export const CHANNEL_EVENTS = ['new', 'live', 'hour'] as const
export type TChannelEvent = (typeof CHANNEL_EVENTS)[number]

export const CHANNEL_MESSAGES = {
  events: 'Choose at least one of: new Space, live now, an hour before.',
  timeZone: 'Unknown time zone',
  discord:
    'Paste the webhook URL from the Discord channel’s Integrations → Webhooks (https://discord.com/api/webhooks/…).',
  botToken: 'Paste the bot token from @BotFather (digits, a colon, then letters).',
  chatId: 'The chat id is a number (e.g. -1001234567890) or a public @channelname.',
  instance: 'The Mastodon instance is its address, e.g. https://mastodon.social.',
  accessToken: 'Paste the access token of an application with the write:statuses scope.',
  handle: 'The Bluesky handle looks like name.bsky.social (or a did:plc:…).',
  appPassword:
    'Use an app password (Settings → Privacy and security → App passwords: xxxx-xxxx-xxxx-xxxx), never your main password.',
} as const

const ZEvents = z
  .array(z.enum(CHANNEL_EVENTS, { message: CHANNEL_MESSAGES.events }), { message: CHANNEL_MESSAGES.events })
  .min(1, { message: CHANNEL_MESSAGES.events })
  .max(CHANNEL_EVENTS.length, { message: CHANNEL_MESSAGES.events })
  .transform((events) => CHANNEL_EVENTS.filter((e) => events.includes(e)))

const ZTimeZone = zLine()
  .max(100, { message: CHANNEL_MESSAGES.timeZone })
  .refine(isValidTimeZone, { message: CHANNEL_MESSAGES.timeZone })

// URL is global in both runtimes; this package compiles without the DOM lib.
declare const URL: new (input: string) => ParsedUrl & { search: string }

/** The parsed URL, or null when it is none. */
function parseUrl(text: string): (ParsedUrl & { search: string }) | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** An http(s) URL line; whether http is allowed is the server's decision (https only in production). */
const zUrlLine = (message: string) =>
  zLine({ message })
    .trim()
    .min(1, { message })
    .max(500, { message })
    .refine((value) => /^https?:\/\/[^\s/?#]+/i.test(value) && parseUrl(value) !== null, { message })

const DISCORD_PATH = /^\/api\/(v\d+\/)?webhooks\/\d{1,25}\/[A-Za-z0-9_-]{20,100}\/?$/

const common = { hostId: ZHostId, events: ZEvents, timeZone: ZTimeZone }

export const ZChannelConnect = z.discriminatedUnion(
  'network',
  [
    z
      .object({
        network: z.literal('discord'),
        webhookUrl: zUrlLine(CHANNEL_MESSAGES.discord).refine(
          (value) => {
            const url = parseUrl(value)
            return (
              url === null ||
              (DISCORD_PATH.test(url.pathname) && !url.search && !url.username && !url.password)
            )
          },
          { message: CHANNEL_MESSAGES.discord },
        ),
        ...common,
      })
      .strict(),
    z
      .object({
        network: z.literal('telegram'),
        botToken: zLine({ message: CHANNEL_MESSAGES.botToken })
          .trim()
          .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,80}$/, { message: CHANNEL_MESSAGES.botToken }),
        chatId: zLine({ message: CHANNEL_MESSAGES.chatId })
          .trim()
          .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, { message: CHANNEL_MESSAGES.chatId }),
        ...common,
      })
      .strict(),
    z
      .object({
        network: z.literal('mastodon'),
        instance: zUrlLine(CHANNEL_MESSAGES.instance),
        accessToken: zLine({ message: CHANNEL_MESSAGES.accessToken })
          .trim()
          .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: CHANNEL_MESSAGES.accessToken }),
        ...common,
      })
      .strict(),
    z
      .object({
        network: z.literal('bluesky'),
        handle: zLine({ message: CHANNEL_MESSAGES.handle })
          .trim()
          .transform((value) => value.replace(/^@/, '').toLowerCase())
          .pipe(
            z
              .string()
              .max(253, { message: CHANNEL_MESSAGES.handle })
              .regex(/^(did:plc:[a-z2-7]{24}|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/, {
                message: CHANNEL_MESSAGES.handle,
              }),
          ),
        appPassword: zLine({ message: CHANNEL_MESSAGES.appPassword })
          .trim()
          .regex(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i, {
            message: CHANNEL_MESSAGES.appPassword,
          }),
        ...common,
      })
      .strict(),
  ],
  { message: 'Choose a network: discord, telegram, mastodon or bluesky.' },
)
export type TChannelConnect = z.input<typeof ZChannelConnect>
export type TChannelConnectParsed = z.output<typeof ZChannelConnect>

/** Changing what a channel posts and in which zone (its credentials change only by connecting again). */
export const ZChannelUpdate = z
  .object({ events: ZEvents, timeZone: ZTimeZone })
  .partial()
  .strict()
  .refine((body) => body.events !== undefined || body.timeZone !== undefined, {
    message: 'Send events or timeZone to change.',
  })

export const ZChannel = z.object({
  id: z.number(),
  network: z.enum(CHANNEL_NETWORKS),
  /** `site`: every Space on the site; `profile`: the Spaces of `owner_id`. */
  scope: z.enum(['site', 'profile']),
  owner_id: z.number().nullable(),
  /** "connected as …": the webhook's name, the chat, @acct@instance or @handle. */
  account: z.string(),
  /** The last four characters of the secret, e.g. "…a1b2". */
  secret_hint: z.string(),
  events: z.array(z.enum(CHANNEL_EVENTS)),
  time_zone: z.string(),
  created_at: z.number(),
  /** Posts that failed for good, and posts waiting to be tried again. */
  failed: z.number(),
  waiting: z.number(),
  /** Posts in doubt: in flight when the server stopped, on a network that cannot refuse a repeat. */
  uncertain: z.number(),
  /** `off`: turned off after a day of failures or a refusal of its credentials; `off_reason` says which. */
  status: z.enum(['active', 'off']),
  off_reason: z.string().nullable(),
})
export type TChannel = z.infer<typeof ZChannel>

export const ZChannelPost = z.object({
  id: z.number(),
  space_id: z.number(),
  space_title: z.string(),
  event: z.enum(CHANNEL_EVENTS),
  /** `uncertain`: the server stopped while posting it, so it may have been posted (Post again decides). */
  status: z.enum(['pending', 'sent', 'failed', 'uncertain']),
  attempts: z.number(),
  /** The network's HTTP status of the last attempt. */
  response_code: z.number().nullable(),
  /** Why the last attempt failed, in the reader's language; a network's own words stay as it wrote them. */
  error: z.string().nullable(),
  created_at: z.number(),
  sent_at: z.number().nullable(),
  next_attempt_at: z.number(),
  remote_url: z.string().nullable(),
})
export type TChannelPost = z.infer<typeof ZChannelPost>

/** The post to post again: `/api/channels/{id}/posts/{postId}/again`. */
export const ZChannelPostParams = z.object({ id: zPathId(), postId: zPathId() })
