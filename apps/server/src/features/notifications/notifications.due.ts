import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { ClaimedDelivery } from './notifications.claim'

const DAY = 86_400

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

export function loadSpaces(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'spaces.state',
      'spaces.x_state',
      'spaces.host_id',
      'users.username',
      'users.display_name',
    ])
    .where('spaces.id', 'in', ids)
    .execute()
}
export type LoadedSpace = Awaited<ReturnType<typeof loadSpaces>>[number]

/** Whether the alert `d` about `space` may still go at `now` (see Moment). */
export function momentOf(d: ClaimedDelivery, space: LoadedSpace | undefined, now: number): Moment {
  if (d.kind === 'digest') return now - d.offset_key > DAY ? 'missed' : 'due'
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

/** Whether the user still follows the host, or still asked to be reminded of this Space. */
export async function isStillWanted(
  db: Kysely<Database>,
  d: ClaimedDelivery,
  hostId: number,
): Promise<boolean> {
  if (d.kind === 'change' || d.kind === 'digest') return true
  const [follow, reminder] = await Promise.all([
    db
      .selectFrom('follows')
      .select('user_id')
      .where('user_id', '=', d.user_id)
      .where('host_id', '=', hostId)
      .executeTakeFirst(),
    d.kind === 'new_space'
      ? undefined
      : db
          .selectFrom('space_reminders')
          .select('user_id')
          .where('user_id', '=', d.user_id)
          .where('space_id', '=', d.subject_id)
          .executeTakeFirst(),
  ])
  return follow !== undefined || reminder !== undefined
}

/** A week of followed hosts' Spaces, for the digest. */
export function digestSpaces(db: Kysely<Database>, userId: number, from: number) {
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .innerJoin('follows', 'follows.host_id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'users.username',
      'users.display_name',
    ])
    .where('follows.user_id', '=', userId)
    .where('spaces.scheduled_start', '>=', from)
    .where('spaces.scheduled_start', '<', from + 7 * 86_400)
    .orderBy('spaces.scheduled_start')
    .limit(50)
    .execute()
}
