import { isValidTimeZone } from '@spaces/shared/domain/time-zones'

/**
 * The zone a shared Space is described in: the host's stored zone (the Space's `host_timezone`),
 * else UTC. A crawler has no viewer zone, so the preview shows the host's clock and names the zone.
 */
export function shareZone(hostTimezone: string | null | undefined): string {
  return hostTimezone && isValidTimeZone(hostTimezone) ? hostTimezone : 'UTC'
}
