import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely'
import type { Dialect } from './client'
import type { Database } from './database'
import { readAppliedMigrations, refuseUnknownMigrations } from './migration-state'
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
import * as m0016 from './migrations/0016-outbox-status-index'
import * as m0017 from './migrations/0017-admin-grants'
import * as m0018 from './migrations/0018-data-versions-on-change'
import * as m0019 from './migrations/0019-locales'
import * as m0020 from './migrations/0020-search'
import * as m0021 from './migrations/0021-webhooks-and-tokens'
import * as m0022 from './migrations/0022-channels'
import * as m0025 from './migrations/0025-channel-uncertain-and-off'

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
  '0016-outbox-status-index': m0016,
  '0017-admin-grants': m0017,
  '0018-data-versions-on-change': m0018,
  '0019-locales': m0019,
  '0020-search': m0020,
  '0021-webhooks-and-tokens': m0021,
  '0022-channels': m0022,
  '0025-channel-uncertain-and-off': m0025,
}

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) }

/** Every migration this version knows, oldest first. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(MIGRATIONS).sort()

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 720_451_301

/**
 * Brings the schema up to date, and answers the names it applied. Refuses (MigrationsAheadError) a
 * database that a newer version has migrated further than this one knows.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  return withMigrationLock(db, dialect, async (conn) => {
    await refuseUnknownMigrations(conn, KNOWN_MIGRATIONS)
    return applied(await new Migrator({ db: conn, provider }).migrateToLatest())
  })
}

/**
 * Undoes every applied migration newer than `name`, newest first, leaving `name` the latest applied
 * one; answers the names undone. `name` must be a known migration that is applied.
 */
export async function migrateDownTo(db: Kysely<Database>, dialect: Dialect, name: string): Promise<string[]> {
  return withMigrationLock(db, dialect, async (conn) => {
    await refuseUnknownMigrations(conn, KNOWN_MIGRATIONS)
    const done = new Set((await readAppliedMigrations(conn)).map((row) => row.name))
    if (!done.has(name)) {
      throw new Error(`${name} is not applied, so there is nothing after it to undo (migrate up applies it).`)
    }
    return applied(await new Migrator({ db: conn, provider }).migrateTo(name))
  })
}

/**
 * Runs `work` while no other instance or command migrates the same database:
 * - PostgreSQL: a session advisory lock is held around the whole run, so instances take turns instead
 *   of racing to create Kysely's own bookkeeping tables (which Kysely creates before its own lock).
 * - SQLite: Kysely takes no lock there, so the whole run happens inside one BEGIN IMMEDIATE
 *   transaction; another instance waits for it and then finds nothing left to do.
 */
async function withMigrationLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (conn: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') {
    return db.connection().execute(async (conn) => {
      await beginImmediateWithRetry(conn)
      try {
        const result = await work(conn)
        await sql`commit`.execute(conn)
        return result
      } catch (err) {
        await sql`rollback`.execute(conn)
        throw err
      }
    })
  }
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn)
    try {
      return await work(conn)
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

/** The names a Migrator run applied or undid, or its failure as one sentence naming the migration. */
function applied({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '))
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
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
