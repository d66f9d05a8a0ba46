import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { authorizeProfileAction, type ProfileAction } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import type { Database, UserRow } from '../../db/database'

/**
 * The preamble of every write on a profile's things (Spaces, links, reading items, the profile):
 * the session's user (401 without one) and the profile they act on, `hostId` or their own, which
 * the policy lets them do `action` on (404 for an unknown profile, 403 otherwise).
 */
export async function actOnProfile(
  db: Kysely<Database>,
  req: FastifyRequest,
  action: ProfileAction,
  hostId?: number | null,
): Promise<{ actor: UserRow; host: UserRow }> {
  const actor = requireUser(req)
  const host = await authorizeProfileAction(db, actor, action, hostId)
  return { actor, host }
}

/**
 * The preamble of an edit or delete of one row on a profile: the session's user (401), the row
 * (`load` throws its own 404), then the policy on the row's owner (`ownerOf`) for `action` (403).
 */
export async function actOnRow<T>(
  db: Kysely<Database>,
  req: FastifyRequest,
  action: ProfileAction,
  load: () => Promise<T>,
  ownerOf: (row: T) => number,
): Promise<T> {
  const actor = requireUser(req)
  const row = await load()
  await authorizeProfileAction(db, actor, action, ownerOf(row))
  return row
}
