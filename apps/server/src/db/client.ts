import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database'

export type Dialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Kysely<Database>
  dialect: Dialect
  close: () => Promise<void>
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
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes as pg.CustomTypesConfig,
      connectionTimeoutMillis: 5000,
    })
    // A client that loses its server must not crash the process. The pool listens on idle clients
    // only; a client checked out for a query also emits 'error' when its connection drops (a
    // PostgreSQL restart, a failover). The query itself fails (the API answers 503) and the pool
    // discards the broken client on release, so the listener has nothing left to do.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }

  mkdirSync(options.dataDir, { recursive: true })
  const file = path.join(options.dataDir, options.sqliteFile ?? 'spaces.sqlite')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a write answered 2xx survives a kill -9 and a power cut (NORMAL only survives the former).
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
