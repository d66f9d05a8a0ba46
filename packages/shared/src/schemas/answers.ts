import * as z from 'zod/mini'
import { LOCALES } from '../i18n/locales'
import { ROLES, SPACE_STATES } from '../limits'

/**
 * The answers the home page reads on its first load, written with `zod/mini`
 * (docs/decisions/0118-the-home-pages-answers-are-zod-mini-schemas.md): the web
 * client parses every answer with its shared schema, and zod's classic API would add ~20 KB to the
 * home page's first load (budget: 120 KB). Mini schemas are zod schemas like the others — the server
 * validates and documents them the same way — and the other schema files re-export these.
 */

export const SPACE_SOURCES = ['manual', 'x'] as const
/** X's Space states (X API v2 `state`). */
export const X_SPACE_STATES = ['scheduled', 'live', 'ended', 'canceled'] as const
export type TXSpaceState = (typeof X_SPACE_STATES)[number]

/** A Space as the API answers it, with host_id and series_id. */
export const ZSpace = z.object({
  id: z.int(),
  title: z.string(),
  description: z.nullable(z.string()),
  space_url: z.string(),
  scheduled_start: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
  recording_url: z.nullable(z.string()),
  recording_platform: z.nullable(z.string()),
  state: z.enum(SPACE_STATES),
  host_timezone: z.nullable(z.string()),
  host_id: z.int(),
  series_id: z.nullable(z.string()),
  /** "x" when the X import created it, "manual" when a host typed it in. */
  source: z.enum(SPACE_SOURCES),
  /** X's state at the last sync (null when the Space was never seen on X). */
  x_state: z.nullable(z.enum(X_SPACE_STATES)),
  /** Listeners while live on X; null when unknown. */
  live_listeners: z.nullable(z.int()),
  /**
   * Reminders, on the single Space answer only (lists are shared by every caller): see
   * GET /api/spaces/reminders.
   */
  reminder_count: z.optional(z.int()),
  reminder_set: z.optional(z.boolean()),
})
export type TSpace = z.infer<typeof ZSpace>

/**
 * A page of Spaces, newest start first. `next` is the cursor of the following page (ask again with
 * `cursor=` and the same window), or null on the last page.
 */
export const ZSpaceListResponse = z.object({ data: z.array(ZSpace), next: z.nullable(z.string()) })
export type TSpaceListResponse = z.infer<typeof ZSpaceListResponse>
export const ZRecurringSpaceResponse = z.object({ data: z.array(ZSpace), series_id: z.string() })

/** Host. */
export const ZHost = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
})
export type THost = z.infer<typeof ZHost>
export const ZHostsResponse = z.object({ hosts: z.array(ZHost) })

export const ZRole = z.enum(ROLES)
export type TRole = z.infer<typeof ZRole>

/** Current user. role is 'user' for a logged-in person who is neither host nor admin. */
export const ZCurrentUser = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
  role: ZRole,
  host_timezone: z.nullable(z.string()),
  /**
   * The language the person chose (packages/shared/src/i18n/locales.ts), or null: negotiated per
   * request. The server always sends it; optional only so older fixtures still type.
   */
  locale: z.optional(z.nullable(z.enum(LOCALES))),
})
export type TCurrentUser = z.infer<typeof ZCurrentUser>

export const ZCurrentUserResponse = z.object({ user: z.nullable(ZCurrentUser) })
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>

export const ZAuthUrlResponse = z.object({ authUrl: z.string() })
export const ZMessageResponse = z.object({ message: z.string() })

export const ZNewsletterStatus = z.object({
  subscribed: z.boolean(),
  email: z.nullable(z.string()),
  pending: z.boolean(),
  bounced: z.boolean(),
})
export type TNewsletterStatus = z.infer<typeof ZNewsletterStatus>

/** What subscribe answers: `message` for the widget, and the new status. */
export const ZSubscribeResponse = z.object({ message: z.string(), status: ZNewsletterStatus })
export type TSubscribeResponse = z.infer<typeof ZSubscribeResponse>

/** One followed host. */
export const ZFollow = z.object({
  user_id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
  followed_at: z.int(),
})
export type TFollow = z.infer<typeof ZFollow>

/** `GET /api/follows`. */
export const ZFollowsResponse = z.object({ follows: z.array(ZFollow) })
export type TFollowsResponse = z.infer<typeof ZFollowsResponse>

/** `POST /api/follows` and `DELETE /api/follows/{username}`: the state after the call. */
export const ZFollowStateResponse = z.object({
  username: z.string(),
  following: z.boolean(),
  follower_count: z.int(),
})
export type TFollowStateResponse = z.infer<typeof ZFollowStateResponse>

/** `POST|DELETE /api/spaces/{id}/reminder`: the state after the call. */
export const ZReminderStateResponse = z.object({
  space_id: z.int(),
  reminder_set: z.boolean(),
  reminder_count: z.int(),
})
export type TReminderStateResponse = z.infer<typeof ZReminderStateResponse>

/**
 * `GET /api/spaces/reminders`: the ids of the Spaces the caller asked to be reminded of. Space lists are
 * cached and shared between callers, so `reminder_set` on a list comes from this small per-user answer
 * (the single Space answer carries `reminder_set` itself).
 */
export const ZRemindedSpacesResponse = z.object({ space_ids: z.array(z.int()) })
export type TRemindedSpacesResponse = z.infer<typeof ZRemindedSpacesResponse>
