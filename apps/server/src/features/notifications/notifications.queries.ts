import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { FEED_SPACE_COLUMNS, spacesWithHost } from '../shared/spaces.queries'

/** Follows, reminders, settings rows and push subscriptions: every data function takes `db` first. */

export function findUserByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'profile_image_url'])
    .where('username_key', '=', key)
    .executeTakeFirst()
}

export async function ensureSettings(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

export function findSettings(db: Kysely<Database>, userId: number) {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>

/** The user's confirmed newsletter address, which counts as confirmed for alerts too. */
export async function findNewsletterAddress(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.email ?? null
}

/** The address the user gave the newsletter, confirmed or still awaiting its link; null when none. */
export async function findGivenNewsletterAddress(
  db: Kysely<Database>,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'pending'])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.email ?? null
}

export async function countFollowers(db: Kysely<Database>, hostId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('host_id', '=', hostId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countReminders(db: Kysely<Database>, spaceId: number): Promise<number> {
  const row = await db
    .selectFrom('space_reminders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('space_id', '=', spaceId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function listFollows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.host_id')
    .select([
      'users.id as user_id',
      'users.username',
      'users.display_name',
      'users.profile_image_url',
      'follows.created_at as followed_at',
    ])
    .where('follows.user_id', '=', userId)
    .orderBy('users.username_key')
    .execute()
}

export async function listRemindedSpaceIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('space_reminders')
    .select('space_id')
    .where('user_id', '=', userId)
    .orderBy('space_id')
    .execute()
  return rows.map((r) => r.space_id)
}

/** Issue 22: the reminder counts of the named Spaces that exist, zero included, in one query. */
export async function countRemindersOf(db: Kysely<Database>, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return []
  const rows = await db
    .selectFrom('spaces')
    .leftJoin('space_reminders', 'space_reminders.space_id', 'spaces.id')
    .select((eb) => [
      'spaces.id as space_id',
      eb.fn.count<string | number>('space_reminders.user_id').as('n'),
    ])
    .where('spaces.id', 'in', spaceIds)
    .groupBy('spaces.id')
    .orderBy('spaces.id')
    .execute()
  return rows.map((row) => ({ space_id: row.space_id, reminder_count: Number(row.n) }))
}

export function findSpace(db: Kysely<Database>, spaceId: number) {
  return db
    .selectFrom('spaces')
    .select(['id', 'host_id', 'scheduled_start', 'state'])
    .where('id', '=', spaceId)
    .executeTakeFirst()
}

export async function countPushSubscriptions(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Deletes all but the `keep` most recently given push subscriptions of one user. */
export async function keepNewestPushSubscriptions(db: Kysely<Database>, userId: number, keep: number) {
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

/** The Spaces of the personal feed: followed hosts' and reminded ones, from `from` on. */
export function listPersonalFeedSpaces(db: Kysely<Database>, userId: number, from: number, limit: number) {
  return spacesWithHost(db)
    .select(FEED_SPACE_COLUMNS)
    .where('spaces.scheduled_start', '>=', from)
    .where((eb) =>
      eb.or([
        eb(
          'spaces.host_id',
          'in',
          eb.selectFrom('follows').select('follows.host_id').where('follows.user_id', '=', userId),
        ),
        eb(
          'spaces.id',
          'in',
          eb
            .selectFrom('space_reminders')
            .select('space_reminders.space_id')
            .where('space_reminders.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('spaces.scheduled_start', 'asc')
    .orderBy('spaces.id', 'asc')
    .limit(limit)
    .execute()
}
