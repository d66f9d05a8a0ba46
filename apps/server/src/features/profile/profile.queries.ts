import type { Kysely, Updateable } from 'kysely'
import type { Database, UsersTable } from '../../db/database'

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

/** Issue 22: the profile's followers. */
export async function countFollowers(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('host_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
