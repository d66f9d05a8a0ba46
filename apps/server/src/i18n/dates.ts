import { isDisplayableTime, UNKNOWN_DATE_TEXT } from '@spaces/shared/domain/displayable-time'
import { DATE_TIME_PARTS, formatStartWithYear } from '@spaces/shared/domain/time-text'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A start in `zone` with the year and the zone's name, in the reader's language: English exactly as
 * the app says it ("Sat, Dec 19, 2026, 7:00 PM UTC"), other languages as `Intl` writes them (Japanese
 * on a 24-hour clock, Arabic with its own digits). Share previews, mails and pushes say times so.
 */
export function formatStartIn(locale: Locale, unixSeconds: number, zone: string): string {
  if (locale === SOURCE_LOCALE) return formatStartWithYear(unixSeconds, zone)
  if (!isDisplayableTime(unixSeconds)) return UNKNOWN_DATE_TEXT
  const key = `${locale}|${zone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      ...DATE_TIME_PARTS,
      ...(locale === 'ja' ? { hourCycle: 'h23' as const } : {}),
      timeZone: zone,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(new Date(unixSeconds * 1000))
}
