import type { Kysely, Updateable } from 'kysely'
import type { Database, UsersTable } from '../../db/database'

export function findUserByKey(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.trim().replace(/^@/, '').toLowerCase())
    .executeTakeFirst()
}

export function listLinks(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('profile_links')
    .select(['id', 'platform', 'url', 'label', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute()
}

export function findLink(db: Kysely<Database>, id: number) {
  return db.selectFrom('profile_links').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateUserProfile(
  db: Kysely<Database>,
  userId: number,
  changes: Updateable<UsersTable>,
) {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
}
