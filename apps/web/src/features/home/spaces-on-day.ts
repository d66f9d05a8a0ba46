import { dayKeyOf } from '@spaces/shared/domain/calendar-month'

/** The Spaces starting on the day `key` in `zone`, earliest first (a day reads as an agenda). */
export function spacesOnDay<T extends { id: number; scheduled_start: number }>(
  spaces: readonly T[],
  key: string,
  zone: string,
): T[] {
  return spaces
    .filter((space) => dayKeyOf(space.scheduled_start, zone) === key)
    .sort((a, b) => a.scheduled_start - b.scheduled_start || a.id - b.id)
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
