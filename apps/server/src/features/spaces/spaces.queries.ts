import { type Insertable, type Kysely, type SelectQueryBuilder, sql, type Updateable } from 'kysely'
import type { Database, SpacesTable } from '../../db/database'
import { PREPARED_ONCE } from '../../db/pg-statements'
import { type SpaceWithHost, selectSpaces, spacesWithHost } from '../shared/spaces.queries'

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

type PageFilter = SpaceFilter & { after?: SpaceListPosition | undefined; limit: number }

/**
 * One page of Spaces, newest start first (ties by id, newest first), at most `limit` of them, after
 * `after` when given. The range and the order are one scan of spaces_start_id_idx (or
 * spaces_host_start_id_idx with a host), so a page costs the same however many Spaces are stored.
 */
export function listSpacesPage(db: Kysely<Database>, filter: PageFilter): Promise<SpaceWithHost[]> {
  return inPage(selectSpaces(db), filter).execute()
}

/** Narrows a select of Spaces with their host to one page of a list, in list order. */
function inPage<O>(
  query: SelectQueryBuilder<Database, 'spaces' | 'users', O>,
  filter: PageFilter,
): SelectQueryBuilder<Database, 'spaces' | 'users', O> {
  let page = query
  if (filter.hostId !== undefined) page = page.where('spaces.host_id', '=', filter.hostId)
  if (filter.from !== undefined) page = page.where('spaces.scheduled_start', '>=', filter.from)
  if (filter.to !== undefined) page = page.where('spaces.scheduled_start', '<', filter.to)
  const after = filter.after
  if (after) {
    // A row-value comparison: both dialects seek the index to it instead of filtering row by row.
    page = page.where((eb) =>
      eb(eb.refTuple('spaces.scheduled_start', 'spaces.id'), '<', eb.tuple(after.start, after.id)),
    )
  }
  return page.orderBy('spaces.scheduled_start', 'desc').orderBy('spaces.id', 'desc').limit(filter.limit)
}

/** A page of a list as PostgreSQL writes it (listSpacesPageJson). */
export interface SpacePageJson {
  /** The page's Spaces as JSON objects joined by commas (no brackets), '' for none. */
  objects: string
  /** Where the page's last Space is, when more follow it; else null. */
  more: SpaceListPosition | null
  /** Every distinct profile image URL of the page as stored (each one checked before it is sent). */
  imageUrls: string[]
}

/**
 * PostgreSQL only: the same page as listSpacesPage(size + 1), written as JSON by the database, each
 * Space an object of presentSpace's fields in its order, but `profile_image_url` as stored. Its
 * row_to_json writes what JSON.stringify writes for these columns (compact, integers as numbers,
 * the same escapes), so the driver reads one text instead of decoding and the app re-encoding each
 * row: most of a cache miss's CPU time. Prepared once per connection (one text per shape of filter).
 */
export async function listSpacesPageJson(
  db: Kysely<Database>,
  filter: Omit<PageFilter, 'limit'> & { size: number },
): Promise<SpacePageJson> {
  const columns = spacesWithHost(db).select((eb) => [
    'spaces.id',
    'spaces.title',
    'spaces.description',
    'spaces.space_url',
    'spaces.scheduled_start',
    'users.username',
    'users.display_name',
    'users.profile_image_url',
    'spaces.recording_url',
    'spaces.recording_platform',
    'spaces.state',
    'spaces.host_timezone',
    'spaces.host_id',
    'spaces.series_id',
    'spaces.source',
    'spaces.x_state',
    eb
      .case()
      .when('spaces.x_state', '=', 'live')
      .then(eb.ref('spaces.live_listeners'))
      .end()
      .as('live_listeners'),
  ])
  const page = inPage(columns, { ...filter, limit: filter.size + 1 })
  const { size } = filter
  const result = await sql<{
    objects: string | null
    rows: number
    last_start: number | null
    last_id: number | null
    image_urls: string[] | null
  }>`${sql.raw(PREPARED_ONCE)}select
      string_agg(p.j, ',' order by p.n) filter (where p.n <= ${size}) as objects,
      count(*) as rows,
      max(p.scheduled_start) filter (where p.n = ${size}) as last_start,
      max(p.id) filter (where p.n = ${size}) as last_id,
      array_agg(distinct p.profile_image_url)
        filter (where p.n <= ${size} and p.profile_image_url is not null) as image_urls
    from (
      select row_number() over (order by r.scheduled_start desc, r.id desc) as n,
        r.scheduled_start, r.id, r.profile_image_url, row_to_json(r)::text as j
      from (${page}) as r
    ) as p`.execute(db)
  const row = result.rows[0]
  const more =
    row && row.rows > size && row.last_start !== null && row.last_id !== null
      ? { start: row.last_start, id: row.last_id }
      : null
  return { objects: row?.objects ?? '', more, imageUrls: row?.image_urls ?? [] }
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
