import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** The SQL of Manage Hosts: who has the host role, and who becomes a host at their first login. */

type Db = Kysely<Database>

/** What Manage Hosts shows of a host. */
const HOST_COLUMNS = ['id', 'username', 'display_name', 'profile_image_url'] as const

export function listRoleHosts(db: Db) {
  return db
    .selectFrom('users')
    .select(HOST_COLUMNS)
    .where('role', '=', 'host')
    .orderBy('username_key', 'asc')
    .execute()
}

export function listPreapprovals(db: Db) {
  return db
    .selectFrom('pending_preapprovals')
    .select(['id', 'username', 'x_user_id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findUserRole(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', id).executeTakeFirst()
}

/** Gives a user a role; returns the user as Manage Hosts shows them. */
export function setUserRole(db: Db, id: number, role: 'user' | 'host', now: number) {
  return db
    .updateTable('users')
    .set({ role, updated_at: now })
    .where('id', '=', id)
    .returning(HOST_COLUMNS)
    .executeTakeFirstOrThrow()
}

/** A preapproval already waiting for this handle (or, when X knows it, this X account). */
export function findPreapproval(db: Db, usernameKey: string, xUserId: string | null) {
  return db
    .selectFrom('pending_preapprovals')
    .select('id')
    .where((eb) =>
      xUserId
        ? eb.or([eb('username_key', '=', usernameKey), eb('x_user_id', '=', xUserId)])
        : eb('username_key', '=', usernameKey),
    )
    .executeTakeFirst()
}

export function insertPreapproval(
  db: Db,
  values: { username: string; usernameKey: string; xUserId: string | null; createdBy: number; now: number },
) {
  return db
    .insertInto('pending_preapprovals')
    .values({
      username: values.username,
      username_key: values.usernameKey,
      x_user_id: values.xUserId,
      created_at: values.now,
      created_by: values.createdBy,
    })
    .returning(['id', 'username', 'x_user_id'])
    .executeTakeFirstOrThrow()
}

/** Deletes a preapproval; returns whether there was one. */
export async function deletePreapproval(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pending_preapprovals').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
