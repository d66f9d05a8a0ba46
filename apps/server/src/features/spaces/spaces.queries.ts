import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable } from '../../db/database'

export interface SpaceFilter {
  hostId?: number | undefined
  from?: number | undefined
  to?: number | undefined
}

function selectSpaces(db: Kysely<Database>) {
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.description',
      'spaces.space_url',
      'spaces.scheduled_start',
      'spaces.state',
      'spaces.recording_url',
      'spaces.recording_platform',
      'spaces.host_timezone',
      'spaces.host_id',
      'spaces.series_id',
      'spaces.source',
      'spaces.x_state',
      'spaces.live_listeners',
      'spaces.x_import_id',
      'users.username',
      'users.display_name',
      'users.profile_image_url',
    ])
}

export type SpaceWithHost = Awaited<ReturnType<ReturnType<typeof selectSpaces>['executeTakeFirstOrThrow']>>

/**
 * Spaces, newest start first. With from/to the range predicate is served by spaces_start_idx (or
 * spaces_host_start_idx with a host), so a month stays fast however many Spaces are stored.
 */
export function listSpaces(db: Kysely<Database>, filter: SpaceFilter): Promise<SpaceWithHost[]> {
  let query = selectSpaces(db)
  if (filter.hostId !== undefined) query = query.where('spaces.host_id', '=', filter.hostId)
  if (filter.from !== undefined) query = query.where('spaces.scheduled_start', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('spaces.scheduled_start', '<', filter.to)
  return query.orderBy('spaces.scheduled_start', 'desc').orderBy('spaces.id', 'desc').execute()
}

/**
 * Issue 13: canceled Spaces stay in /api/spaces (shown canceled) but feeds and other exports leave
 * them out. Apply to any query selecting from `spaces`: `.where(whereNotCanceled)`. Its twin for
 * presented Spaces is `isCanceledSpace` in @spaces/shared/schemas/spaces.
 */
export function whereNotCanceled(eb: ExpressionBuilder<Database, 'spaces'>) {
  return eb.or([eb('spaces.x_state', 'is', null), eb('spaces.x_state', '!=', 'canceled')])
}

export function findSpace(db: Kysely<Database>, id: number): Promise<SpaceWithHost | undefined> {
  return selectSpaces(db).where('spaces.id', '=', id).executeTakeFirst()
}

export function findSpacesByIds(db: Kysely<Database>, ids: number[]): Promise<SpaceWithHost[]> {
  if (ids.length === 0) return Promise.resolve([])
  return selectSpaces(db).where('spaces.id', 'in', ids).orderBy('spaces.scheduled_start', 'asc').execute()
}

export async function insertSpaces(db: Kysely<Database>, rows: Insertable<SpacesTable>[]): Promise<number[]> {
  const inserted = await db.insertInto('spaces').values(rows).returning('id').execute()
  return inserted.map((row) => row.id)
}

/**
 * Locks the host's row until the transaction ends (PostgreSQL's row lock; SQLite's write lock), so
 * two requests creating Spaces for one profile at once count the quota one after the other.
 */
export async function lockHostRow(db: Kysely<Database>, hostId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', hostId)
    .execute()
}

/** When each of the host's Spaces created after `since` was created, oldest first. */
export async function listSpaceCreationTimes(
  db: Kysely<Database>,
  hostId: number,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('spaces')
    .select('created_at')
    .where('host_id', '=', hostId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute()
  return rows.map((row) => row.created_at)
}

/** An edit of the Space: writes the changes and bumps its iCalendar SEQUENCE (calendar feeds). */
export async function updateSpaceRow(db: Kysely<Database>, id: number, changes: Updateable<SpacesTable>) {
  await db
    .updateTable('spaces')
    .set(changes)
    .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Remembers that a host deleted this X Space here, so the X import leaves it out from now on. */
export async function dismissXSpace(db: Kysely<Database>, xSpaceId: string, now: number): Promise<void> {
  await db
    .insertInto('x_dismissed_spaces')
    .values({ x_space_id: xSpaceId, dismissed_at: now })
    .onConflict((oc) => oc.column('x_space_id').doNothing())
    .execute()
}

export async function deleteSpaceRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('spaces').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Marks upcoming Spaces whose default duration has passed as ended. One conditional UPDATE: it claims
 * exactly the rows it changes, so instances running it at once never conflict, and a restart simply
 * catches up on the next run.
 */
export async function markEndedSpaces(
  db: Kysely<Database>,
  now: number,
  durationSeconds: number,
): Promise<number> {
  const result = await db
    .updateTable('spaces')
    .set({ state: 'ended', updated_at: now })
    .where('state', '=', 'upcoming')
    .where('scheduled_start', '<=', now - durationSeconds)
    // A Space X says is live ends when X says so (the X import), however long it runs.
    .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '!=', 'live')]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function findUserByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.trim().replace(/^@/, '').toLowerCase())
    .executeTakeFirst()
}
