/**
 * The profile page sorts by the clock, not by the stored state: a Space whose
 * scheduled_start is still in the future is upcoming (soonest first), any other is recorded (newest
 * first). A Space X reports live is neither: it is listed on its own, first,
 * whatever its start says (most listeners first).
 */
export function splitSpacesByClock<
  T extends { scheduled_start: number; x_state?: string | null; live_listeners?: number | null },
>(spaces: readonly T[], now: number): { live: T[]; upcoming: T[]; recorded: T[] } {
  const isLive = (space: T) => space.x_state === 'live'
  const live = spaces.filter(isLive)
  const upcoming = spaces.filter((space) => !isLive(space) && space.scheduled_start > now)
  const recorded = spaces.filter((space) => !isLive(space) && space.scheduled_start <= now)
  live.sort((a, b) => listenersOf(b) - listenersOf(a) || a.scheduled_start - b.scheduled_start)
  upcoming.sort((a, b) => a.scheduled_start - b.scheduled_start)
  recorded.sort((a, b) => b.scheduled_start - a.scheduled_start)
  return { live, upcoming, recorded }
}

function listenersOf(space: { live_listeners?: number | null }): number {
  return space.live_listeners ?? 0
}

/** Pinned recommendations first; otherwise the server's order is kept. */
export function pinnedFirst<T extends { pinned: number }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.pinned === 1), ...items.filter((item) => item.pinned !== 1)]
}
