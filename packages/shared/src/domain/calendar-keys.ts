import { addCalendarDays, type CalendarDate } from './zoned-time'

/** A Date at a Gregorian calendar date; setUTCFullYear, unlike Date.UTC, takes years 0–99 literally. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return utcDate(date.year, date.month, date.day).getUTCDay()
}

export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate()
}

/** The same day `months` months later (or earlier), clamped to the target month's last day. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/**
 * Where a key moves the focused day of the month grid (WAI-ARIA date picker pattern): arrows by a
 * day or a week, Home/End to the start/end of the week, PageUp/PageDown by a month (with Shift, a
 * year). Null for any other key, and for a day outside years 1–9999.
 */
export function dayForKey(
  date: CalendarDate,
  key: string,
  options: { shiftKey?: boolean; weekStartsOn?: number } = {},
): CalendarDate | null {
  const weekStartsOn = options.weekStartsOn ?? 0
  const months = options.shiftKey ? 12 : 1
  let next: CalendarDate
  switch (key) {
    case 'ArrowLeft':
      next = addCalendarDays(date, -1)
      break
    case 'ArrowRight':
      next = addCalendarDays(date, 1)
      break
    case 'ArrowUp':
      next = addCalendarDays(date, -7)
      break
    case 'ArrowDown':
      next = addCalendarDays(date, 7)
      break
    case 'Home':
      next = addCalendarDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7))
      break
    case 'End':
      next = addCalendarDays(date, 6 - ((weekdayOf(date) - weekStartsOn + 7) % 7))
      break
    case 'PageUp':
      next = addCalendarMonths(date, -months)
      break
    case 'PageDown':
      next = addCalendarMonths(date, months)
      break
    default:
      return null
  }
  return next.year < 1 || next.year > 9999 ? null : next
}
