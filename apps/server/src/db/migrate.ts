import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Dialect } from './client'
import type { Database } from './database'
import * as m0001 from './migrations/0001-initial'

/** Migrations are listed here (not read from disk) so they work the same from source and from a bundle. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 720_451_301

/**
 * Brings the schema up to date. Idempotent. On PostgreSQL a session advisory lock is held around the
 * whole run, so instances starting together take turns instead of racing to create Kysely's own
 * bookkeeping tables (which Kysely creates before it takes its lock).
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return runMigrator(db)
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn)
    try {
      await runMigrator(conn)
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn)
    }
  })
}

async function runMigrator(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '))
  }
}
