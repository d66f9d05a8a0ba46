import { addCalendarDays, type CalendarDate } from '@spaces/shared/domain/zoned-time'

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
}

/** The same day `months` months later (or earlier), on the month's last day when it is shorter. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/**
 * Where focus goes in the calendar grid for a key (the WAI-ARIA date picker grid pattern): arrows
 * by a day or a week, Home/End to the start/end of the week (weeks start on Sunday), PageUp/PageDown
 * by a month, with Shift by a year. Null for any other key.
 */
export function moveFocusedDate(date: CalendarDate, key: string, shiftKey = false): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addCalendarDays(date, -1)
    case 'ArrowRight':
      return addCalendarDays(date, 1)
    case 'ArrowUp':
      return addCalendarDays(date, -7)
    case 'ArrowDown':
      return addCalendarDays(date, 7)
    case 'Home':
      return addCalendarDays(date, -weekdayOf(date))
    case 'End':
      return addCalendarDays(date, 6 - weekdayOf(date))
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1)
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1)
    default:
      return null
  }
}
