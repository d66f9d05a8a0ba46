import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/database'
import { msg } from '../i18n/message'
import { AppError } from '../lib/errors'
import { nowSeconds } from '../lib/time'

/**
 * Who may do what to a profile. Every route that acts on a profile asks here; the client
 * only hides buttons.
 */
export type ProfileAction = 'spaces:manage' | 'links:manage' | 'reading:manage' | 'profile:edit'

const GRANT_FLAG = {
  'spaces:manage': 'can_manage_spaces',
  'links:manage': 'can_manage_links',
  'reading:manage': 'can_edit_profile',
  'profile:edit': 'can_edit_profile',
} as const

/** An action as the sentences below select it (each sentence names the action in its own words). */
const ACTION_KEY: Record<ProfileAction, string> = {
  'spaces:manage': 'spaces',
  'links:manage': 'links',
  'reading:manage': 'reading',
  'profile:edit': 'profile',
}

/** Hosts and admins have a public profile of Spaces, links and recommendations to manage. */
export function isHostRole(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'host' || user.role === 'admin'
}

/**
 * Resolves the profile an action targets (`hostId`, defaulting to the actor's own) and checks that
 * the actor may do `action` there: admins anywhere; hosts on their own profile; anyone else with a
 * live (unexpired) grant from a host carrying the matching flag. Returns the target profile's row.
 * Throws 404 for an unknown profile and 403 with a sentence otherwise.
 */
export async function authorizeProfileAction(
  db: Kysely<Database>,
  actor: UserRow,
  action: ProfileAction,
  hostId?: number | null,
): Promise<UserRow> {
  const targetId = hostId ?? actor.id
  const target =
    targetId === actor.id
      ? actor
      : await db.selectFrom('users').selectAll().where('id', '=', targetId).executeTakeFirst()
  if (!target) throw new AppError('NOT_FOUND', 'That profile does not exist.')
  if (actor.role === 'admin') return target

  const needsHostProfile = action !== 'profile:edit'
  if (target.id === actor.id) {
    if (!needsHostProfile || isHostRole(actor)) return target
    throw new AppError(
      'FORBIDDEN',
      msg(
        'Only hosts can {action, select, spaces {manage Spaces} links {manage links} reading {manage reading recommendations} other {edit the profile}}. Ask an admin to add you as a host.',
        { action: ACTION_KEY[action] },
      ),
    )
  }

  const grant = await findLiveGrant(db, target.id, actor.id)
  if (!grant) throw new AppError('FORBIDDEN', 'You do not have access to manage this profile.')
  if (grant[GRANT_FLAG[action]] !== 1) {
    throw new AppError(
      'FORBIDDEN',
      msg(
        'Your access to this profile does not include permission to {action, select, spaces {manage Spaces} links {manage links} reading {manage reading recommendations} other {edit the profile}}.',
        { action: ACTION_KEY[action] },
      ),
    )
  }
  if (needsHostProfile && !isHostRole(target)) {
    throw new AppError('FORBIDDEN', "This profile is not a host's, so it has nothing to manage.")
  }
  return target
}

/** A grant from `ownerId` to `collaboratorId` that has not expired (an expired grant counts as none). */
export async function findLiveGrant(
  db: Kysely<Database>,
  ownerId: number,
  collaboratorId: number,
  now = nowSeconds(),
) {
  return db
    .selectFrom('collaborator_grants')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('collaborator_id', '=', collaboratorId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst()
}
