import { isDisplayableTime, UNKNOWN_DATE_TEXT } from './displayable-time'

const formatterCache = new Map<string, Intl.DateTimeFormat>()
let displayLocale = 'en-US'

/**
 * The language dates are written in: en-US unless the web app, which reads in the visitor's
 * language, says otherwise. The server never changes it (its share texts have their own).
 */
export function setDisplayLocale(tag: string): void {
  displayLocale = tag
}

export const getDisplayLocale = (): string => displayLocale

/**
 * One formatter per key and language, made once: building an Intl.DateTimeFormat is the costly
 * part. The key names the style and the zone (`start-year|Europe/Paris`).
 */
export function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const fullKey = `${displayLocale}|${key}`
  let cached = formatterCache.get(fullKey)
  if (!cached) {
    cached = new Intl.DateTimeFormat(displayLocale, options)
    formatterCache.set(fullKey, cached)
  }
  return cached
}

/**
 * A unix time in `zone` with the cached formatter `style` (options without the zone), or 'Date
 * unknown' for a time no screen can show. Every "time in a zone" text is one of these.
 */
export function formatInZone(
  unixSeconds: number,
  zone: string,
  style: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!isDisplayableTime(unixSeconds)) return UNKNOWN_DATE_TEXT
  return formatter(`${style}|${zone}`, { ...options, timeZone: zone }).format(new Date(unixSeconds * 1000))
}

/** Month, day, hour and minute with the zone's short name: the base of the date-and-time texts. */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

/**
 * "Sat, Dec 19, 2026, 7:00 PM UTC": a start in `zone`, with the year and the zone's short name. The
 * New Space form's summary (a monthly series can cross into the next year) and the server's share
 * previews and pictures (a crawler has no zone of its own) both say a start this way.
 */
export function formatStartWithYear(unixSeconds: number, zone: string): string {
  return formatInZone(unixSeconds, zone, 'start-year', {
    weekday: 'short',
    year: 'numeric',
    ...DATE_TIME_PARTS,
  })
}
