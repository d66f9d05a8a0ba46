import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { randomToken } from '../src/lib/crypto'

export interface TestDatabase {
  /** Set when the suite runs against PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl: string | undefined
  dataDir: string
  drop: () => Promise<void>
}

/**
 * A database of the test's own: a fresh SQLite directory, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database created beside it, so parallel runs never collide.
 */
export async function createTestDatabase(
  adminUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-test-'))
  if (!adminUrl) {
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
  await admin.query(`CREATE DATABASE ${name}`)
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
