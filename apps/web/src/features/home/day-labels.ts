import { getDisplayLocale } from '@spaces/shared/domain/time-text'
import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { t } from '../../i18n/i18n'

/**
 * Texts naming a calendar day. A day is a date, not an instant (it was already placed in the
 * viewer's zone by dayKeyOf), so these never shift it. English names from tables, not Intl: the
 * month view names 42 days at once on the home page's first draw, and building and running Intl
 * formatters for them was a measurable part of its main-thread time on a phone. A test
 * holds the tables to Intl's en-US names. Other languages take Intl's names, one cached formatter
 * per style and language.
 */

const isEnglish = () => getDisplayLocale() === 'en-US'
const intlCache = new Map<string, Intl.DateTimeFormat>()

/** A day in the page's language through Intl (the date at noon UTC, formatted in UTC). */
function intlDay(date: CalendarDate, style: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${getDisplayLocale()}|${style}`
  let format = intlCache.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(getDisplayLocale(), { ...options, timeZone: 'UTC' })
    intlCache.set(key, format)
  }
  const at = new Date(0)
  at.setUTCFullYear(date.year, date.month - 1, date.day)
  at.setUTCHours(12)
  return format.format(at)
}

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
  if (!isEnglish()) return intlDay({ year, month, day: 1 }, 'month-year', { month: 'long', year: 'numeric' })
  return `${monthName(month)} ${year}`
}

/** 'Nov 21': the day list's heading ("a short month and day"). */
export function formatShortMonthDay(date: CalendarDate): string {
  if (!isEnglish()) return intlDay(date, 'short-month-day', { month: 'short', day: 'numeric' })
  return `${shortName(monthName(date.month))} ${date.day}`
}

/** 'November 21'. */
export function formatMonthDay(date: CalendarDate): string {
  if (!isEnglish()) return intlDay(date, 'month-day', { month: 'long', day: 'numeric' })
  return `${monthName(date.month)} ${date.day}`
}

/** 'Friday'. */
export function formatWeekday(date: CalendarDate): string {
  if (!isEnglish()) return intlDay(date, 'weekday', { weekday: 'long' })
  return WEEKDAYS[weekdayIndex(date)] ?? ''
}

/** ' · 1 canceled' when the day also lists Spaces canceled on X, else nothing. */
const canceledSuffix = (canceled: number, separator: string) =>
  canceled > 0 ? `${separator}${t('{canceled} canceled', { canceled })}` : ''

/**
 * The day list's counter, in the spec's words: '3 space(s) for November 21', counting the Spaces
 * that take place; when the list also shows canceled ones it says so, so the count and the cards
 * agree: '2 space(s) for November 28 · 1 canceled'.
 */
export function spaceCountText(count: number, date: CalendarDate, canceled = 0): string {
  return `${t('{count} space(s) for {day}', { count, day: formatMonthDay(date) })}${canceledSuffix(canceled, ' · ')}`
}

/**
 * A day tile's accessible name: 'Friday, November 21, 3 Spaces' ('no Spaces', '1 Space'), then
 * ', 1 canceled' when the day lists Spaces canceled on X. It holds the tile's visible text, the day
 * and then the count badge ('21 3'), in that order (WCAG 2.5.3).
 */
export function dayButtonLabel(date: CalendarDate, count: number, canceled = 0): string {
  const day = t('{weekday}, {day}', { weekday: formatWeekday(date), day: formatMonthDay(date) })
  const spaces = t('{count, plural, =0 {no Spaces} one {# Space} other {# Spaces}}', { count })
  const name = `${day}, ${spaces}${canceledSuffix(canceled, ', ')}`
  // In other languages the date's words come between the day's number and the count, so the
  // visible '21 3' leads the name, as the name must hold what is seen (WCAG 2.5.3).
  if (!isEnglish()) return `${date.day}${count > 0 ? ` ${count}` : ''} – ${name}`
  return name
}

/** The weekday column headers, Sunday first, rotated to start on `weekStartsOn` (0 = Sunday). */
export function weekdayNames(weekStartsOn = 0): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = (index + weekStartsOn) % 7
    if (!isEnglish()) {
      // 2023-01-01 was a Sunday.
      const date = { year: 2023, month: 1, day: 1 + weekday }
      return {
        // Arabic's short names are its long ones, too wide for a phone's column: one letter there.
        short: intlDay(date, 'weekday-short', { weekday: getDisplayLocale() === 'ar' ? 'narrow' : 'short' }),
        long: intlDay(date, 'weekday', { weekday: 'long' }),
      }
    }
    const long = WEEKDAYS[weekday] ?? ''
    return { short: shortName(long), long }
  })
}

/** Countries whose calendars start the week on Sunday or Saturday, where Intl cannot say. */
const WEEK_STARTS: Record<string, number> = { US: 0, BR: 0, JP: 0, MX: 0, SA: 0, EG: 6, AE: 6 }
const LANGUAGE_WEEK_STARTS: Record<string, number> = { en: 0, es: 1, pt: 0, ja: 0, ar: 6 }

/**
 * The first day of the week (0 = Sunday … 6 = Saturday) for a language tag: Intl's week data where
 * the browser has it (`getWeekInfo()`, or `weekInfo` in older engines), else a small table.
 */
export function firstDayOfWeek(tag: string = getDisplayLocale()): number {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number }
      weekInfo?: { firstDay: number }
    }
    const info = locale.getWeekInfo?.() ?? locale.weekInfo
    // Intl counts 1 = Monday … 7 = Sunday.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7
    const region = locale.maximize().region
    if (region && region in WEEK_STARTS) return WEEK_STARTS[region] ?? 0
    return LANGUAGE_WEEK_STARTS[locale.language] ?? 1
  } catch {
    return 0
  }
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
