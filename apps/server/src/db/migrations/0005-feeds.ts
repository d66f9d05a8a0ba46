import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code. Runs on SQLite and PostgreSQL (the trigger syntax differs).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Calendar feeds and the sitemap:
 * - `spaces.sequence`, the iCalendar SEQUENCE: 0 when created, one more on every edit, so calendar
 *   apps that subscribed take the edited entry as a newer version of the same event;
 * - a 'hosts' data version, bumped by triggers when a user appears, goes, changes role or handle, so
 *   the cached sitemap lists every host profile as soon as it exists.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.insertInto('data_versions').values({ name: 'hosts', version: 0 }).execute()
  const bump = sql`update data_versions set version = version + 1 where name = 'hosts'`
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_hosts_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db)
    await sql`create trigger users_hosts_version after insert or update of role, username or delete on users
      for each statement execute function bump_hosts_version()`.execute(db)
    return
  }
  await sql`create trigger users_hosts_version_insert after insert on users begin ${bump}; end`.execute(db)
  await sql`create trigger users_hosts_version_update after update of role, username on users
    begin ${bump}; end`.execute(db)
  await sql`create trigger users_hosts_version_delete after delete on users begin ${bump}; end`.execute(db)
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists users_hosts_version on users`.execute(db)
    await sql`drop function if exists bump_hosts_version`.execute(db)
  } else {
    for (const name of [
      'users_hosts_version_insert',
      'users_hosts_version_update',
      'users_hosts_version_delete',
    ]) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db)
    }
  }
  await db.deleteFrom('data_versions').where('name', '=', 'hosts').execute()
  await db.schema.alterTable('spaces').dropColumn('sequence').execute()
}
