/**
 * A database of the bench's own: a SQLite file in a fresh DATA_DIR, or, with BENCH_DATABASE_URL, a
 * PostgreSQL database created next to the one named there. Dropped (or deleted) by `drop()`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDb, type DbHandle } from '../../apps/server/src/db/client'
import { migrateToLatest } from '../../apps/server/src/db/migrate'

export interface BenchDatabase {
  /** The server's own environment for it: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: { DATA_DIR: string; DATABASE_URL?: string }
  dataDir: string
  databaseUrl: string | undefined
  /** A connection of the bench's own, the schema migrated to the latest version. */
  open: () => Promise<DbHandle>
  drop: () => Promise<void>
}

export async function createBenchDatabase(
  name: string,
  pgAdminUrl: string | undefined,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `spaces-bench-${name}-`))
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (pgAdminUrl) {
    const dbName = `spaces_bench_${process.pid}_${name}`
    await adminQuery(pgAdminUrl, `CREATE DATABASE ${dbName}`)
    const url = new URL(pgAdminUrl)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
    dropDatabase = () => adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  }
  return {
    env: databaseUrl ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir },
    dataDir,
    databaseUrl,
    open: async () => {
      const handle = await createDb({ databaseUrl, dataDir })
      await migrateToLatest(handle.db, handle.dialect)
      return handle
    },
    drop: async () => {
      await dropDatabase()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function adminQuery(connectionString: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}
