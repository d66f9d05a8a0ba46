import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { randomToken } from '../src/lib/crypto'
import { type DatabaseTemplates, SQLITE_FILE } from './database-templates'

export interface TestDatabase {
  /** Set when the suite runs against PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl: string | undefined
  dataDir: string
  drop: () => Promise<void>
}

/** The run's migrated templates (global-setup.ts); undefined outside a Vitest run. */
function runTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates')
  } catch {
    return undefined
  }
}

/**
 * A database of the test's own: a fresh SQLite directory, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database created beside it, so parallel runs never collide. It starts migrated (a copy of
 * the run's template, database-templates.ts) unless `empty` asks for one with no tables, as the tests
 * of the migrations themselves do.
 */
export async function createTestDatabase(
  adminUrl: string | undefined = process.env.TEST_DATABASE_URL,
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-test-'))
  const templates = options.empty ? undefined : runTemplates()
  if (!adminUrl) {
    if (templates) copyFileSync(templates.sqliteFile, path.join(dataDir, SQLITE_FILE))
    return {
      databaseUrl: undefined,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `spaces_test_${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const template = templates?.postgres?.adminUrl === adminUrl ? templates.postgres.name : undefined
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'

/**
 * The PostgreSQL for tests that run on it whatever the run's database: TEST_DATABASE_URL, else one on
 * this machine's default port if it answers, else undefined (the caller skips and says why).
 */
export async function findTestPostgres(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  const probe = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 })
  try {
    await probe.connect()
    return LOCAL_POSTGRES
  } catch {
    return undefined
  } finally {
    await probe.end().catch(() => {})
  }
}
