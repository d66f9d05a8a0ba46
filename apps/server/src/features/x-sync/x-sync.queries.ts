import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable, XSyncStateTable } from '../../db/database'

export const SYNC_STATE_NAME = 'x-sync'

/** Hosts (role host or admin) who have not turned the import off, with a numeric X id, by id. */
export function listImportHosts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'x_user_id', 'username', 'display_name', 'host_timezone'])
    .where('role', 'in', ['host', 'admin'])
    .where('x_import', '=', 1)
    .orderBy('id')
    .execute()
}
export type ImportHost = Awaited<ReturnType<typeof listImportHosts>>[number]

const linkedColumns = [
  'id',
  'host_id',
  'title',
  'scheduled_start',
  'state',
  'x_import_id',
  'x_state',
  'live_listeners',
  'x_missing_since',
  'title_edited',
  'start_edited',
] as const

/** The rows linked to these X Space ids. */
export function findLinkedSpaces(db: Kysely<Database>, xIds: string[]) {
  if (xIds.length === 0) return Promise.resolve([])
  return db.selectFrom('spaces').select(linkedColumns).where('x_import_id', 'in', xIds).execute()
}
export type LinkedSpace = Awaited<ReturnType<typeof findLinkedSpaces>>[number]

/** Linked rows of these hosts that X last called scheduled or live: X must still list them. */
export function findOpenLinkedSpaces(db: Kysely<Database>, hostIds: number[]) {
  if (hostIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('spaces')
    .select(linkedColumns)
    .where('host_id', 'in', hostIds)
    .where('x_import_id', 'is not', null)
    .where('x_state', 'in', ['scheduled', 'live'])
    .execute()
}

/** A host-typed Space carrying this X id in its URL and not linked yet: merged rather than duplicated. */
export function findMergeCandidate(db: Kysely<Database>, hostId: number, xId: string) {
  return db
    .selectFrom('spaces')
    .select(linkedColumns)
    .where('host_id', '=', hostId)
    .where('x_space_id', '=', xId)
    .where('x_import_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/** Links a host-typed Space; false when someone linked it first (the unique index holds anyway). */
export async function linkSpace(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SpacesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('spaces')
    .set(withSequence(changes))
    .where('id', '=', id)
    .where('x_import_id', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * The changes, plus SEQUENCE raised when X moved what a calendar shows (title or start), as every
 * edit here raises it (feeds: RFC 5545 §3.8.7.4), or when the Space is canceled or comes back from
 * canceled (the feeds then change its STATUS, and calendar apps take a change only with a
 * higher SEQUENCE). Listener counts and the other states leave it alone.
 */
function withSequence(changes: Updateable<SpacesTable>) {
  if (changes.title !== undefined || changes.scheduled_start !== undefined) {
    return (eb: ExpressionBuilder<Database, 'spaces'>) => ({ ...changes, sequence: eb('sequence', '+', 1) })
  }
  if (changes.x_state === undefined) return changes
  const isCanceling = changes.x_state === 'canceled'
  // Decided against the stored state in the same statement, so a repeat of the same state adds nothing.
  return (eb: ExpressionBuilder<Database, 'spaces'>) => ({
    ...changes,
    sequence: eb(
      'sequence',
      '+',
      eb
        .case()
        .when(eb.or([eb('x_state', 'is', null), eb('x_state', '!=', 'canceled')]))
        .then(eb.lit(isCanceling ? 1 : 0))
        .else(eb.lit(isCanceling ? 0 : 1))
        .end(),
    ),
  })
}

/** Inserts an imported Space; false when the X id is already stored (another instance was first). */
export async function insertImportedSpace(
  db: Kysely<Database>,
  row: Insertable<SpacesTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('spaces')
    .values(row)
    .onConflict((oc) => oc.column('x_import_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

export async function updateLinkedSpace(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SpacesTable>,
): Promise<void> {
  await db.updateTable('spaces').set(withSequence(changes)).where('id', '=', id).execute()
}

export function readSyncState(db: Kysely<Database>) {
  return db.selectFrom('x_sync_state').selectAll().where('name', '=', SYNC_STATE_NAME).executeTakeFirst()
}

export async function writeSyncState(
  db: Kysely<Database>,
  changes: Omit<Updateable<XSyncStateTable>, 'name'>,
): Promise<void> {
  await db
    .insertInto('x_sync_state')
    .values({ name: SYNC_STATE_NAME, last_started_at: null, last_finished_at: null, error: null, ...changes })
    .onConflict((oc) => oc.column('name').doUpdateSet(changes))
    .execute()
}

/** Moves X's "not before" time later, never earlier (another instance may have a later reset). */
export async function pushNotBefore(db: Kysely<Database>, notBefore: number): Promise<void> {
  await db
    .insertInto('x_sync_state')
    .values({
      name: SYNC_STATE_NAME,
      not_before: notBefore,
      last_started_at: null,
      last_finished_at: null,
      error: null,
    })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ not_before: notBefore })
        .where('x_sync_state.not_before', '<', notBefore),
    )
    .execute()
}

/** A host's "Import my Spaces from X" switch. */
export async function setXImport(db: Kysely<Database>, userId: number, enabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ x_import: enabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute()
}

/**
 * Linked Spaces still shown live whose host the import no longer follows (import turned off, or no
 * longer a host): X's word about them is stale, so they go back to the clock. Returns how many.
 */
export async function releaseUnfollowedLive(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('spaces')
    .set({ x_state: null, live_listeners: null, updated_at: now })
    .where('x_state', '=', 'live')
    .where('host_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where((w) => w.or([w('x_import', '=', 0), w('role', 'not in', ['host', 'admin'])])),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Of these X Space ids, the ones a host deleted here (the import leaves them out). */
export async function findDismissed(db: Kysely<Database>, xIds: string[]): Promise<Set<string>> {
  if (xIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('x_dismissed_spaces')
    .select('x_space_id')
    .where('x_space_id', 'in', xIds)
    .execute()
  return new Set(rows.map((row) => row.x_space_id))
}
