import { isValidTimeZone } from '@spaces/shared/domain/time-zones'
import type { Locale } from '@spaces/shared/i18n/locales'
import { formatStartIn } from '../../i18n/dates'

/**
 * The zone a shared Space is described in: the host's stored zone (the Space's `host_timezone`),
 * else UTC. A crawler has no viewer zone, so the preview shows the host's clock and names the zone.
 */
export function shareZone(hostTimezone: string | null | undefined): string {
  return hostTimezone && isValidTimeZone(hostTimezone) ? hostTimezone : 'UTC'
}

/** A Space's start as a preview says it, in the reader's language (i18n/dates.ts). */
export const formatShareStart = (unixSeconds: number, zone: string, locale: Locale) =>
  formatStartIn(locale, unixSeconds, zone)
