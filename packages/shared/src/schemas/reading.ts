import { z } from 'zod'
import { isHttpsLink } from '../domain/https-url'
import {
  DIFFICULTY_LEVELS,
  READ_MINUTES_MAX,
  READ_MINUTES_MIN,
  READING_AUTHOR_MAX_LENGTH,
  READING_SUMMARY_MAX_LENGTH,
  READING_TYPES,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits'
import { ZHostId, zLine, zOptionalLine, zOptionalText, zPathText, zText } from './common'

/** The reading item form's messages. */
export const READING_MESSAGES = {
  urlRequired: 'URL is required',
  invalidUrl: 'Invalid URL format',
  titleRequired: 'Title is required',
  tooLong: 'Too long',
  /** The message for minutes of 0 or fewer; the other refusals say what they are. */
  minutes: 'Must be a positive number',
  minutesNotNumber: 'Must be a number',
  minutesBelowMin: `Must be at least ${READ_MINUTES_MIN}`,
  minutesAboveMax: `Must be at most ${READ_MINUTES_MAX}`,
  type: `Type must be one of ${READING_TYPES.join(', ')}`,
  difficulty: `Difficulty must be one of ${DIFFICULTY_LEVELS.join(', ')}`,
} as const

/** Comma-separated in forms; trimmed, empties dropped; the API takes a list (or the text). */
export function parseTags(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? [])
  const seen = new Set<string>()
  for (const part of parts) {
    const tag = part.trim().slice(0, 40)
    if (tag) seen.add(tag)
  }
  return [...seen].slice(0, 20)
}

const optionalText = (max: number) => zOptionalText(max, READING_MESSAGES.tooLong)
const optionalLine = (max: number) => zOptionalLine(max, READING_MESSAGES.tooLong)

export const ZReadingItemRequest = z.object({
  url: zText({ message: READING_MESSAGES.urlRequired })
    .trim()
    .min(1, { message: READING_MESSAGES.urlRequired })
    .max(URL_MAX_LENGTH, { message: READING_MESSAGES.tooLong })
    .refine(isHttpsLink, { message: READING_MESSAGES.invalidUrl }),
  title: zLine({ message: READING_MESSAGES.titleRequired })
    .trim()
    .min(1, { message: READING_MESSAGES.titleRequired })
    .max(TITLE_MAX_LENGTH, { message: READING_MESSAGES.tooLong }),
  type: z.enum(READING_TYPES, { message: READING_MESSAGES.type }).default('article'),
  author: optionalLine(READING_AUTHOR_MAX_LENGTH),
  summary: optionalText(READING_SUMMARY_MAX_LENGTH),
  tags: z
    .union([z.array(zLine().max(200)).max(50), zLine().max(2000)])
    .nullish()
    .transform((value) => parseTags(value)),
  difficulty: z.enum(DIFFICULTY_LEVELS, { message: READING_MESSAGES.difficulty }).default('other'),
  /**
   * A number of at least 1. Decimals are taken (1.5 minutes is a fair estimate) and kept as
   * whole minutes, rounded, which is what the column holds; each refusal says which rule failed.
   */
  est_read_minutes: z
    .union([z.number(), z.literal(''), z.null()], { message: READING_MESSAGES.minutesNotNumber })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .refine((value) => value === null || value > 0, { message: READING_MESSAGES.minutes })
    .refine((value) => value === null || value <= 0 || value >= READ_MINUTES_MIN, {
      message: READING_MESSAGES.minutesBelowMin,
    })
    .refine((value) => value === null || value <= READ_MINUTES_MAX, {
      message: READING_MESSAGES.minutesAboveMax,
    })
    .transform((value) => (value === null ? null : Math.round(value))),
  pinned: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  host_id: ZHostId,
})
export type TReadingItemRequest = z.input<typeof ZReadingItemRequest>

/** Reading item, plus `can_edit`: whether the viewer may edit, pin and delete it. */
export const ZReadingItem = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  type: z.enum(READING_TYPES),
  author: z.string().nullable(),
  summary: z.string().nullable(),
  tags: z.array(z.string()),
  difficulty: z.enum(DIFFICULTY_LEVELS),
  est_read_minutes: z.number().int().nullable(),
  pinned: z.number().int(),
  host_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  created_at: z.number().int(),
  can_edit: z.boolean(),
})
export type TReadingItem = z.infer<typeof ZReadingItem>

/** `GET /api/reading` and `GET /api/reading/host/{username}`. */
export const ZReadingListResponse = z.object({ data: z.array(ZReadingItem) })

export const ZReadingQuery = z.object({
  host: zPathText().optional(),
  type: z
    .enum(READING_TYPES, { message: READING_MESSAGES.type })
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
