import { z } from 'zod'
import { isValidTimeZone } from '../domain/time-zones'
import { EMAIL_MAX_LENGTH, ID_MAX, PATH_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../limits'
import { zText } from './common'

/**
 * Follows, reminders, notification settings, Web Push subscriptions and the personal feed.
 * The web client builds its forms and reads its answers with these very schemas.
 */

/** The offsets a user may choose for reminders, in minutes before a Space starts. */
export const REMIND_MINUTES_CHOICES = [5, 15, 30, 60, 1440] as const
export type TRemindMinutes = (typeof REMIND_MINUTES_CHOICES)[number]
export const DEFAULT_REMIND_MINUTES: readonly TRemindMinutes[] = [15]

export const DIGEST_CHOICES = ['off', 'weekly'] as const
export type TDigest = (typeof DIGEST_CHOICES)[number]

/** The kinds of alert; each one can be left from its mails with one click (RFC 8058). */
export const NOTIFICATION_KINDS = ['reminder', 'new_space', 'live', 'change', 'digest'] as const
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_MESSAGES = {
  username: 'Name the host to follow',
  remindMinutes: `Choose minutes from ${REMIND_MINUTES_CHOICES.join(', ')}`,
  digest: 'Digest must be off or weekly',
  email: 'Enter a valid email address, like name@example.com',
  endpoint: 'A push subscription needs an https endpoint on a known push service',
  keys: 'A push subscription needs its p256dh and auth keys',
  reminderCountIds: 'Name the Spaces as ids separated by commas, like ids=12,15',
  reminderCountMax: 'Ask for at most 100 Spaces at once',
} as const

// ---- Follows ---------------------------------------------------------------------------------------

/** `POST /api/follows {username}`: 201 (also when already followed: idempotent). */
export const ZFollowRequest = z.object({
  username: zText({ message: NOTIFICATION_MESSAGES.username })
    .trim()
    .min(1, { message: NOTIFICATION_MESSAGES.username })
    .max(PATH_TEXT_MAX_LENGTH, { message: NOTIFICATION_MESSAGES.username }),
})
export type TFollowRequest = z.infer<typeof ZFollowRequest>

export {
  type TFollow,
  type TFollowStateResponse,
  type TFollowsResponse,
  ZFollow,
  ZFollowStateResponse,
  ZFollowsResponse,
} from './answers'

// ---- Reminders for one Space -------------------------------------------------------------------------

export {
  type TRemindedSpacesResponse,
  type TReminderStateResponse,
  ZRemindedSpacesResponse,
  ZReminderStateResponse,
} from './answers'

/** `GET /api/spaces/reminder-counts?ids=`: at most this many Spaces in one call. */
export const REMINDER_COUNTS_MAX_IDS = 100

/**
 * `?ids=12,15`: the Spaces whose reminder counts a host's dashboard shows, in one call instead of one
 * per Space. Repeated ids count once.
 */
export const ZReminderCountsQuery = z.object({
  ids: z
    .string({ message: NOTIFICATION_MESSAGES.reminderCountIds })
    .max(REMINDER_COUNTS_MAX_IDS * 11, { message: NOTIFICATION_MESSAGES.reminderCountMax })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, { message: NOTIFICATION_MESSAGES.reminderCountIds })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= ID_MAX), { message: NOTIFICATION_MESSAGES.reminderCountIds })
    .refine((ids) => ids.length <= REMINDER_COUNTS_MAX_IDS, {
      message: NOTIFICATION_MESSAGES.reminderCountMax,
    }),
})

/** How many users asked to be reminded of each named Space that exists (unknown ids are left out). */
export const ZReminderCountsResponse = z.object({
  data: z.array(z.object({ space_id: z.int(), reminder_count: z.int() })),
})
export type TReminderCountsResponse = z.infer<typeof ZReminderCountsResponse>

// ---- Settings ------------------------------------------------------------------------------------------

export const ZRemindMinutes = z.union(
  REMIND_MINUTES_CHOICES.map((minutes) => z.literal(minutes)) as unknown as [
    z.ZodLiteral<TRemindMinutes>,
    z.ZodLiteral<TRemindMinutes>,
    ...z.ZodLiteral<TRemindMinutes>[],
  ],
  { message: NOTIFICATION_MESSAGES.remindMinutes },
)

/** `GET /api/notifications/settings` (and the answer of `PUT`). */
export const ZNotificationSettings = z.object({
  /** The address alerts go to (the confirmed newsletter address when none was given); null: none. */
  email: z.string().nullable(),
  /** Confirmed by the double opt-in link; nothing is mailed until it is. */
  email_confirmed: z.boolean(),
  email_enabled: z.boolean(),
  push_enabled: z.boolean(),
  /** Sorted ascending; empty: no reminders. */
  remind_minutes_before: z.array(ZRemindMinutes),
  new_space_alerts: z.boolean(),
  live_alerts: z.boolean(),
  /** Addition: notices when a Space the user is reminded of moves or is canceled. */
  change_notices: z.boolean(),
  digest: z.enum(DIGEST_CHOICES),
  /** The zone reminders and the digest are written in (the digest goes Monday 08:00 there). */
  timezone: z.string(),
  /**
   * Addition: true while `timezone` is the default (UTC) and was never set; the settings screen then
   * sets the viewer's own zone.
   */
  timezone_is_default: z.boolean(),
  /**
   * Addition: the address the user gave the newsletter (subscribed or awaiting confirmation), so the
   * screen can offer it for alerts; null when none.
   */
  newsletter_email: z.string().nullable(),
})
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>

/**
 * `PUT /api/notifications/settings`: any subset of the fields. A new `email` is unconfirmed until its
 * link is followed (a confirmation mail is sent); `email: null` removes the address.
 */
export const ZNotificationSettingsUpdate = z
  .object({
    email: zText({ message: NOTIFICATION_MESSAGES.email })
      .trim()
      .max(EMAIL_MAX_LENGTH, { message: 'An email address has at most 254 characters' })
      .pipe(z.email({ message: NOTIFICATION_MESSAGES.email }))
      .nullable(),
    email_enabled: z.boolean(),
    push_enabled: z.boolean(),
    remind_minutes_before: z
      .array(ZRemindMinutes, { message: NOTIFICATION_MESSAGES.remindMinutes })
      .max(REMIND_MINUTES_CHOICES.length, { message: NOTIFICATION_MESSAGES.remindMinutes }),
    new_space_alerts: z.boolean(),
    live_alerts: z.boolean(),
    change_notices: z.boolean(),
    digest: z.enum(DIGEST_CHOICES, { message: NOTIFICATION_MESSAGES.digest }),
    timezone: zText()
      .max(100, { message: 'Unknown time zone' })
      .refine(isValidTimeZone, { message: 'Unknown time zone' }),
  })
  .partial()
  .strict()
export type TNotificationSettingsUpdate = z.input<typeof ZNotificationSettingsUpdate>

/** `PUT /api/notifications/settings` answers the new settings and, when a mail went out, a sentence. */
export const ZNotificationSettingsResponse = z.object({
  settings: ZNotificationSettings,
  message: z.string().nullable(),
})
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>

// ---- Web Push ---------------------------------------------------------------------------------------------

/** `GET /api/push/key`: the VAPID public key (base64url) for `pushManager.subscribe`. */
export const ZPushKeyResponse = z.object({ publicKey: z.string() })
export type TPushKeyResponse = z.infer<typeof ZPushKeyResponse>

const zBase64Url = () =>
  zText({ message: NOTIFICATION_MESSAGES.keys })
    .min(1, { message: NOTIFICATION_MESSAGES.keys })
    .max(200, { message: NOTIFICATION_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: NOTIFICATION_MESSAGES.keys })

const ZPushEndpoint = zText({ message: NOTIFICATION_MESSAGES.endpoint })
  .trim()
  .min(1, { message: NOTIFICATION_MESSAGES.endpoint })
  .max(URL_MAX_LENGTH, { message: NOTIFICATION_MESSAGES.endpoint })
  .pipe(z.url({ message: NOTIFICATION_MESSAGES.endpoint }))

/** `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()` as it stands. */
export const ZPushSubscriptionRequest = z.object({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: zBase64Url(), auth: zBase64Url() }, { message: NOTIFICATION_MESSAGES.keys }),
})
export type TPushSubscriptionRequest = z.input<typeof ZPushSubscriptionRequest>

/** `DELETE /api/push/subscriptions {endpoint}`. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: ZPushEndpoint })
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>

/** Both push subscription calls answer how many subscriptions the caller now has. */
export const ZPushSubscriptionsResponse = z.object({ subscriptions: z.number().int() })
export type TPushSubscriptionsResponse = z.infer<typeof ZPushSubscriptionsResponse>

/**
 * What a push message carries (the service worker shows it and opens `url` on click). `tag` matches the
 * `Topic` header, so "starts in 15 min" is replaced by "live now" for the same Space.
 */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
})
export type TPushPayload = z.infer<typeof ZPushPayload>

// ---- Personal feed -------------------------------------------------------------------------------------------

/**
 * `GET /api/notifications/feed`: the caller's secret feed address (`/feeds/me/{token}.ics`), made on
 * first ask; `POST /api/notifications/feed` replaces the token (the old address stops working).
 */
export const ZPersonalFeedResponse = z.object({ url: z.string() })
export type TPersonalFeedResponse = z.infer<typeof ZPersonalFeedResponse>
