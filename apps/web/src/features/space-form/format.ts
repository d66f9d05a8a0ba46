import { isDisplayableTime, UNKNOWN_DATE_TEXT } from '@spaces/shared/domain/displayable-time'
import { formatter } from '../../lib/time'

/**
 * "Sat, Dec 19, 2026, 7:00 PM UTC": a start in `zone`, with the year (a monthly series can cross
 * into the next one) and the zone's short name.
 */
export function formatStartWithYear(unixSeconds: number, zone: string): string {
  if (!isDisplayableTime(unixSeconds)) return UNKNOWN_DATE_TEXT
  return formatter(`start-year|${zone}`, {
    timeZone: zone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(unixSeconds * 1000))
}

/** "Sunday, November 22, 2026": a calendar day's accessible name in the date grid. */
export function formatLongDate(date: { year: number; month: number; day: number }): string {
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)))
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** "November 2026". */
export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 15)))
}

const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' })
