import { usernameKey } from '@spaces/shared/domain/username'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/database'
import { nowSeconds } from '../lib/time'

type Db = Kysely<Database>

/**
 * Admin rights given and taken by the operator's command line (`make-admin`, `remove-admin`). The
 * role lives in `users.role`, which every request reads with the session, so a change reaches a
 * running site at the person's next request, on every instance, without a restart. The grant is
 * also recorded (`admin_grants`), because where ADMIN_USERNAMES is set it decides the role at each
 * login: an admin it does not list keeps the role only while such a record exists.
 */

/** The account a handle names (with or without `@`, any case), or undefined. */
export function findAccountByHandle(db: Db, handle: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(handle)).executeTakeFirst()
}

/** Makes the account admin now and records the grant so a login under ADMIN_USERNAMES keeps it. */
export async function grantAdmin(db: Db, userId: number): Promise<void> {
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_grants')
      .values({ user_id: userId, granted_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    await trx
      .updateTable('users')
      .set({ role: 'admin', updated_at: now })
      .where('id', '=', userId)
      .where('role', '!=', 'admin')
      .execute()
  })
}

/**
 * Takes the admin role away now (the person keeps hosting rights, as an admin ADMIN_USERNAMES stops
 * listing does at login) and forgets the command line's grant.
 */
export async function revokeAdmin(db: Db, userId: number): Promise<void> {
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_grants').where('user_id', '=', userId).execute()
    await trx
      .updateTable('users')
      .set({ role: 'host', updated_at: now })
      .where('id', '=', userId)
      .where('role', '=', 'admin')
      .execute()
  })
}

/** Whether the command line made this account admin (and nobody took it back since). */
export async function hasAdminGrant(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('admin_grants')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}
