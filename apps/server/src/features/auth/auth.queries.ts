import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, UserRow, UsersTable } from '../../db/database'

/** The SQL of logging in: users by their X id, and the preapprovals a first login turns into a role. */

type Db = Kysely<Database>

/** Another user holding this handle's key (X handed a released handle to someone else). */
export function findOtherHolderOfKey(db: Db, usernameKey: string, xUserId: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('username_key', '=', usernameKey)
    .where('x_user_id', '!=', xUserId)
    .executeTakeFirst()
}

export function findUserByXId(db: Db, xUserId: string) {
  return db.selectFrom('users').selectAll().where('x_user_id', '=', xUserId).executeTakeFirst()
}

export function updateUser(db: Db, id: number, changes: Updateable<UsersTable>): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow()
}

/** The preapprovals waiting for this X account or handle. */
export function listPreapprovalsFor(db: Db, xUserId: string, usernameKey: string) {
  return db
    .selectFrom('pending_preapprovals')
    .select('id')
    .where((eb) => eb.or([eb('x_user_id', '=', xUserId), eb('username_key', '=', usernameKey)]))
    .execute()
}

export async function deletePreapprovals(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.deleteFrom('pending_preapprovals').where('id', 'in', ids).execute()
}

/** The language of the person's alerts and newsletter subscription. */
export async function setMailLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.updateTable('notification_settings').set({ locale }).where('user_id', '=', userId).execute()
  await db.updateTable('newsletter_subscribers').set({ locale }).where('user_id', '=', userId).execute()
}
