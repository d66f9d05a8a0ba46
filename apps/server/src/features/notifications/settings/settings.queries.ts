import type { Kysely, Updateable } from 'kysely'
import type { Database, NotificationSettingsTable } from '../../../db/database'
import { FEED_SPACE_COLUMNS, spacesWithHost } from '../../shared/spaces.queries'

/**
 * The SQL of a user's alert settings (`notification_settings`) and of their personal feed: every
 * function takes `db` or a transaction first.
 */

type Db = Kysely<Database>

/**
 * The user's settings row with its defaults, made on first need (following, a reminder, a read), in
 * the language of the request that made it; a row without a language takes the request's.
 */
export async function ensureSettings(db: Db, userId: number, now: number, locale?: string): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, created_at: now, updated_at: now, locale: locale ?? null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  if (locale) {
    await db
      .updateTable('notification_settings')
      .set({ locale })
      .where('user_id', '=', userId)
      .where('locale', 'is', null)
      .execute()
  }
}

export function findSettings(db: Db, userId: number) {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>

export async function updateSettingsRow(
  db: Db,
  userId: number,
  changes: Updateable<NotificationSettingsTable>,
): Promise<void> {
  await db.updateTable('notification_settings').set(changes).where('user_id', '=', userId).execute()
}

/** The address whose confirmation token hashes to `tokenHash` is confirmed; true when one was. */
export async function confirmByTokenHash(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ email_confirmed_at: now, confirm_token_hash: null, updated_at: now })
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The user whose personal feed has this secret token, if any. */
export function findFeedOwner(db: Db, token: string) {
  return db
    .selectFrom('notification_settings')
    .select('user_id')
    .where('feed_token', '=', token)
    .executeTakeFirst()
}

/** The Spaces of the personal feed: followed hosts' and reminded ones, from `from` on. */
export function listPersonalFeedSpaces(db: Db, userId: number, from: number, limit: number) {
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
