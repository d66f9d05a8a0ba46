import { usernameKey } from '@spaces/shared/domain/username'
import type {
  TFollowStateResponse,
  TPushSubscriptionRequest,
  TReminderStateResponse,
} from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/errors'
import {
  countFollowers,
  countPushSubscriptions,
  countReminders,
  ensureSettings,
  findSpace,
  findUserByKey,
} from './notifications.queries'

async function hostOrThrow(db: Kysely<Database>, username: string) {
  const host = await findUserByKey(db, usernameKey(username))
  if (!host) throw new AppError('NOT_FOUND', `There is no host @${username.replace(/^@/, '')}.`)
  return host
}

/** Follows a host (idempotent). */
export async function follow(
  db: Kysely<Database>,
  userId: number,
  username: string,
  now: number,
): Promise<TFollowStateResponse> {
  const host = await hostOrThrow(db, username)
  await ensureSettings(db, userId, now)
  await db
    .insertInto('follows')
    .values({ user_id: userId, host_id: host.id, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'host_id']).doNothing())
    .execute()
  return { username: host.username, following: true, follower_count: await countFollowers(db, host.id) }
}

export async function unfollow(
  db: Kysely<Database>,
  userId: number,
  username: string,
): Promise<TFollowStateResponse> {
  const host = await hostOrThrow(db, username)
  await db.deleteFrom('follows').where('user_id', '=', userId).where('host_id', '=', host.id).execute()
  return { username: host.username, following: false, follower_count: await countFollowers(db, host.id) }
}

/** "Remind me" on one Space (idempotent); a Space that has ended cannot be reminded of. */
export async function setReminder(
  db: Kysely<Database>,
  userId: number,
  spaceId: number,
  isSet: boolean,
  now: number,
): Promise<TReminderStateResponse> {
  const space = await findSpace(db, spaceId)
  if (!space) throw new AppError('NOT_FOUND', 'Space not found')
  if (isSet) {
    if (space.state === 'ended') throw new AppError('CONFLICT', 'This Space has ended.')
    await ensureSettings(db, userId, now)
    await db
      .insertInto('space_reminders')
      .values({ user_id: userId, space_id: spaceId, known_start: space.scheduled_start, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'space_id']).doNothing())
      .execute()
  } else {
    await db
      .deleteFrom('space_reminders')
      .where('user_id', '=', userId)
      .where('space_id', '=', spaceId)
      .execute()
  }
  return { space_id: spaceId, reminder_set: isSet, reminder_count: await countReminders(db, spaceId) }
}

/** Keeps a browser's subscription (an endpoint moves to the account that last gave it). */
export async function savePushSubscription(
  db: Kysely<Database>,
  userId: number,
  sub: TPushSubscriptionRequest,
  isAllowed: (endpoint: string) => boolean,
  now: number,
): Promise<number> {
  if (!isAllowed(sub.endpoint)) {
    throw new AppError(
      'BAD_REQUEST',
      'This push endpoint is not accepted: it must be https on a known push service.',
    )
  }
  await ensureSettings(db, userId, now)
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth }),
    )
    .execute()
  return countPushSubscriptions(db, userId)
}

export async function deletePushSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<number> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute()
  return countPushSubscriptions(db, userId)
}
