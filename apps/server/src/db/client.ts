import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import { Kysely, type KyselyPlugin, PostgresDialect, type QueryResult, SqliteDialect } from 'kysely'
import type pg from 'pg'
import type { DataSet } from '../cache/data-sets'
import { pushedVersions } from '../cache/pushed-versions'
import { sharedReads, turnReads } from '../cache/version-reads'
import type { Database } from './database'
import { namedStatements } from './pg-statements'
import { preparedOnce } from './sqlite-statements'

export type Dialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Kysely<Database>
  dialect: Dialect
  /**
   * The version of a data set (table data_versions, bumped by triggers on every change): read before
   * each cached answer, so it is the one query of a cache hit (cache/response-cache.ts).
   */
  readDataVersion: (name: DataSet) => Promise<number>
  /** The same version when it can be had without waiting (SQLite outside a transaction), else undefined. */
  dataVersionNow: (name: DataSet) => number | undefined
  /**
   * Says a write of this instance has finished: the next version read starts afresh rather than
   * sharing one already under way (PostgreSQL's shared reads, below), so a client that wrote
   * through this instance reads its own write.
   */
  noteWrite: () => void
  /** The connections as they stand now (for `/metrics`). */
  poolStats: () => PoolStats
  close: () => Promise<void>
}

/**
 * The database connections of this instance. PostgreSQL: the pool's open, idle and most connections,
 * and the queries waiting for one. SQLite: its one connection (queries take turns in the process, so
 * nothing waits for a connection as such: idle and waiting are null).
 */
export interface PoolStats {
  total: number
  idle: number | null
  waiting: number | null
  max: number
}

const DATA_VERSION_SQL = 'select version from data_versions where name = ?'
/** PostgreSQL's application_name of the connection listening for data versions (pushed-versions.ts). */
export const VERSION_LISTENER = 'spaces-data-versions'

async function readDataVersionWith(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.version ?? 0
}

/** Calls `after` once each query through Kysely has finished (a write's result means it is done). */
function afterEveryQuery(after: (result: QueryResult<unknown>) => void): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      after(result)
      return result
    },
  }
}

export interface DbOptions {
  /** postgres://… ; when absent, SQLite in dataDir. */
  databaseUrl?: string | undefined
  dataDir: string
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string
  poolSize?: number
}

/** PostgreSQL returns int8 and numeric as strings; every such column here is a unix time or a count. */
function pgTypes(types: typeof pg.types) {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === 20 || oid === 1700) return (value: string) => Number(value)
      return types.getTypeParser(oid, format)
    },
  }
}

/**
 * Connects to PostgreSQL or opens the SQLite file. Each driver is loaded only when chosen, so a
 * process never holds both in memory (idle memory and start-up).
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const max = options.poolSize ?? 10
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      types: pgTypes(pg.types) as pg.CustomTypesConfig,
      connectionTimeoutMillis: 5000,
    })
    // A client that loses its server must not crash the process. The pool listens on idle clients
    // only; a client checked out for a query also emits 'error' when its connection drops (a
    // PostgreSQL restart, a failover). The query itself fails (the API answers 503) and the pool
    // discards the broken client on release, so the listener has nothing left to do.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    // A write this process makes through Kysely outside a request (a job, a script) is read afresh
    // too: its notification may still be on the way (pushed-versions.ts). `pushed` is made below.
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namedStatements(pool) }),
      plugins: [afterEveryQuery((result) => result.numAffectedRows !== undefined && pushed.noteWrite())],
    })
    // A named statement: each pooled connection parses and plans it once (the read is the one
    // query of a cached answer).
    const versionQuery = {
      name: 'read-data-version',
      text: 'select version from data_versions where name = $1',
    }
    const shared = sharedReads(async (name) => {
      const result = await pool.query<{ version: number }>({ ...versionQuery, values: [name] })
      return result.rows[0]?.version ?? 0
    })
    const connectionString = options.databaseUrl
    const pushed = pushedVersions(
      () => new pg.Client({ connectionString, keepAlive: true, application_name: VERSION_LISTENER }),
      shared,
    )
    return {
      db,
      dialect: 'postgres',
      readDataVersion: pushed.readDataVersion,
      dataVersionNow: pushed.versionNow,
      noteWrite: pushed.noteWrite,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: async () => {
        await pushed.close()
        await db.destroy()
      },
    }
  }

  const { default: SQLite } = await import('better-sqlite3')
  mkdirSync(options.dataDir, { recursive: true })
  const file = path.join(options.dataDir, options.sqliteFile ?? 'spaces.sqlite')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a write answered 2xx survives a kill -9 and a power cut (NORMAL only survives the former).
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // The version is read synchronously, outside Kysely (whose calls are async), with a statement of its
  // own, once per turn (turnReads). Inside a transaction that is still open (Kysely
  // awaiting between two statements on this one connection) the read would see uncommitted rows, so it
  // waits its turn through Kysely instead.
  let versionStatement: SQLite.Statement<[string], number> | undefined
  const versions = turnReads((name) => {
    versionStatement ??= sqlite.prepare<[string], number>(DATA_VERSION_SQL).pluck()
    return versionStatement.get(name) ?? 0
  })
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: preparedOnce(sqlite) }),
    plugins: [afterEveryQuery(versions.forget)],
  })
  const dataVersionNow = (name: string) => (sqlite.inTransaction ? undefined : versions.read(name))
  return {
    db,
    dialect: 'sqlite',
    readDataVersion: async (name) => dataVersionNow(name) ?? readDataVersionWith(db, name),
    dataVersionNow,
    noteWrite: versions.forget,
    poolStats: () => ({ total: 1, idle: null, waiting: null, max: 1 }),
    close: () => db.destroy(),
  }
}
