import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Dialect } from './client'
import type { Database } from './database'
import * as m0001 from './migrations/0001-initial'
import * as m0002 from './migrations/0002-data-versions'
import * as m0003 from './migrations/0003-session-x-token'
import * as m0004 from './migrations/0004-newsletter-delivery'
import * as m0005 from './migrations/0005-feeds'
import * as m0006 from './migrations/0006-x-import'
import * as m0007 from './migrations/0007-space-list-pages'
import * as m0008 from './migrations/0008-notifications'
import * as m0009 from './migrations/0009-embed-views'
import * as m0010 from './migrations/0010-data-version-notify'
import * as m0011 from './migrations/0011-mail-hold'
import * as m0013 from './migrations/0013-mail-sends'
import * as m0015 from './migrations/0015-alert-time-zone-set'

/** Migrations are listed here (not read from disk) so they work the same from source and from a bundle. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': m0001,
  '0002-data-versions': m0002,
  '0003-session-x-token': m0003,
  '0004-newsletter-delivery': m0004,
  '0005-feeds': m0005,
  '0006-x-import': m0006,
  '0007-space-list-pages': m0007,
  '0008-notifications': m0008,
  '0009-embed-views': m0009,
  '0010-data-version-notify': m0010,
  '0011-mail-hold': m0011,
  '0013-mail-sends': m0013,
  '0015-alert-time-zone-set': m0015,
}

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) }

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 720_451_301

/**
 * Brings the schema up to date. Idempotent, and safe when several instances start at once:
 * - PostgreSQL: a session advisory lock is held around the whole run, so instances take turns instead
 *   of racing to create Kysely's own bookkeeping tables (which Kysely creates before its own lock).
 * - SQLite: Kysely takes no lock there, so the whole run happens inside one BEGIN IMMEDIATE
 *   transaction; another instance waits for it and then finds nothing left to do.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await db.connection().execute(async (conn) => {
      await beginImmediateWithRetry(conn)
      try {
        await runMigrator(conn)
        await sql`commit`.execute(conn)
      } catch (err) {
        await sql`rollback`.execute(conn)
        throw err
      }
    })
    return
  }
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn)
    try {
      await runMigrator(conn)
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn)
    }
  })
}

/**
 * The migrations of this release the database has not run, by name, in order: a command that is not
 * the server refuses to work on a schema that is behind rather than migrating it unasked.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations()
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name)
}

async function runMigrator(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '))
  }
}

/**
 * BEGIN IMMEDIATE, waiting asynchronously while another connection holds the write lock. SQLite's own
 * busy_timeout would block the event loop, and with it a holder in the same process.
 */
async function beginImmediateWithRetry(conn: Kysely<Database>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  await sql`pragma busy_timeout = 0`.execute(conn)
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(conn)
        return
      } catch (err) {
        const isBusy = (err as { code?: string }).code === 'SQLITE_BUSY'
        if (!isBusy || Date.now() > deadline) throw err
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
  } finally {
    await sql`pragma busy_timeout = 5000`.execute(conn)
  }
}
