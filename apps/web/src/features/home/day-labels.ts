import type { CalendarDate } from '@spaces/shared/domain/zoned-time'

/**
 * Texts naming a calendar day. A day is a date, not an instant (it was already placed in the
 * viewer's zone by dayKeyOf), so these never shift it. English names from tables, not Intl: the
 * month view names 42 days at once on the home page's first draw, and building and running Intl
 * formatters for them was a measurable part of its main-thread time on a phone. A test
 * holds the tables to Intl's en-US names.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const monthName = (month: number) => MONTHS[month - 1] ?? ''
const shortName = (name: string) => name.slice(0, 3)

/** 0 (Sunday) … 6 (Saturday); setUTCFullYear, unlike Date.UTC, takes years 0–99 literally. */
function weekdayIndex(date: CalendarDate): number {
  const at = new Date(0)
  at.setUTCFullYear(date.year, date.month - 1, date.day)
  return at.getUTCDay()
}

/** 'November 2025': the month view's title. */
export function formatMonthTitle(year: number, month: number): string {
  return `${monthName(month)} ${year}`
}

/** 'Nov 21': the day list's heading ("a short month and day"). */
export function formatShortMonthDay(date: CalendarDate): string {
  return `${shortName(monthName(date.month))} ${date.day}`
}

/** 'November 21'. */
export function formatMonthDay(date: CalendarDate): string {
  return `${monthName(date.month)} ${date.day}`
}

/** 'Friday'. */
export function formatWeekday(date: CalendarDate): string {
  return WEEKDAYS[weekdayIndex(date)] ?? ''
}

/** ' · 1 canceled' when the day also lists Spaces canceled on X, else nothing. */
const canceledSuffix = (canceled: number, separator: string) =>
  canceled > 0 ? `${separator}${canceled} canceled` : ''

/**
 * The day list's counter, in the spec's words: '3 space(s) for November 21', counting the Spaces
 * that take place; when the list also shows canceled ones it says so, so the count and the cards
 * agree: '2 space(s) for November 28 · 1 canceled'.
 */
export function spaceCountText(count: number, date: CalendarDate, canceled = 0): string {
  return `${count} space(s) for ${formatMonthDay(date)}${canceledSuffix(canceled, ' · ')}`
}

/**
 * A day tile's accessible name: 'Friday, November 21, 3 Spaces' ('no Spaces', '1 Space'), then
 * ', 1 canceled' when the day lists Spaces canceled on X. It holds the tile's visible text, the day
 * and then the count badge ('21 3'), in that order (WCAG 2.5.3).
 */
export function dayButtonLabel(date: CalendarDate, count: number, canceled = 0): string {
  const spaces = count === 0 ? 'no Spaces' : count === 1 ? '1 Space' : `${count} Spaces`
  return `${formatWeekday(date)}, ${formatMonthDay(date)}, ${spaces}${canceledSuffix(canceled, ', ')}`
}

/** The weekday column headers, Sunday first, rotated to start on `weekStartsOn` (0 = Sunday). */
export function weekdayNames(weekStartsOn = 0): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const long = WEEKDAYS[(index + weekStartsOn) % 7] ?? ''
    return { short: shortName(long), long }
  })
}

/** The inverse of dayKey: 'YYYY-MM-DD' → the date, or null when it is not a real Gregorian date. */
export function parseDayKey(key: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  const last = new Date(0)
  last.setUTCFullYear(year, month, 0)
  return day > last.getUTCDate() ? null : { year, month, day }
}
