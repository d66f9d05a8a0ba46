import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code. Runs on SQLite and PostgreSQL (the trigger syntax differs).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * A version number per cached data set, bumped by triggers on every change, so response caches on any
 * number of instances can tell in one cheap read whether what they hold is current — and no code path
 * can forget to bump it. 'spaces' covers the Spaces and the host fields shown with them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.insertInto('data_versions').values({ name: 'spaces', version: 0 }).execute()

  const bump = sql`update data_versions set version = version + 1 where name = 'spaces'`
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_spaces_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db)
    await sql`create trigger spaces_version after insert or update or delete on spaces
      for each statement execute function bump_spaces_version()`.execute(db)
    await sql`create trigger users_spaces_version after update of username, display_name, profile_image_url or delete on users
      for each statement execute function bump_spaces_version()`.execute(db)
    return
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`spaces_version_${event}`)} after ${sql.raw(event)} on spaces
      begin ${bump}; end`.execute(db)
  }
  await sql`create trigger users_spaces_version_update after update of username, display_name, profile_image_url on users
    begin ${bump}; end`.execute(db)
  await sql`create trigger users_spaces_version_delete after delete on users begin ${bump}; end`.execute(db)
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists spaces_version on spaces`.execute(db)
    await sql`drop trigger if exists users_spaces_version on users`.execute(db)
    await sql`drop function if exists bump_spaces_version`.execute(db)
  } else {
    for (const name of [
      'spaces_version_insert',
      'spaces_version_update',
      'spaces_version_delete',
      'users_spaces_version_update',
      'users_spaces_version_delete',
    ]) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db)
    }
  }
  await db.schema.dropTable('data_versions').ifExists().execute()
}
