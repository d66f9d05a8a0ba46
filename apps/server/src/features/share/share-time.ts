import { isDisplayableTime, UNKNOWN_DATE_TEXT } from '@spaces/shared/domain/displayable-time'
import { DATE_TIME_PARTS, formatStartWithYear } from '@spaces/shared/domain/time-text'
import { isValidTimeZone } from '@spaces/shared/domain/time-zones'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'

/**
 * The zone a shared Space is described in: the host's stored zone (the Space's `host_timezone`),
 * else UTC. A crawler has no viewer zone, so the preview shows the host's clock and names the zone.
 */
export function shareZone(hostTimezone: string | null | undefined): string {
  return hostTimezone && isValidTimeZone(hostTimezone) ? hostTimezone : 'UTC'
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A start in `zone` with the year and the zone's name, in the reader's language: English exactly as
 * the app says it ("Sat, Dec 19, 2026, 7:00 PM UTC"), other languages as `Intl` writes them (Japanese
 * on a 24-hour clock, Arabic with its own digits).
 */
export function formatShareStart(unixSeconds: number, zone: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return formatStartWithYear(unixSeconds, zone)
  if (!isDisplayableTime(unixSeconds)) return UNKNOWN_DATE_TEXT
  const key = `${locale}|${zone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      ...DATE_TIME_PARTS,
      ...(locale === 'ja' ? { hourCycle: 'h23' } : {}),
      timeZone: zone,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(new Date(unixSeconds * 1000))
}
