import type { RECURRENCE_PATTERNS } from '../limits'
import { addCalendarMonths } from './calendar-keys'
import { addCalendarDays, unixToZonedParts, type ZonedDateTime, zonedDateTimeToUnix } from './zoned-time'

export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number]

export interface RecurrenceInput {
  /** The first Space's start, unix seconds. */
  start: number
  pattern: RecurrencePattern
  repeats: number
  /** The IANA zone whose wall clock the series keeps. */
  zone: string
  /**
   * The wall-clock date and time the host picked in `zone`, when known. It matters only when that
   * time does not exist on the first date (a spring-forward gap moved `start` forward): the other
   * Spaces then keep the picked time, not the moved one. It must name `start`.
   */
  wallClock?: ZonedDateTime | undefined
}

/**
 * The starts of a recurring series, the first at `start`.
 * - weekly: every 7 calendar days at the same local wall-clock time in `zone`, so a 19:00 series in
 *   New York stays at 19:00 across daylight-saving changes (the UTC instant moves by an hour);
 * - monthly: the same day of the month at the same local time, on the month's last day when the month
 *   is shorter (31 January → 28/29 February → 31 March → 30 April).
 * A wall-clock time that does not exist on a date (a spring-forward gap) moves forward by the gap on
 * that date only; one that happens twice (a fall-back overlap) is the earlier of the two.
 * Throws a RangeError when `wallClock` does not name `start` in `zone`.
 */
export function recurrenceStarts({ start, pattern, repeats, zone, wallClock }: RecurrenceInput): number[] {
  const seconds = ((start % 60) + 60) % 60
  if (wallClock && zonedDateTimeToUnix(wallClock, zone) !== start - seconds) {
    throw new RangeError(`${describe(wallClock)} in ${zone} is not the series' first start`)
  }
  const first = wallClock ?? unixToZonedParts(start, zone)
  const starts: number[] = [start]
  for (let i = 1; i < repeats; i++) {
    const date = pattern === 'weekly' ? addCalendarDays(first, 7 * i) : addCalendarMonths(first, i)
    starts.push(zonedDateTimeToUnix({ ...date, hour: first.hour, minute: first.minute }, zone) + seconds)
  }
  return starts
}

function describe(local: ZonedDateTime): string {
  return `${local.year}-${local.month}-${local.day} ${local.hour}:${String(local.minute).padStart(2, '0')}`
}
