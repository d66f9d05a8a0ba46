/**
 * The profile page sorts by the clock, not by the stored state (spec §4): a Space whose
 * scheduled_start is still in the future is upcoming (soonest first), any other is recorded (newest
 * first).
 */
export function splitSpacesByClock<T extends { scheduled_start: number }>(
  spaces: readonly T[],
  now: number,
): { upcoming: T[]; recorded: T[] } {
  const upcoming = spaces.filter((space) => space.scheduled_start > now)
  const recorded = spaces.filter((space) => space.scheduled_start <= now)
  upcoming.sort((a, b) => a.scheduled_start - b.scheduled_start)
  recorded.sort((a, b) => b.scheduled_start - a.scheduled_start)
  return { upcoming, recorded }
}

/** Pinned recommendations first; otherwise the server's order is kept. */
export function pinnedFirst<T extends { pinned: number }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.pinned === 1), ...items.filter((item) => item.pinned !== 1)]
}
