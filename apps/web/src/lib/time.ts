import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'

/**
 * Date and zone formatting for display. Every time the user sees names its zone (house rule), and
 * a time no screen can show reads 'Date unknown' instead of throwing.
 */

import { DATE_TIME_PARTS, formatInZone, formatter } from '@spaces/shared/domain/time-text'

export { formatter }

/** The `dateTime` attribute of a `<time>`: ISO 8601, or undefined for a time no screen can show. */
export function isoDateTime(unixSeconds: number): string | undefined {
  return isDisplayableTime(unixSeconds) ? new Date(unixSeconds * 1000).toISOString() : undefined
}

/** "Sat, Nov 21, 9:30 PM GMT+1": a unix time in `zone`, with the zone's short name. */
export function formatDateTimeInZone(unixSeconds: number, zone: string): string {
  return formatInZone(unixSeconds, zone, 'datetime', { weekday: 'short', ...DATE_TIME_PARTS })
}

/** "Nov 21, 2026, 9:30 PM GMT+1": like {@link formatDateTimeInZone}, with the year instead of the weekday. */
export function formatDateTimeWithYearInZone(unixSeconds: number, zone: string): string {
  return formatInZone(unixSeconds, zone, 'datetime-year', { year: 'numeric', ...DATE_TIME_PARTS })
}

/** "9:30 PM GMT+1": the time of day only, with the zone. */
export function formatTimeInZone(unixSeconds: number, zone: string): string {
  return formatInZone(unixSeconds, zone, 'time', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** "GMT+9", "GMT-3:30", "GMT+0": the zone's UTC offset at `at` (offsets move with DST). */
export function formatUtcOffset(zone: string, at: Date): string {
  const parts = formatter(`offset|${zone}`, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at)
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  return name === 'GMT' || name === 'UTC' ? 'GMT+0' : name
}

/** "Asia/Tokyo (GMT+9)"; UTC is simply "UTC". Used by the zone dropdown and the zone list. */
export function formatTimeZoneLabel(zone: string, at: Date): string {
  if (zone === 'UTC') return 'UTC'
  return `${zone.replaceAll('_', ' ')} (${formatUtcOffset(zone, at)})`
}
