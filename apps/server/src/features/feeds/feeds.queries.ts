import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../../db/database'
import { FEED_SPACE_COLUMNS, spacesWithHost } from '../shared/spaces.queries'

export interface FeedSpaceFilter {
  /** Only these hosts' Spaces; undefined means every host. */
  hostIds?: readonly number[] | undefined
  /** Spaces starting at or after this time (unix seconds). */
  startsFrom?: number | undefined
  /** Only Spaces whose state is still 'upcoming' (kept by the writes and the mark-ended job). */
  isUpcomingOnly?: boolean
  limit: number
}

/** Rows read per query by listFeedSpaces: the driver turns a page into objects in one go. */
const FEED_PAGE_ROWS = 1000

/**
 * The Spaces every feed and the sitemap show, earliest start first. The one query of the feeds:
 * a rule about which Spaces a feed may show goes here, once. A Space canceled on X stays:
 * the feeds mark it canceled for as long as they would have listed it, so a calendar that has it
 * learns it will not happen instead of silently losing it. Read FEED_PAGE_ROWS at a time (after the
 * last start and id read), so a sitemap of 50,000 Spaces never holds the event loop while its rows
 * are decoded.
 */
export function listFeedSpaces(db: Kysely<Database>, filter: FeedSpaceFilter) {
  return inPages(filter, (limit, after) =>
    feedSpacesPage(spacesWithHost(db).select(FEED_SPACE_COLUMNS), filter, limit, after),
  )
}

/**
 * The same Spaces as listFeedSpaces, with only what the sitemap writes of them: a tenth of the bytes
 * to read, and of the objects for the garbage collector to walk while 50,000 of them are held.
 */
export function listSitemapSpaces(db: Kysely<Database>, filter: FeedSpaceFilter) {
  return inPages(filter, (limit, after) =>
    feedSpacesPage(
      spacesWithHost(db).select(['spaces.id', 'spaces.scheduled_start', 'spaces.updated_at']),
      filter,
      limit,
      after,
    ),
  )
}

type Position = { start: number; id: number }

async function inPages<T extends { scheduled_start: number; id: number }>(
  filter: FeedSpaceFilter,
  readPage: (limit: number, after: Position | undefined) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = []
  let after: Position | undefined
  while (rows.length < filter.limit) {
    const page = await readPage(Math.min(FEED_PAGE_ROWS, filter.limit - rows.length), after)
    for (const row of page) rows.push(row)
    const last = page.at(-1)
    if (!last || page.length < FEED_PAGE_ROWS) break
    after = { start: last.scheduled_start, id: last.id }
  }
  return rows
}

function feedSpacesPage<O>(
  select: SelectQueryBuilder<Database, 'spaces' | 'users', O>,
  filter: FeedSpaceFilter,
  limit: number,
  after: Position | undefined,
): Promise<O[]> {
  let query = select
  if (filter.hostIds !== undefined) {
    if (filter.hostIds.length === 0) return Promise.resolve([])
    query = query.where('spaces.host_id', 'in', [...filter.hostIds])
  }
  if (filter.startsFrom !== undefined) query = query.where('spaces.scheduled_start', '>=', filter.startsFrom)
  if (filter.isUpcomingOnly) query = query.where('spaces.state', '=', 'upcoming')
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('spaces.scheduled_start', '>', after.start),
        eb.and([eb('spaces.scheduled_start', '=', after.start), eb('spaces.id', '>', after.id)]),
      ]),
    )
  }
  return query.orderBy('spaces.scheduled_start', 'asc').orderBy('spaces.id', 'asc').limit(limit).execute()
}

export type FeedSpace = Awaited<ReturnType<typeof listFeedSpaces>>[number]

/** Users by handle (case-insensitive), for the feeds' host filters. */
export function findUsersByUsernameKeys(db: Kysely<Database>, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'username', 'username_key', 'display_name', 'bio'])
    .where('username_key', 'in', [...keys])
    .execute()
}

export type FeedHost = Awaited<ReturnType<typeof findUsersByUsernameKeys>>[number]

/** Every host's handle (role host or admin, as GET /api/hosts lists them), for the sitemap. */
export async function listHostUsernames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('role', 'in', ['host', 'admin'])
    .orderBy('username_key', 'asc')
    .execute()
  return rows.map((row) => row.username)
}
