import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'

/** The SQL of Web Push subscriptions (`push_subscriptions`): every function takes `db` first. */

type Db = Kysely<Database>

/**
 * Keeps a browser's subscription for the user. An endpoint already held moves to the user only when
 * it is theirs or carries the same keys (the same browser); returns undefined when it was refused.
 * `created_at` becomes "last given", so the subscriptions kept are the ones still in use.
 */
export function upsertPushSubscription(
  db: Db,
  sub: { userId: number; endpoint: string; p256dh: string; auth: string; now: number },
) {
  const { userId, endpoint, p256dh, auth, now } = sub
  return db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, p256dh, auth, created_at: now })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: userId, p256dh, auth, created_at: now })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', userId),
            eb.and([eb('push_subscriptions.p256dh', '=', p256dh), eb('push_subscriptions.auth', '=', auth)]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst()
}

export async function deletePushSubscriptionOf(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute()
}

/** A subscription the push service said is gone, or one nothing may be sent to. */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
}

export async function countPushSubscriptions(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Every subscription of one user: where their pushes go. */
export function listPushSubscriptions(db: Db, userId: number) {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute()
}

/** Deletes all but the `keep` most recently given push subscriptions of one user. */
export async function keepNewestPushSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep)
    .execute()
  if (newest.length < keep) return
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      newest.map((row) => row.id),
    )
    .execute()
}
