import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'
import { isValidTimeZone } from '@spaces/shared/domain/time-zones'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The zone a shared Space is described in: the host's stored zone (the Space's `host_timezone`),
 * else UTC. A crawler has no viewer zone, so the preview shows the host's clock and names the zone.
 */
export function shareZone(hostTimezone: string | null | undefined): string {
  return hostTimezone && isValidTimeZone(hostTimezone) ? hostTimezone : 'UTC'
}

/** "Tue, Nov 24, 2026, 7:00 PM EST": the date and time in `zone`, with the zone's short name. */
export function formatShareTime(unix: number, zone: string): string {
  if (!isDisplayableTime(unix)) return 'Date unknown'
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formatters.set(zone, formatter)
  }
  return formatter.format(new Date(unix * 1000))
}
