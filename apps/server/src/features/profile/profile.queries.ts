import { type Insertable, type Kysely, sql, type Updateable } from 'kysely'
import type { Database, ProfileLinksTable, UsersTable } from '../../db/database'

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

/** The position after the profile's last link (0 for the first). */
export async function nextLinkPosition(db: Kysely<Database>, userId: number): Promise<number> {
  const { next } = await db
    .selectFrom('profile_links')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(next)
}

export function insertLink(db: Kysely<Database>, values: Insertable<ProfileLinksTable>) {
  return db.insertInto('profile_links').values(values).returningAll().executeTakeFirstOrThrow()
}

export function updateLinkRow(db: Kysely<Database>, id: number, changes: Updateable<ProfileLinksTable>) {
  return db
    .updateTable('profile_links')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deleteLinkRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('profile_links').where('id', '=', id).execute()
}
