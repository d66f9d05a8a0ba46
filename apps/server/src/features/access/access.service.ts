import type { ZGrantRequest } from '@spaces/shared/schemas/access'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database, UserRow } from '../../db/database'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { findUserByKey } from '../shared/users.queries'
import { deleteGrant, findUserById, listCollaborators, upsertGrant } from './access.queries'

type GrantInput = z.output<typeof ZGrantRequest>

const DAY = 24 * 60 * 60

/** Only the profile's owner, or an admin, sees and changes who may help with it. */
export async function authorizeAccessManagement(db: Kysely<Database>, actor: UserRow, ownerId: number) {
  if (actor.id !== ownerId && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only the profile owner can view and manage who has access to it.')
  }
  const owner = actor.id === ownerId ? actor : await findUserById(db, ownerId)
  if (!owner) throw new AppError('NOT_FOUND', 'That profile does not exist.')
  return owner
}

/** Grants (or, for someone who already has a grant, updates) access to the owner's profile. */
export async function grantAccess(db: Kysely<Database>, owner: UserRow, actor: UserRow, input: GrantInput) {
  const collaborator = await findUserByKey(db, input.collaboratorUsername)
  if (!collaborator) {
    throw new AppError(
      'NOT_FOUND',
      msg('@{handle} has not logged in to Spaces Calendar yet. Ask them to log in once, then grant access.', {
        handle: input.collaboratorUsername,
      }),
    )
  }
  if (collaborator.id === owner.id)
    throw new AppError('BAD_REQUEST', 'You cannot grant access to your own profile.')
  const now = nowSeconds()
  const values = {
    access_level: input.accessLevel,
    can_edit_profile: input.canEditProfile ? 1 : 0,
    can_manage_spaces: input.canManageSpaces ? 1 : 0,
    can_manage_links: input.canManageLinks ? 1 : 0,
    granted_at: now,
    expires_at: input.expiresInDays === null ? null : now + input.expiresInDays * DAY,
    notes: input.notes,
    granted_by: actor.id,
  }
  await upsertGrant(db, { ownerId: owner.id, collaboratorId: collaborator.id }, values)
  const grants = await listCollaborators(db, owner.id, now)
  const grant = grants.find((g) => g.collaborator_id === collaborator.id)
  if (!grant) throw new Error('The grant could not be read back')
  return grant
}

export async function revokeAccess(
  db: Kysely<Database>,
  ownerId: number,
  collaboratorId: number,
): Promise<void> {
  if (!(await deleteGrant(db, ownerId, collaboratorId))) {
    throw new AppError('NOT_FOUND', 'That person has no access to revoke.')
  }
}
