import { isHttpsUrl, safeImageUrl } from '@spaces/shared/domain/https-url'
import type { Locale } from '@spaces/shared/i18n/locales'
import type { Kysely } from 'kysely'
import { hasAdminGrant } from '../../auth/admin-grants'
import type { Database, UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'
import type { XUser } from '../../x/x-client'
import {
  deletePreapprovals,
  findOtherHolderOfKey,
  findUserByXId,
  insertUser,
  listPreapprovalsFor,
  setMailLocale,
  updateUser,
} from './auth.queries'

export interface LoginPolicy {
  /**
   * Lower-cased handles from ADMIN_USERNAMES; when non-empty it decides who is admin at login, beside
   * the accounts the command line's make-admin recorded (auth/admin-grants.ts).
   */
  adminUsernames: string[]
  /** A public demo on the X sandbox, where anyone can log in as anyone: nobody is ever admin there. */
  neverAdmin?: boolean
}

/**
 * Creates or updates the user behind an X login, keyed by X's immutable user id (a changed handle
 * updates the username). Applies ADMIN_USERNAMES and turns a matching pending preapproval into the
 * host role. Profile fields are filled from X on first login only; afterwards 'Sync from X' refreshes
 * them, so a host's own edits are not overwritten at every login.
 */
export async function upsertUserFromX(
  db: Kysely<Database>,
  xUser: XUser,
  policy: LoginPolicy,
): Promise<UserRow> {
  const now = nowSeconds()
  const usernameKey = xUser.username.toLowerCase()

  return db.transaction().execute(async (trx) => {
    // X can hand a released handle to someone else: the old holder's row keeps its id but not the key.
    const previousHolder = await findOtherHolderOfKey(trx, usernameKey, xUser.id)
    if (previousHolder) {
      const released = { username_key: `${usernameKey}~${previousHolder.id}`, updated_at: now }
      await updateUser(trx, previousHolder.id, released)
    }

    const existing = await findUserByXId(trx, xUser.id)
    let user = existing
      ? await updateUser(trx, existing.id, {
          username: xUser.username,
          username_key: usernameKey,
          display_name: existing.display_name ?? xUser.name ?? null,
          profile_image_url: existing.profile_image_url ?? safeImageUrl(xUser.profile_image_url),
          last_login_at: now,
          updated_at: now,
        })
      : await insertUser(trx, {
          x_user_id: xUser.id,
          username: xUser.username,
          username_key: usernameKey,
          display_name: xUser.name ?? null,
          bio: xUser.description || null,
          location: xUser.location || null,
          website: isHttpsUrl(xUser.url) ? xUser.url : null,
          profile_image_url: safeImageUrl(xUser.profile_image_url),
          role: 'user',
          host_timezone: null,
          created_at: now,
          updated_at: now,
          last_login_at: now,
        })

    let role = user.role
    const pending = await listPreapprovalsFor(trx, xUser.id, usernameKey)
    if (pending.length > 0) {
      if (role === 'user') role = 'host'
      await deletePreapprovals(
        trx,
        pending.map((p) => p.id),
      )
    }
    if (policy.neverAdmin) {
      if (role === 'admin') role = 'host'
    } else if (policy.adminUsernames.length > 0) {
      // ADMIN_USERNAMES decides, except that an admin the operator made with the command line's
      // make-admin stays one until remove-admin (auth/admin-grants.ts).
      if (policy.adminUsernames.includes(usernameKey)) role = 'admin'
      else if (role === 'admin' && !(await hasAdminGrant(trx, user.id))) role = 'host'
    }
    if (role !== user.role) user = await updateUser(trx, user.id, { role, updated_at: now })
    return user
  })
}

/**
 * Keeps the language a person chose with their account, and writes their alerts and newsletter in it
 * from now on (both were saved in the language of the request that made them).
 */
export async function saveUserLocale(db: Kysely<Database>, userId: number, locale: Locale): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { locale })
    await setMailLocale(trx, userId, locale)
  })
}
