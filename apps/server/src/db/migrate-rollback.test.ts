import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../test/factories'
import { createTestDatabase, type TestDatabase } from '../../test/test-db'
import { createDb, type DbHandle, type Dialect } from './client'
import type { Database } from './database'
import { KNOWN_MIGRATIONS, migrateDownTo, migrateToLatest } from './migrate'
import { MigrationsAheadError, readAppliedMigrations } from './migration-state'

/**
 * Every migration can be undone, on SQLite and on PostgreSQL (TEST_DATABASE_URL): from the latest
 * down to the first one step by step, and up again, the schema ends as it began and the rows of
 * the tables that stayed are still there. A database a newer version migrated further is refused
 * with a sentence that names the migration and says what to do.
 */
let database: TestDatabase
let handle: DbHandle

beforeAll(async () => {
  database = await createTestDatabase(undefined, { empty: true })
  handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
})
afterAll(async () => {
  await handle?.close()
  await database?.drop()
})

/** Tables with their columns, and every index and trigger, by name: what a migration changes. */
async function schemaOf(db: Kysely<Database>, dialect: Dialect) {
  const tables = await db.introspection.getTables()
  const columns = Object.fromEntries(
    tables.map((t) => [
      t.name,
      t.columns.map((c) => `${c.name} ${c.dataType}${c.isNullable ? '' : ' not null'}`).sort(),
    ]),
  )
  const objects =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select type || ' ' || name as name from sqlite_master
          where type in ('index', 'trigger') and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string
        }>`select 'index ' || indexname as name from pg_indexes where schemaname = 'public'
          union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
          union all select 'function ' || proname from pg_proc where pronamespace = 'public'::regnamespace`.execute(
          db,
        )
  return { columns, objects: objects.rows.map((r) => r.name).sort() }
}

const appliedNames = async () => (await readAppliedMigrations(handle.db)).map((m) => m.name)

describe('migrations down and up again', () => {
  it('undo one by one down to the first, and apply again to the same schema, keeping rows', {
    timeout: 60_000,
  }, async () => {
    const { db, dialect } = handle
    await migrateToLatest(db, dialect)
    const latest = await schemaOf(db, dialect)
    const user = await db
      .insertInto('users')
      .values(userValues('rollback_host', 'host'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const space = await db
      .insertInto('spaces')
      .values(spaceValues(user.id, 'Kept through a rollback'))
      .returning('id')
      .executeTakeFirstOrThrow()

    for (let i = KNOWN_MIGRATIONS.length - 2; i >= 0; i--) {
      const target = KNOWN_MIGRATIONS[i] as string
      const undone = await migrateDownTo(db, dialect, target)
      expect(undone, target).toEqual([KNOWN_MIGRATIONS[i + 1]])
      expect(await appliedNames()).toEqual(KNOWN_MIGRATIONS.slice(0, i + 1))
    }
    expect(await migrateDownTo(db, dialect, KNOWN_MIGRATIONS[0] as string)).toEqual([])
    const kept = await sql<{ title: string }>`select title from spaces where id = ${space.id}`.execute(db)
    expect(kept.rows).toEqual([{ title: 'Kept through a rollback' }])

    expect(await migrateToLatest(db, dialect)).toEqual(KNOWN_MIGRATIONS.slice(1))
    expect(await appliedNames()).toEqual(KNOWN_MIGRATIONS)
    expect(await schemaOf(db, dialect)).toEqual(latest)
    const back = await db
      .selectFrom('spaces')
      .select(['title', 'host_id'])
      .where('id', '=', space.id)
      .execute()
    expect(back).toEqual([{ title: 'Kept through a rollback', host_id: user.id }])
  })

  it('refuses to undo to a migration that is not applied', async () => {
    const { db, dialect } = handle
    await migrateToLatest(db, dialect)
    const latest = KNOWN_MIGRATIONS.at(-1) as string
    await migrateDownTo(db, dialect, KNOWN_MIGRATIONS.at(-2) as string)
    await expect(migrateDownTo(db, dialect, latest)).rejects.toThrow(
      `${latest} is not applied, so there is nothing after it to undo (migrate up applies it).`,
    )
    await migrateToLatest(db, dialect)
  })

  it('refuses a database migrated by a newer version, naming its migrations and what to do', async () => {
    const { db, dialect } = handle
    await migrateToLatest(db, dialect)
    const future = ['0098-from-a-newer-version', '0099-and-another']
    for (const name of future) {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        db,
      )
    }
    const latest = KNOWN_MIGRATIONS.at(-1) as string
    const message = `This database has migrations 0098-from-a-newer-version and 0099-and-another that this version of Spaces Calendar does not know: it was upgraded by a newer version. Run that version's \`npm run admin -- migrate down ${latest}\` first, or start the newer version.`
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(message)
    await expect(migrateToLatest(db, dialect)).rejects.toBeInstanceOf(MigrationsAheadError)
    await expect(migrateDownTo(db, dialect, KNOWN_MIGRATIONS[0] as string)).rejects.toThrow(message)
    // Nothing was undone meanwhile.
    expect(await appliedNames()).toEqual([...KNOWN_MIGRATIONS, ...future])
    await sql`delete from kysely_migration where name in (${sql.join(future)})`.execute(db)
  })
})
