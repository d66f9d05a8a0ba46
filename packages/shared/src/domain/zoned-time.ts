/**
 * Wall-clock time in an IANA zone ⇄ unix seconds, with nothing but Intl (no time zone library).
 * Used to place a host's "Tuesday 19:00 in my zone" on the timeline correctly across DST changes.
 */

export interface CalendarDate {
  year: number
  /** 1–12 */
  month: number
  /** 1–31 */
  day: number
}

export interface ZonedDateTime extends CalendarDate {
  /** 0–23 */
  hour: number
  /** 0–59 */
  minute: number
}

export interface ZonedParts extends ZonedDateTime {
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number
}

const DAY_SECONDS = 86_400

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The zone's wall clock at `unix`, read back as if it were UTC (seconds). */
function wallClockAsUtc(unix: number, zone: string): number {
  const fields: Record<string, string> = {}
  for (const part of formatterFor(zone).formatToParts(new Date(unix * 1000))) fields[part.type] = part.value
  const rawYear = Number(fields.year)
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - rawYear : rawYear
  // Some engines still print midnight as 24 even with h23.
  const hour = Number(fields.hour) % 24
  return (
    utcSeconds(year, Number(fields.month), Number(fields.day), hour, Number(fields.minute)) +
    Number(fields.second)
  )
}

const GREGORIAN_CYCLE_SECONDS = 146_097 * DAY_SECONDS // 400 years, exactly

/** Date.UTC in seconds (fields may overflow), without its habit of reading years 0–99 as 1900–1999. */
function utcSeconds(year: number, month: number, day: number, hour: number, minute: number): number {
  if (year >= 100) return Math.floor(Date.UTC(year, month - 1, day, hour, minute) / 1000)
  return Math.floor(Date.UTC(year + 400, month - 1, day, hour, minute) / 1000) - GREGORIAN_CYCLE_SECONDS
}

/** Seconds to add to UTC to get the zone's wall clock at `unix` (e.g. −18000 for New York in winter). */
export function zoneOffsetSeconds(unix: number, zone: string): number {
  const whole = Math.floor(unix)
  return wallClockAsUtc(whole, zone) - whole
}

/** The calendar date and time shown on a clock in `zone` at `unix` (seconds are dropped). */
export function unixToZonedParts(unix: number, zone: string): ZonedParts {
  const d = new Date((Math.floor(unix) + zoneOffsetSeconds(unix, zone)) * 1000)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  }
}

function assertIntegerIn(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`Invalid ${name}: ${value}`)
  }
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(utcSeconds(year, month + 1, 0, 0, 0) * 1000).getUTCDate()
}

/**
 * Unix seconds of a wall-clock date-time in an IANA zone.
 *
 * Ambiguous times (a clock going back: 01:30 happens twice) resolve to the earlier instant; times
 * that do not exist (a clock jumping forward over 02:30) move forward by the length of the gap, so
 * 02:30 on a spring-forward night becomes 03:30. This is Temporal's 'compatible' disambiguation,
 * and what calendar apps do. Out-of-range fields (month 13, 31 February) throw a RangeError rather
 * than rolling over silently.
 */
export function zonedDateTimeToUnix(local: ZonedDateTime, zone: string): number {
  assertIntegerIn('year', local.year, 1, 9999)
  assertIntegerIn('month', local.month, 1, 12)
  assertIntegerIn('day', local.day, 1, daysInMonth(local.year, local.month))
  assertIntegerIn('hour', local.hour, 0, 23)
  assertIntegerIn('minute', local.minute, 0, 59)

  const wall = utcSeconds(local.year, local.month, local.day, local.hour, local.minute)
  // Every real offset lies within ±1 day, so the offsets in force a day either side of the wall time
  // (and at it) include every offset that could produce it, even across a skipped calendar day.
  const offsets = new Set([
    zoneOffsetSeconds(wall - DAY_SECONDS, zone),
    zoneOffsetSeconds(wall, zone),
    zoneOffsetSeconds(wall + DAY_SECONDS, zone),
  ])
  const candidates = [...offsets].map((offset) => wall - offset)
  const exact = candidates.filter((unix) => wallClockAsUtc(unix, zone) === wall)
  if (exact.length > 0) return Math.min(...exact)
  // In a gap: the offset from before the jump gives the latest candidate, i.e. shifted forward.
  return Math.max(...candidates)
}

/** The calendar date `days` after (or before, when negative) `date`; month and year ends roll over. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(utcSeconds(date.year, date.month, date.day + days, 0, 0) * 1000)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * Reads "2027-03-14T02:30" (the value of an `<input type="datetime-local">`, without seconds) as a
 * wall-clock date-time. Null for anything else, including dates that do not exist (31 February).
 */
export function parseLocalDateTime(text: string): ZonedDateTime | null {
  const match = LOCAL_DATE_TIME.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (hour > 23 || minute > 59) return null
  return { year, month, day, hour, minute }
}

/** "2027-03-14T02:30": the inverse of {@link parseLocalDateTime}. */
export function formatLocalDateTime(local: ZonedDateTime): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(local.year).padStart(4, '0')}-${two(local.month)}-${two(local.day)}T${two(local.hour)}:${two(local.minute)}`
}

/** True when the wall-clock time exists in `zone` (it is not skipped by a spring-forward change). */
export function isExistingLocalTime(local: ZonedDateTime, zone: string): boolean {
  const back = unixToZonedParts(zonedDateTimeToUnix(local, zone), zone)
  return (
    back.year === local.year &&
    back.month === local.month &&
    back.day === local.day &&
    back.hour === local.hour &&
    back.minute === local.minute
  )
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * ISO 8601 with the zone's offset at that instant: `2026-03-08T19:00:00-04:00` (schema.org's
 * `startDate` wants the local time and offset, so a reader sees the host's clock). An unknown zone
 * throws a RangeError, like every function here.
 */
export function isoWithOffset(unix: number, zone: string): string {
  const whole = Math.floor(unix)
  const offset = zoneOffsetSeconds(whole, zone)
  const local = new Date((whole + offset) * 1000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const minutes = Math.round(Math.abs(offset) / 60)
  return `${local}${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}
