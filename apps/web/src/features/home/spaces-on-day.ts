import { dayKeyOf } from '@spaces/shared/domain/calendar-month'
import { isCanceledSpace, type SpaceStatusInput } from '@spaces/shared/domain/space-status'
import { usernameKey } from '@spaces/shared/domain/username'

/**
 * The Spaces starting on the day `key` in `zone`, earliest first: a day reads as an agenda. A Space
 * live on X keeps its place in time; the Live now strip above the calendar is where live ones lead.
 */
export function spacesOnDay<T extends { id: number; scheduled_start: number }>(
  spaces: readonly T[],
  key: string,
  zone: string,
): T[] {
  return spaces
    .filter((space) => dayKeyOf(space.scheduled_start, zone) === key)
    .sort((a, b) => a.scheduled_start - b.scheduled_start || a.id - b.id)
}

/** The Spaces live on X right now, the most listened first. */
export function liveSpaces<T extends { id: number; x_state?: string | null; live_listeners?: number | null }>(
  spaces: readonly T[],
): T[] {
  return spaces
    .filter((space) => space.x_state === 'live')
    .sort((a, b) => (b.live_listeners ?? 0) - (a.live_listeners ?? 0) || a.id - b.id)
}

/**
 * The Spaces that take place: a Space canceled on X stays listed, marked canceled, but the day
 * badges and "N space(s) for <day>" count only these (and say how many canceled ones are listed too).
 */
export function takingPlace<T extends Pick<SpaceStatusInput, 'x_state'>>(spaces: readonly T[]): T[] {
  return spaces.filter((space) => !isCanceledSpace(space))
}

/** The Spaces canceled on X: listed on their day, counted apart. */
export function canceledOnes<T extends Pick<SpaceStatusInput, 'x_state'>>(spaces: readonly T[]): T[] {
  return spaces.filter((space) => isCanceledSpace(space))
}

/** The Spaces of the selected hosts, matched case-insensitively; none selected is every host. */
export function ofHosts<T extends { username: string }>(spaces: readonly T[], hosts: readonly string[]): T[] {
  if (hosts.length === 0) return [...spaces]
  const wanted = new Set(hosts.map(usernameKey))
  return spaces.filter((space) => wanted.has(usernameKey(space.username)))
}

export type DayMarker = 'recorded' | 'upcoming'

/**
 * The dots under a day tile: at most `max`, recorded ones first (they happened earlier in the day),
 * and each kind that is present keeps at least one dot, so a busy day still shows it has both.
 */
export function dayMarkers(count: number, upcomingCount: number, max = 3): DayMarker[] {
  const upcoming = Math.max(0, Math.min(upcomingCount, count))
  const recorded = Math.max(0, count - upcoming)
  const upcomingDots =
    recorded > 0 && upcoming > 0 ? Math.max(1, Math.min(upcoming, max - 1)) : Math.min(upcoming, max)
  const recordedDots = Math.min(recorded, max - upcomingDots)
  return [
    ...Array<DayMarker>(recordedDots).fill('recorded'),
    ...Array<DayMarker>(upcomingDots).fill('upcoming'),
  ]
}
