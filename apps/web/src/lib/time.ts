import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'

/**
 * Date and zone formatting for display. Every time the user sees names its zone (house rule), and
 * a time no screen can show reads 'Date unknown' instead of throwing.
 */

import { DATE_TIME_PARTS, formatInZone, formatter, getDisplayLocale } from '@spaces/shared/domain/time-text'

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

/** The IANA id as people read it: "America/St Johns". */
export const timeZoneIdText = (zone: string): string => zone.replaceAll('_', ' ')

/**
 * The zone's own name in the page's language ("hora estándar de Japón", "日本標準時"), from Intl, or
 * null where Intl only knows its offset or the page is in English (English names zones by their
 * IANA id).
 */
export function timeZoneName(zone: string, at: Date): string | null {
  const locale = getDisplayLocale()
  if (zone === 'UTC' || locale.startsWith('en')) return null
  let name: string | undefined
  try {
    name = formatter(`generic|${zone}`, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value
  } catch {
    return null
  }
  // "GMT+09:00", "غرينتش+09:00": Intl has no name for it, only its offset.
  if (!name || /\d/.test(name)) return null
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

/**
 * "Asia/Tokyo (GMT+9)" in English, "Hora estándar de Japón (GMT+9)" or "日本標準時 (GMT+9)" in the
 * page's language (the IANA id where Intl has no name); UTC is simply "UTC". Every place a zone is
 * named uses it.
 */
export function formatTimeZoneLabel(zone: string, at: Date): string {
  if (zone === 'UTC') return 'UTC'
  return `${timeZoneName(zone, at) ?? timeZoneIdText(zone)} (${formatUtcOffset(zone, at)})`
}

/**
 * A zone as a choice in a list: its label and, where the label is a translated name, the IANA id
 * after it ("Hora estándar de Japón (GMT+9) · Asia/Tokyo"), so the id can still be found and two
 * zones with one name told apart.
 */
export function formatTimeZoneChoice(zone: string, at: Date): string {
  const label = formatTimeZoneLabel(zone, at)
  return timeZoneName(zone, at) === null ? label : `${label} · ${timeZoneIdText(zone)}`
}
