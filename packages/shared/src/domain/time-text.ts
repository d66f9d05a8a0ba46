import { isDisplayableTime, UNKNOWN_DATE_TEXT } from './displayable-time'

const formatterCache = new Map<string, Intl.DateTimeFormat>()

/**
 * One en-US formatter per key, made once: building an Intl.DateTimeFormat is the costly part. The
 * key names the style and the zone (`start-year|Europe/Paris`).
 */
export function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let cached = formatterCache.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', options)
    formatterCache.set(key, cached)
  }
  return cached
}

/**
 * "Sat, Dec 19, 2026, 7:00 PM UTC": a start in `zone`, with the year and the zone's short name. The
 * New Space form's summary (a monthly series can cross into the next year) and the server's share
 * previews and pictures (a crawler has no zone of its own) both say a start this way.
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
