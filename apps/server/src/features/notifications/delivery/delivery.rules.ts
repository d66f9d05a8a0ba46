import { DAY_SECONDS } from '../../../lib/time'
import type { ClaimedDelivery, LoadedSpace } from './send.queries'

/**
 * Whether a claimed alert may still go, checked just before it is sent:
 * - `due`: send it;
 * - `missed`: its moment passed before it could go (mail was held, the site was down, the mail server
 *   was out of reach): it is recorded as missed and never sent late. A reminder is missed once its
 *   Space has started, a new-Space alert once the Space has started, a "live now" alert once the
 *   Space is no longer live, a move or cancel notice once the Space's start has passed, and the
 *   weekly digest once it is more than a day late (Tuesday's mail about "this week" would mislead);
 * - `skipped`: it is no longer wanted (the Space is gone or canceled, the user stopped following).
 */
export type Moment = 'due' | 'missed' | 'skipped'

/** Whether the alert `d` about `space` may still go at `now` (see Moment). */
export function momentOf(d: ClaimedDelivery, space: LoadedSpace | undefined, now: number): Moment {
  if (d.kind === 'digest') return now - d.offset_key > DAY_SECONDS ? 'missed' : 'due'
  if (!space) return 'skipped'
  const canceled = space.x_state === 'canceled'
  const hasStarted = space.scheduled_start <= now || space.state !== 'upcoming'
  switch (d.kind) {
    case 'reminder':
      if (canceled) return 'skipped'
      return hasStarted || (space.x_state ?? 'scheduled') !== 'scheduled' ? 'missed' : 'due'
    case 'new_space':
      if (canceled) return 'skipped'
      return hasStarted ? 'missed' : 'due'
    case 'live':
      return space.x_state === 'live' ? 'due' : 'missed'
    default:
      return space.scheduled_start <= now ? 'missed' : 'due'
  }
}
