import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * PostgreSQL only: every change of a data version is announced on the channel
 * `data_versions` as `<name> <version>`, delivered when its transaction commits, so an instance that
 * listens knows the versions without reading them for every cached answer (db/pushed-versions.ts).
 * SQLite has one process per file and reads its versions in-process already.
 */
export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`create function notify_data_version() returns trigger language plpgsql as $$
    begin perform pg_notify('data_versions', NEW.name || ' ' || NEW.version); return null; end $$`.execute(db)
  await sql`create trigger data_versions_notify after insert or update on data_versions
    for each row execute function notify_data_version()`.execute(db)
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`drop trigger if exists data_versions_notify on data_versions`.execute(db)
  await sql`drop function if exists notify_data_version`.execute(db)
}
