import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDb } from '../src/db/client'
import { migrateToLatest } from '../src/db/migrate'

/**
 * A database migrated once per test run, which every test database starts as a copy of: migrating
 * afresh for each of the suite's hundreds of servers was a large part of its time (about 0.4 s a
 * server on PostgreSQL). The app still runs its migrations at start, and finds nothing to do.
 */
export interface DatabaseTemplates {
  /** A migrated SQLite file, copied into each test's data directory. */
  sqliteFile: string
  /** A migrated PostgreSQL database on this server (`CREATE DATABASE … TEMPLATE`), when the run has one. */
  postgres?: { adminUrl: string; name: string }
}

export const SQLITE_FILE = 'spaces.sqlite'

export async function makeDatabaseTemplates(adminUrl: string | undefined): Promise<DatabaseTemplates> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spaces-template-'))
  await migrated({ dataDir: dir })
  if (!adminUrl) return { sqliteFile: path.join(dir, SQLITE_FILE) }
  const name = `spaces_template_${process.pid}`
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  await migrated({ dataDir: dir, databaseUrl: withDatabase(adminUrl, name) })
  return { sqliteFile: path.join(dir, SQLITE_FILE), postgres: { adminUrl, name } }
}

export async function dropDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  rmSync(path.dirname(templates.sqliteFile), { recursive: true, force: true })
  if (templates.postgres) {
    await adminQuery(
      templates.postgres.adminUrl,
      `DROP DATABASE IF EXISTS ${templates.postgres.name} WITH (FORCE)`,
    )
  }
}

/** Migrates, then closes every connection: a template must have none when it is copied. */
async function migrated(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const handle = await createDb(options)
  try {
    await migrateToLatest(handle.db, handle.dialect)
  } finally {
    await handle.close()
  }
}

export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
