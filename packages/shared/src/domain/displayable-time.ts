/**
 * The last second any screen shows: 9999-12-31T23:59:59Z. Date pickers, ISO strings and most
 * formatters stop at four-digit years, and JavaScript's Date stops altogether at ±8.64e12 seconds.
 */
export const DISPLAYABLE_MAX_SECONDS = 253_402_300_799

/**
 * Whether a unix time from the API can be put on a calendar and formatted. The API only accepts
 * 2000–2100, but rows stored before that rule, or by other tools, may hold anything, and
 * no screen may crash on them: they are shown as 'Date unknown' and sit on no calendar day.
 */
export function isDisplayableTime(unix: number): boolean {
  return Number.isFinite(unix) && unix >= 0 && unix <= DISPLAYABLE_MAX_SECONDS
}

/** What a screen shows instead of a time it cannot display. */
export const UNKNOWN_DATE_TEXT = 'Date unknown'
