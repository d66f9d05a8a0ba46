import { usernameKey } from '@spaces/shared/domain/username'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import type { XClient } from '../../x/x-client'
import { findUserByKey } from '../shared/users.queries'
import {
  deletePreapproval,
  findPreapproval,
  findUserRole,
  insertPreapproval,
  setUserRole,
} from './admin-hosts.queries'

export type AddHostResult =
  | {
      kind: 'host'
      host: { id: number; username: string; display_name: string | null; profile_image_url: string | null }
    }
  | { kind: 'pending'; pending: { id: number; username: string | null; x_user_id: string | null } }

/**
 * Makes a person a host: at once when they have logged in before; otherwise a pending preapproval,
 * with their X user id when X knows the handle, that turns into the host role at their first login.
 */
export async function addHost(
  db: Kysely<Database>,
  xClient: XClient,
  username: string,
  actorId: number,
  log: { warn: (obj: unknown, msg: string) => void },
): Promise<AddHostResult> {
  const key = usernameKey(username)
  const existing = await findUserByKey(db, key)
  if (existing) {
    if (existing.role === 'host')
      throw new AppError('CONFLICT', msg('@{handle} is already a host.', { handle: existing.username }))
    if (existing.role === 'admin')
      throw new AppError(
        'CONFLICT',
        msg('@{handle} is an admin, and admins can already host.', { handle: existing.username }),
      )
    return { kind: 'host', host: await setUserRole(db, existing.id, 'host', nowSeconds()) }
  }

  let xUserId: string | null = null
  let handle = username
  try {
    const xUser = await xClient.getUserByUsername(username)
    if (xUser) {
      xUserId = xUser.id
      handle = xUser.username
    }
  } catch (err) {
    // Without X (no bearer token, or X down) the handle alone is enough to match at first login.
    log.warn({ err }, 'could not look the handle up on X')
  }
  if (await findPreapproval(db, key, xUserId)) {
    throw new AppError('CONFLICT', msg('@{handle} is already waiting for their first login.', { handle }))
  }
  const values = { username: handle, usernameKey: key, xUserId, createdBy: actorId, now: nowSeconds() }
  return { kind: 'pending', pending: await insertPreapproval(db, values) }
}

/** The person keeps their account and Spaces but loses the host role. */
export async function removeHost(db: Kysely<Database>, id: number): Promise<void> {
  const user = await findUserRole(db, id)
  if (!user || user.role === 'user') throw new AppError('NOT_FOUND', 'That person is not a host.')
  if (user.role === 'admin') {
    throw new AppError(
      'BAD_REQUEST',
      'Admins keep hosting rights; take the admin role away first (npm run admin -- remove-admin, and ADMIN_USERNAMES).',
    )
  }
  await setUserRole(db, id, 'user', nowSeconds())
}

export async function removePreapproval(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deletePreapproval(db, id)))
    throw new AppError('NOT_FOUND', 'That pending entry does not exist.')
}
