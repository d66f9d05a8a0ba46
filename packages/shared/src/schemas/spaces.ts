import { z } from 'zod'
import { isAcceptedSpaceUrl } from '../domain/space-url'
import { isValidTimeZone } from '../domain/time-zones'
import { parseLocalDateTime, zonedDateTimeToUnix } from '../domain/zoned-time'
import {
  RECURRENCE_PATTERNS,
  REPEATS_MAX,
  REPEATS_MIN,
  SPACE_DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits'
import { ZHostId, zLine, zOptionalLine, zOptionalText, zText, zUnixTime } from './common'

/**
 * A Space X canceled is kept everywhere and shown canceled: /api/spaces, its page and
 * previews, and the feeds, which mark it canceled rather than leave it out. The rule lives
 * with the other status rules (no zod there, so the home page's first load can use it).
 */
export { isCanceledSpace } from '../domain/space-status'

// The response, list and page schemas, and the X import's, live in files of their own; every name
// stays importable from here.
export * from './space-list'
export * from './x-import'

/** The Space form's messages, shown by the forms and returned by the server. */
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

export const ZSpaceTitle = zLine({ message: SPACE_MESSAGES.titleRequired })
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
 * The request that creates a series. `local_start` (optional, this site's own addition) is the
 * wall-clock start the host
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

/**
 * Edit Space: title and space_url required; recording fields optional (null when empty);
 * host_timezone optional (the zone can be changed as on New Space).
 */
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
  recording_platform: zOptionalLine(50, SPACE_MESSAGES.tooLong),
  /** The zone the start was picked in (Edit Space may change it); absent or empty keeps the stored one. */
  host_timezone: ZTimeZone,
})
export type TUpdateSpaceRequest = z.input<typeof ZUpdateSpaceRequest>
