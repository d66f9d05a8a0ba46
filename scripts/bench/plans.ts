/**
 * Query plans of the server's own list queries: each query is built by the server's function
 * (listSpacesPage, listFeedSpaces, the X import's and the quota's queries) on a Kysely that records
 * the compiled SQL instead of running it, then explained on the bench database (SQLite
 * `EXPLAIN QUERY PLAN`, PostgreSQL `EXPLAIN`) with the same parameters.
 */
import { FEED_ITEMS_MAX, SPACE_DEFAULT_DURATION_SECONDS, SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely'
import type { DbHandle } from '../../apps/server/src/db/client'
import type { Database } from '../../apps/server/src/db/database'
import { listFeedSpaces } from '../../apps/server/src/features/feeds/feeds.queries'
import { CALENDAR_EVENTS_MAX, feedWindowStart } from '../../apps/server/src/features/feeds/feeds.service'
import { listSpaceCreationTimes } from '../../apps/server/src/features/shared/spaces.queries'
import { listSpacesPage } from '../../apps/server/src/features/spaces/spaces.queries'
import { findLinkedSpaces } from '../../apps/server/src/features/x-sync/x-sync.queries'

export interface QueryPlan {
  name: string
  sql: string
  plan: string
  /** No full scan of spaces and no sort of its rows (a temporary B-tree, a Sort node) in the plan. */
  usesIndex: boolean
}

/** Runs nothing: hands every compiled query to `record` and answers no rows. */
class RecordingDriver implements Driver {
  constructor(private readonly record: (query: CompiledQuery) => void) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        this.record(query)
        return { rows: [] }
      },
      streamQuery: async function* () {},
    }
  }
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** The compiled SQL (and parameters) of the one query `build` runs, in the handle's dialect. */
export async function compiledBy(
  dialect: DbHandle['dialect'],
  build: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery> {
  const queries: CompiledQuery[] = []
  const record = (query: CompiledQuery) => queries.push(query)
  const db = new Kysely<Database>({
    dialect:
      dialect === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new RecordingDriver(record),
            createIntrospector: (k) => new SqliteIntrospector(k),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new RecordingDriver(record),
            createIntrospector: (k) => new PostgresIntrospector(k),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  })
  await build(db)
  await db.destroy()
  const [query] = queries
  if (!query || queries.length !== 1) throw new Error(`Expected one query, got ${queries.length}.`)
  return query
}

export async function explain(handle: DbHandle, name: string, query: CompiledQuery): Promise<QueryPlan> {
  let lines: string[]
  if (handle.dialect === 'sqlite') {
    const result = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    )
    lines = result.rows.map((row) => row.detail)
  } else {
    const result = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    )
    lines = result.rows.map((row) => row['QUERY PLAN'].trim())
  }
  const plan = lines.join(' | ')
  const fullScan =
    handle.dialect === 'sqlite'
      ? lines.some((line) => /^SCAN spaces\b/.test(line) && !/USING (COVERING )?INDEX/.test(line)) ||
        lines.some((line) => /USE TEMP B-TREE/.test(line))
      : // A Sort node sorts every row it is fed; an Incremental Sort on a presorted key only orders
        // the ties of each key (the Spaces sharing a start), so it does not count.
        lines.some((line) => /Seq Scan on spaces\b/.test(line) || /^(-> +)?Sort +\(/.test(line))
  return { name, sql: query.sql, plan, usesIndex: !fullScan }
}

export interface PlanInputs {
  /** A month window, as the server normalises it (whole UTC days). */
  from: number
  to: number
  /** A host with many Spaces (a windowless list is its newest page). */
  hostId: number
  /** A position in the month, as a cursor names it. */
  after: { start: number; id: number }
  now: number
  /** X Space ids the import looks up in one batch. */
  xIds: string[]
}

/** The plans of the lists (month, a host's first page, a page after a cursor), the feeds and the X import. */
export async function explainListQueries(handle: DbHandle, input: PlanInputs): Promise<QueryPlan[]> {
  const limit = SPACES_PAGE_SIZE + 1
  const calendarFrom = feedWindowStart(input.now)
  const queries: Array<[string, (db: Kysely<Database>) => Promise<unknown>]> = [
    ['month window, first page', (db) => listSpacesPage(db, { from: input.from, to: input.to, limit })],
    ["a host's first page (no window)", (db) => listSpacesPage(db, { hostId: input.hostId, limit })],
    [
      'month window, page after a cursor',
      (db) => listSpacesPage(db, { from: input.from, to: input.to, after: input.after, limit }),
    ],
    [
      "a host's page after a cursor",
      (db) => listSpacesPage(db, { hostId: input.hostId, after: input.after, limit }),
    ],
    [
      'calendar feed (.ics)',
      (db) => listFeedSpaces(db, { startsFrom: calendarFrom, limit: CALENDAR_EVENTS_MAX }),
    ],
    [
      'RSS / Atom feed',
      (db) =>
        listFeedSpaces(db, {
          startsFrom: input.now - SPACE_DEFAULT_DURATION_SECONDS,
          isUpcomingOnly: true,
          limit: FEED_ITEMS_MAX,
        }),
    ],
    [
      "a host's calendar feed",
      (db) =>
        listFeedSpaces(db, { hostIds: [input.hostId], startsFrom: calendarFrom, limit: CALENDAR_EVENTS_MAX }),
    ],
    ['X import: linked rows by X id', (db) => findLinkedSpaces(db, input.xIds)],
    [
      "X import / create: the host's Spaces of the last day (quota)",
      (db) => listSpaceCreationTimes(db, input.hostId, input.now - 86_400),
    ],
  ]
  const plans: QueryPlan[] = []
  for (const [name, build] of queries)
    plans.push(await explain(handle, name, await compiledBy(handle.dialect, build)))
  return plans
}
