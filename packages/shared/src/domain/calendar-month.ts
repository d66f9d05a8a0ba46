import { isDisplayableTime } from './displayable-time'
import { addCalendarDays, type CalendarDate, unixToZonedParts, zonedDateTimeToUnix } from './zoned-time'

/** One cell of a month view. */
export interface MonthGridDay extends CalendarDate {
  /** False for the days of the neighbouring months that fill the first and last week. */
  inMonth: boolean
}

function assertIntegerIn(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`Invalid ${name}: ${value}`)
}

/** A Date at a Gregorian calendar date; setUTCFullYear, unlike Date.UTC, takes years 0–99 literally. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}

/**
 * The weeks of a Gregorian month view: every week that holds a day of `month` (1–12), each of 7 days
 * starting on `weekStartsOn` (0 = Sunday … 6 = Saturday), padded with the neighbouring months' days.
 * That is 5 or 6 weeks, and 4 for a 28-day February that starts on `weekStartsOn` (February 2026 from
 * Sunday). Throws a RangeError for a year outside 1–9999 or an invalid month or weekday.
 */
export function monthGrid(year: number, month: number, weekStartsOn = 0): MonthGridDay[][] {
  assertIntegerIn('year', year, 1, 9999)
  assertIntegerIn('month', month, 1, 12)
  assertIntegerIn('weekStartsOn', weekStartsOn, 0, 6)
  const first = { year, month, day: 1 }
  const leading = (utcDate(year, month, 1).getUTCDay() - weekStartsOn + 7) % 7
  const daysInMonth = utcDate(year, month + 1, 0).getUTCDate()
  const weekCount = Math.ceil((leading + daysInMonth) / 7)
  const weeks: MonthGridDay[][] = []
  for (let week = 0; week < weekCount; week++) {
    const days: MonthGridDay[] = []
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = addCalendarDays(first, week * 7 + weekday - leading)
      days.push({ ...date, inMonth: date.year === year && date.month === month })
    }
    weeks.push(days)
  }
  return weeks
}

/** 'YYYY-MM-DD', the key a day's Spaces are grouped and looked up under. */
export function dayKey(date: CalendarDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0')
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`
}

/**
 * The day (as dayKey) a clock in `zone` shows at `unix` seconds: a Space's day in the viewer's zone.
 * A time no calendar can show gets a key no day has.
 */
export function dayKeyOf(unix: number, zone: string): string {
  if (!isDisplayableTime(unix)) return 'unknown'
  return dayKey(unixToZonedParts(unix, zone))
}

/** How many Spaces start on each day in `zone` (the month tiles' count badges); days without any are absent. */
export function countByDay(spaces: Iterable<{ scheduled_start: number }>, zone: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const space of spaces) {
    const key = dayKeyOf(space.scheduled_start, zone)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/**
 * The instants a month covers in `zone`, as unix seconds for the API's from/to query: `from` is the
 * month's first instant and `to` the next month's first instant, so the range is half-open
 * (from ≤ t < to). Midnight is placed by zonedDateTimeToUnix, so DST changes (and a midnight that a
 * change skips, which becomes the day's first real instant) are handled.
 */
export function monthRange(year: number, month: number, zone: string): { from: number; to: number } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return {
    from: zonedDateTimeToUnix({ year, month, day: 1, hour: 0, minute: 0 }, zone),
    to: zonedDateTimeToUnix({ ...next, day: 1, hour: 0, minute: 0 }, zone),
  }
}
