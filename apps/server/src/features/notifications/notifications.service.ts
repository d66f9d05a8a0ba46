import { usernameKey } from '@spaces/shared/domain/username'
import type {
  TFollowStateResponse,
  TPushSubscriptionRequest,
  TReminderStateResponse,
} from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/errors'
import { canonicalKey, PUSH_SUBSCRIPTIONS_PER_USER, pushKeysProblem } from './notifications.push'
import {
  countFollowers,
  countPushSubscriptions,
  countReminders,
  ensureSettings,
  findSpace,
  findUserByKey,
  keepNewestPushSubscriptions,
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

/**
 * Keeps a browser's subscription. Its keys must be ones a message can be encrypted to. An endpoint
 * another account holds moves to the caller only with the same keys (the same browser, now logged in
 * as someone else): a different browser cannot take over another person's notifications. Each account
 * keeps its PUSH_SUBSCRIPTIONS_PER_USER most recently given subscriptions; older ones go.
 */
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
  const problem = pushKeysProblem(sub.keys)
  if (problem) throw new AppError('BAD_REQUEST', problem)
  const p256dh = canonicalKey(sub.keys.p256dh)
  const auth = canonicalKey(sub.keys.auth)
  await db.transaction().execute(async (trx) => {
    // Inside the transaction: a refused subscription leaves no settings row behind either.
    await ensureSettings(trx, userId, now)
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: sub.endpoint, p256dh, auth, created_at: now })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          // created_at becomes "last given": the subscriptions kept are the ones still in use.
          .doUpdateSet({ user_id: userId, p256dh, auth, created_at: now })
          .where((eb) =>
            eb.or([
              eb('push_subscriptions.user_id', '=', userId),
              eb.and([
                eb('push_subscriptions.p256dh', '=', p256dh),
                eb('push_subscriptions.auth', '=', auth),
              ]),
            ]),
          ),
      )
      .returning('id')
      .executeTakeFirst()
    if (!saved) {
      throw new AppError(
        'CONFLICT',
        'This push endpoint is already registered by another browser with other keys. Turn push notifications off and on again to get a subscription of your own.',
      )
    }
    await keepNewestPushSubscriptions(trx, userId, PUSH_SUBSCRIPTIONS_PER_USER)
  })
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
