import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable } from '../../db/database'
import { type SpaceWithHost, selectSpaces } from '../shared/spaces.queries'

export interface SpaceFilter {
  hostId?: number | undefined
  from?: number | undefined
  to?: number | undefined
}

/** Where a page of a list starts: after the Space with this start and id, in list order. */
export interface SpaceListPosition {
  start: number
  id: number
}

/**
 * One page of Spaces, newest start first (ties by id, newest first), at most `limit` of them, after
 * `after` when given. The range and the order are one scan of spaces_start_id_idx (or
 * spaces_host_start_id_idx with a host), so a page costs the same however many Spaces are stored.
 */
export function listSpacesPage(
  db: Kysely<Database>,
  filter: SpaceFilter & { after?: SpaceListPosition | undefined; limit: number },
): Promise<SpaceWithHost[]> {
  let query = selectSpaces(db)
  if (filter.hostId !== undefined) query = query.where('spaces.host_id', '=', filter.hostId)
  if (filter.from !== undefined) query = query.where('spaces.scheduled_start', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('spaces.scheduled_start', '<', filter.to)
  const after = filter.after
  if (after) {
    // A row-value comparison: both dialects seek the index to it instead of filtering row by row.
    query = query.where((eb) =>
      eb(eb.refTuple('spaces.scheduled_start', 'spaces.id'), '<', eb.tuple(after.start, after.id)),
    )
  }
  return query
    .orderBy('spaces.scheduled_start', 'desc')
    .orderBy('spaces.id', 'desc')
    .limit(filter.limit)
    .execute()
}

export function findSpacesByIds(db: Kysely<Database>, ids: number[]): Promise<SpaceWithHost[]> {
  if (ids.length === 0) return Promise.resolve([])
  return selectSpaces(db).where('spaces.id', 'in', ids).orderBy('spaces.scheduled_start', 'asc').execute()
}

export async function insertSpaces(db: Kysely<Database>, rows: Insertable<SpacesTable>[]): Promise<number[]> {
  const inserted = await db.insertInto('spaces').values(rows).returning('id').execute()
  return inserted.map((row) => row.id)
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

/** How many users asked to be reminded of a Space, and whether `userId` is one of them. */
export async function readSpaceReminders(db: Kysely<Database>, spaceId: number, userId: number | undefined) {
  const rows = await db
    .selectFrom('space_reminders')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when('user_id', '=', userId ?? 0)
            .then(1)
            .else(0)
            .end(),
        )
        .as('mine'),
    ])
    .where('space_id', '=', spaceId)
    .executeTakeFirstOrThrow()
  return { reminder_count: Number(rows.n), reminder_set: Number(rows.mine ?? 0) > 0 }
}
