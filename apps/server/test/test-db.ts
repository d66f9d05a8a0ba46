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
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-test-'))
  const adminUrl = process.env.TEST_DATABASE_URL
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
