import type { Insertable, Kysely } from 'kysely'
import type { CollaboratorGrantsTable, Database } from '../../db/database'
import { USER_CARD_COLUMNS } from '../shared/users.queries'

/** What a grant allows: its level and its three flags. */
const GRANT_COLUMNS = [
  'collaborator_grants.access_level',
  'collaborator_grants.can_edit_profile',
  'collaborator_grants.can_manage_spaces',
  'collaborator_grants.can_manage_links',
] as const

const liveOnly = (now: number) => (eb: import('kysely').ExpressionBuilder<Database, 'collaborator_grants'>) =>
  eb.or([eb('collaborator_grants.expires_at', 'is', null), eb('collaborator_grants.expires_at', '>', now)])

/** Live grants on `ownerId`'s profile, with each collaborator's public fields. */
export function listCollaborators(db: Kysely<Database>, ownerId: number, now: number) {
  return db
    .selectFrom('collaborator_grants')
    .innerJoin('users', 'users.id', 'collaborator_grants.collaborator_id')
    .select([
      'collaborator_grants.id',
      'collaborator_grants.collaborator_id',
      ...USER_CARD_COLUMNS,
      ...GRANT_COLUMNS,
      'collaborator_grants.granted_at',
      'collaborator_grants.expires_at',
      'collaborator_grants.notes',
    ])
    .where('collaborator_grants.owner_id', '=', ownerId)
    .where(liveOnly(now))
    .orderBy('collaborator_grants.granted_at', 'desc')
    .orderBy('collaborator_grants.id', 'desc')
    .execute()
}

/** Profiles `collaboratorId` may act on through a live grant, with the grant's level and flags. */
export function listDelegatedProfiles(db: Kysely<Database>, collaboratorId: number, now: number) {
  return db
    .selectFrom('collaborator_grants')
    .innerJoin('users', 'users.id', 'collaborator_grants.owner_id')
    .select(['users.id', ...USER_CARD_COLUMNS, ...GRANT_COLUMNS])
    .where('collaborator_grants.collaborator_id', '=', collaboratorId)
    .where(liveOnly(now))
    .orderBy('users.username_key', 'asc')
    .execute()
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

type GrantTerms = Omit<Insertable<CollaboratorGrantsTable>, 'id' | 'owner_id' | 'collaborator_id'>

/** A grant on the owner's profile: a new one, or new terms for the collaborator's grant there. */
export async function upsertGrant(
  db: Kysely<Database>,
  pair: { ownerId: number; collaboratorId: number },
  terms: GrantTerms,
): Promise<void> {
  await db
    .insertInto('collaborator_grants')
    .values({ owner_id: pair.ownerId, collaborator_id: pair.collaboratorId, ...terms })
    .onConflict((oc) => oc.columns(['owner_id', 'collaborator_id']).doUpdateSet(terms))
    .execute()
}

/** Deletes the collaborator's grant on this profile; returns whether there was one. */
export async function deleteGrant(
  db: Kysely<Database>,
  ownerId: number,
  collaboratorId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('collaborator_grants')
    .where('owner_id', '=', ownerId)
    .where('collaborator_id', '=', collaboratorId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
