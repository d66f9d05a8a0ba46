import { z } from 'zod'
import { isCleanText, isSingleLine } from '../domain/clean-text'
import { ID_MAX, PATH_TEXT_MAX_LENGTH, TIME_MAX, TIME_MIN } from '../limits'

/**
 * The input contract of every API route, written once so SQLite and PostgreSQL see the
 * same values: text without control characters or characters XML cannot carry, single-line texts
 * without line breaks, ids PostgreSQL's `integer` can hold, and times between 2000 and 2100
 * that every Date can show. Request schemas build on these, never on a bare `z.string()` or `z.number()`.
 */
export const INPUT_MESSAGES = {
  text: 'Must not contain control characters or invalid characters',
  line: 'Must be one line, without line breaks',
  id: `Must be a whole number from 1 to ${ID_MAX}`,
  time: 'Must be a time between 2000-01-01 and 2100-01-01',
  wholeSeconds: 'Must be whole unix seconds',
} as const

/** Every error answer: `{ error: "a sentence" }`, plus `issues` for validation failures. */
export const ZErrorResponse = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type TErrorResponse = z.infer<typeof ZErrorResponse>

/**
 * Text as the API accepts it: no control characters (tab and newlines are fine), no U+FFFE or U+FFFF,
 * no lone surrogates (`isCleanText`).
 */
export const zText = (params?: { message: string }) =>
  z.string(params).refine(isCleanText, { message: INPUT_MESSAGES.text })

/**
 * A single-line text (a name, title, label, term or subject): `zText` without CR or LF, which would
 * otherwise start a new line in a calendar feed, a mail header or a CSV row.
 */
export const zLine = (params?: { message: string }) =>
  zText(params).refine(isSingleLine, { message: INPUT_MESSAGES.line })

/** Optional text: trimmed, at most `max` characters, and null when empty. */
export const zOptionalText = (max: number, tooLong = 'Too long') =>
  zText()
    .trim()
    .max(max, { message: tooLong })
    .nullish()
    .transform((value) => value || null)

/** Optional single-line text: `zOptionalText` without line breaks. */
export const zOptionalLine = (max: number, tooLong = 'Too long') =>
  zLine()
    .trim()
    .max(max, { message: tooLong })
    .nullish()
    .transform((value) => value || null)

/** An id in a JSON body. */
export const zId = (params?: { message: string }) =>
  z
    .number(params ?? { message: INPUT_MESSAGES.id })
    .int({ message: params?.message ?? INPUT_MESSAGES.id })
    .min(1, { message: params?.message ?? INPUT_MESSAGES.id })
    .max(ID_MAX, { message: params?.message ?? INPUT_MESSAGES.id })

/** Acting on another profile (a helper, or an admin) names it; the default is the caller's own. */
export const ZHostId = zId().nullish()

/**
 * An id in a path: plain decimal digits without sign, spaces or leading zeros, below 2^31. Anything
 * else names nothing, so the error handler answers 404 for it.
 */
export const zPathId = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: INPUT_MESSAGES.id })
    .transform(Number)
    .refine((id) => id <= ID_MAX, { message: INPUT_MESSAGES.id })

export const ZIdParam = z.object({ id: zPathId() })

/** A handle, term or similar text in a path or query string. */
export const zPathText = () => zText().min(1).max(PATH_TEXT_MAX_LENGTH)

/** A handle named in a path (`/api/profile/{username}`). */
export const ZUsernameParam = z.object({ username: zPathText() })

/** A unix time (whole seconds) between 2000-01-01 and 2100-01-01, in a JSON body. */
export const zUnixTime = (params?: { message: string }) =>
  z
    .number(params ?? { message: INPUT_MESSAGES.time })
    .int({ message: INPUT_MESSAGES.wholeSeconds })
    .min(TIME_MIN, { message: INPUT_MESSAGES.time })
    .max(TIME_MAX, { message: INPUT_MESSAGES.time })

/** A unix time in a query string: plain decimal digits only ('0x10', ' 5' and '1e9' are refused). */
export const zQueryTime = () =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, { message: INPUT_MESSAGES.wholeSeconds })
    .transform(Number)
    .pipe(zUnixTime())

/** A whole number in a query string, from `min` to `max`. */
export const zQueryInt = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }))
