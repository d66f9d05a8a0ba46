import { z } from 'zod'
import { isAcceptedSpaceUrl } from '../domain/space-url'
import { isValidTimeZone } from '../domain/time-zones'
import { parseLocalDateTime, zonedDateTimeToUnix } from '../domain/zoned-time'
import {
  RECURRENCE_PATTERNS,
  REPEATS_MAX,
  REPEATS_MIN,
  SPACE_DESCRIPTION_MAX_LENGTH,
  SPACE_STATES,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits'
import { ZHostId, zOptionalText, zPathText, zQueryTime, zText, zUnixTime } from './common'

export const SPACE_SOURCES = ['manual', 'x'] as const
/** X's Space states (X API v2 `state`). */
export const X_SPACE_STATES = ['scheduled', 'live', 'ended', 'canceled'] as const
export type TXSpaceState = (typeof X_SPACE_STATES)[number]

/**
 * Issue 13: feeds and other exports leave canceled Spaces out; /api/spaces keeps them (shown
 * canceled). One rule for every consumer: the server's `whereNotCanceled` query helper is its SQL twin.
 */
export function isCanceledSpace(space: Pick<TSpace, 'x_state'>): boolean {
  return space.x_state === 'canceled'
}

/** The messages of spec §5, shown by the forms and returned by the server. */
export const SPACE_MESSAGES = {
  titleRequired: 'Title is required',
  tooLong: 'Too long',
  invalidUrl: 'Invalid URL format',
  mustBeFuture: 'Must be in the future',
  startRequired: 'Start time is required',
  repeats: `Repeats must be between ${REPEATS_MIN} and ${REPEATS_MAX}`,
  pattern: 'Recurrence pattern must be weekly or monthly',
  timezone: 'Unknown time zone',
  spaceUrlRequired: 'Space URL is required',
  localStart: 'Must be a date and time written YYYY-MM-DDTHH:MM',
  localStartZone: 'Needs host_timezone',
  localStartMismatch: 'Must be scheduled_start read in host_timezone',
} as const

const nowSeconds = () => Math.floor(Date.now() / 1000)

export const ZSpaceTitle = zText({ message: SPACE_MESSAGES.titleRequired })
  .trim()
  .min(1, { message: SPACE_MESSAGES.titleRequired })
  .max(TITLE_MAX_LENGTH, { message: SPACE_MESSAGES.tooLong })

export const ZSpaceDescription = zOptionalText(SPACE_DESCRIPTION_MAX_LENGTH, SPACE_MESSAGES.tooLong)

/** Empty (the host's X profile is used instead) or https:// on x.com / twitter.com. */
export const ZOptionalSpaceUrl = zText()
  .trim()
  .max(URL_MAX_LENGTH, { message: SPACE_MESSAGES.tooLong })
  .refine((value) => value === '' || isAcceptedSpaceUrl(value), { message: SPACE_MESSAGES.invalidUrl })
  .nullish()
  .transform((value) => value || null)

const ZStart = zUnixTime({ message: SPACE_MESSAGES.startRequired })

const ZFutureStart = ZStart.refine((value) => value > nowSeconds(), { message: SPACE_MESSAGES.mustBeFuture })

const ZTimeZone = zText()
  .max(100, { message: SPACE_MESSAGES.timezone })
  .refine(isValidTimeZone, { message: SPACE_MESSAGES.timezone })
  .nullish()
  .transform((value) => value || null)

export const ZCreateSpaceRequest = z.object({
  title: ZSpaceTitle,
  description: ZSpaceDescription,
  space_url: ZOptionalSpaceUrl,
  scheduled_start: ZFutureStart,
  host_timezone: ZTimeZone,
  host_id: ZHostId,
})
export type TCreateSpaceRequest = z.input<typeof ZCreateSpaceRequest>

/**
 * Spec §7's series request. `local_start` (optional, beyond the spec) is the wall-clock start the host
 * picked in `host_timezone`, "2027-03-14T02:30". It only matters when that time does not exist on the
 * first date (a spring-forward gap moves the first Space to 03:30): the rest of the series keeps 02:30.
 */
export const ZRecurringSpaceRequest = ZCreateSpaceRequest.extend({
  recurrence_pattern: z.enum(RECURRENCE_PATTERNS, { message: SPACE_MESSAGES.pattern }),
  repeats: z
    .number({ message: SPACE_MESSAGES.repeats })
    .int({ message: SPACE_MESSAGES.repeats })
    .min(REPEATS_MIN, { message: SPACE_MESSAGES.repeats })
    .max(REPEATS_MAX, { message: SPACE_MESSAGES.repeats }),
  local_start: zText({ message: SPACE_MESSAGES.localStart })
    .max(16, { message: SPACE_MESSAGES.localStart })
    .refine((value) => value === '' || parseLocalDateTime(value) !== null, {
      message: SPACE_MESSAGES.localStart,
    })
    .nullish()
    .transform((value) => value || null),
}).superRefine((request, ctx) => {
  // Zod runs this even when a field failed; those failures are reported already.
  const local = request.local_start ? parseLocalDateTime(request.local_start) : null
  if (!local) return
  const zone = request.host_timezone
  if (!zone) {
    ctx.addIssue({ code: 'custom', path: ['local_start'], message: SPACE_MESSAGES.localStartZone })
    return
  }
  const start = request.scheduled_start
  if (!isValidTimeZone(zone) || !Number.isInteger(start)) return
  if (zonedDateTimeToUnix(local, zone) !== start - (((start % 60) + 60) % 60)) {
    ctx.addIssue({ code: 'custom', path: ['local_start'], message: SPACE_MESSAGES.localStartMismatch })
  }
})
export type TRecurringSpaceRequest = z.input<typeof ZRecurringSpaceRequest>

const ZOptionalHttpsUrl = zText()
  .trim()
  .max(URL_MAX_LENGTH, { message: SPACE_MESSAGES.tooLong })
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    message: SPACE_MESSAGES.invalidUrl,
  })
  .nullish()
  .transform((value) => value || null)

/** Spec §5 "Edit Space": title and space_url required; recording fields optional (null when empty). */
export const ZUpdateSpaceRequest = z.object({
  title: ZSpaceTitle,
  description: ZSpaceDescription,
  space_url: zText({ message: SPACE_MESSAGES.spaceUrlRequired })
    .trim()
    .min(1, { message: SPACE_MESSAGES.spaceUrlRequired })
    .max(URL_MAX_LENGTH, { message: SPACE_MESSAGES.tooLong })
    .refine(isAcceptedSpaceUrl, { message: SPACE_MESSAGES.invalidUrl }),
  scheduled_start: ZStart,
  recording_url: ZOptionalHttpsUrl,
  recording_platform: zOptionalText(50, SPACE_MESSAGES.tooLong),
})
export type TUpdateSpaceRequest = z.input<typeof ZUpdateSpaceRequest>

/** Spec §3 "Space", plus host_id and series_id. */
export const ZSpace = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  space_url: z.string(),
  scheduled_start: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  recording_platform: z.string().nullable(),
  state: z.enum(SPACE_STATES),
  host_timezone: z.string().nullable(),
  host_id: z.number().int(),
  series_id: z.string().nullable(),
  /** Issue 13: "x" when the X import created it, "manual" when a host typed it in. */
  source: z.enum(SPACE_SOURCES),
  /** X's state at the last sync (null when the Space was never seen on X). */
  x_state: z.enum(X_SPACE_STATES).nullable(),
  /** Listeners while live on X; null when unknown. */
  live_listeners: z.number().int().nullable(),
})
export type TSpace = z.infer<typeof ZSpace>

export const ZSpaceListResponse = z.object({ data: z.array(ZSpace) })
export const ZRecurringSpaceResponse = z.object({ data: z.array(ZSpace), series_id: z.string() })

export const ZSpacesQuery = z
  .object({
    user: zPathText().optional(),
    from: zQueryTime().optional(),
    to: zQueryTime().optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be before to',
    path: ['from'],
  })

/** Spec §3 "Host". */
export const ZHost = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
})
export type THost = z.infer<typeof ZHost>
export const ZHostsResponse = z.object({ hosts: z.array(ZHost) })

/** Issue 13: the host's "Import my Spaces from X" switch (owner, admin, or helper with can_edit_profile). */
export const ZXImportRequest = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  host_id: ZHostId,
})
export type TXImportRequest = z.input<typeof ZXImportRequest>
export const ZXImportResponse = z.object({ host_id: z.number().int(), enabled: z.boolean() })

/** One run of the X import, as Manage Hosts shows it and `POST /api/admin/x-sync` answers it. */
export const ZXSyncRun = z.object({
  started_at: z.number().int(),
  finished_at: z.number().int().nullable(),
  hosts: z.number().int(),
  calls: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  ended: z.number().int(),
  canceled: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
})
export type TXSyncRun = z.infer<typeof ZXSyncRun>

export const ZXSyncStatus = z.object({
  /** false when the job cannot run here (live X without X_BEARER_TOKEN); `off_reason` says why. */
  enabled: z.boolean(),
  off_reason: z.string().nullable(),
  /** 0 when only "Sync now" runs it. */
  interval_seconds: z.number().int(),
  /** X's rate limit: no call before this time (unix seconds), or null. */
  not_before: z.number().int().nullable(),
  last_run: ZXSyncRun.nullable(),
})
export type TXSyncStatus = z.infer<typeof ZXSyncStatus>
