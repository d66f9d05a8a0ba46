import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database } from './database'

/** A migration recorded as applied in the database (Kysely's table `kysely_migration`). */
export interface AppliedMigration {
  name: string
  /** When it was applied, as Kysely wrote it (ISO 8601). */
  appliedAt: string
}

/** The migrations the database has applied, oldest first; none before the first migration ran. */
export async function readAppliedMigrations(db: Kysely<Database>): Promise<AppliedMigration[]> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const present = isPostgres
    ? await sql<{
        found: number
      }>`select 1 as found where to_regclass('kysely_migration') is not null`.execute(db)
    : await sql<{
        found: number
      }>`select 1 as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
  if (present.rows.length === 0) return []
  const rows = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name`.execute(db)
  return rows.rows.map((row) => ({ name: row.name, appliedAt: row.timestamp }))
}

/**
 * The database was migrated by a newer version of the app: it holds migrations this version does not
 * know (and so cannot undo, nor safely run beside).
 */
export class MigrationsAheadError extends Error {
  constructor(
    readonly unknown: string[],
    latestKnown: string,
  ) {
    const which =
      unknown.length === 1
        ? `migration ${unknown[0]}`
        : `migrations ${unknown.slice(0, -1).join(', ')} and ${unknown.at(-1)}`
    super(
      `This database has ${which} that this version of Spaces Calendar does not know: it was upgraded by a newer version. Run that version's \`npm run admin -- migrate down ${latestKnown}\` first, or start the newer version.`,
    )
    this.name = 'MigrationsAheadError'
  }
}

/** Throws MigrationsAheadError when the database has applied a migration missing from `known`. */
export async function refuseUnknownMigrations(db: Kysely<Database>, known: readonly string[]): Promise<void> {
  const knownNames = new Set(known)
  const unknown = (await readAppliedMigrations(db))
    .map((row) => row.name)
    .filter((name) => !knownNames.has(name))
  const latest = known.at(-1)
  if (unknown.length > 0 && latest !== undefined) throw new MigrationsAheadError(unknown, latest)
}
