import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code. Runs on SQLite and PostgreSQL (the trigger syntax differs).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Data versions move only when a row changes. The triggers of 0002 and 0005 bumped on every
 * statement (PostgreSQL) or every row named by an UPDATE (SQLite), so an UPDATE that changed nothing
 * (a job's conditional UPDATE matching no row, a login writing the same handle) emptied every
 * instance's caches. Here, per data set and table, as the app's cache/data-sets.ts lists them at this
 * release: an INSERT or DELETE of a row bumps, and an UPDATE bumps only when a watched column (every
 * column but the listed ones) differs between the old and the new row.
 * - PostgreSQL: statement triggers with transition tables, comparing the rows as JSON without the
 *   ignored columns (one bump per statement that changed something, however many rows);
 * - SQLite: row triggers with a WHEN clause naming the columns the table has now.
 */
const WATCHED: Record<string, Record<string, readonly string[]>> = {
  spaces: { spaces: [], users: ['last_login_at', 'updated_at'] },
  hosts: { users: ['last_login_at', 'updated_at'] },
}
const EVENTS = ['insert', 'update', 'delete'] as const

const triggerName = (set: string, table: string, event: string) => `data_version_${set}_${table}_${event}`
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Db): Promise<void> {
  await dropStatementTriggers(db)
  if (isPostgres(db)) {
    await sql`create function data_version_on_change() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          if not exists (select 1 from new_rows) then return null; end if;
        elsif TG_OP = 'DELETE' then
          if not exists (select 1 from old_rows) then return null; end if;
        elsif not exists (
          select to_jsonb(n) - TG_ARGV[1]::text[] from new_rows n
          except
          select to_jsonb(o) - TG_ARGV[1]::text[] from old_rows o
        ) then
          return null;
        end if;
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db)
  }
  await createWatchTriggers(db, WATCHED)
}

/**
 * The row-change triggers for the given data sets and tables, on the columns each table has now.
 * A later migration that adds a column to a watched table calls this again (after
 * dropWatchTriggers) so SQLite's WHEN clause names the new column too.
 */
export async function createWatchTriggers(
  db: Db,
  watched: Record<string, Record<string, readonly string[]>>,
) {
  if (isPostgres(db)) {
    for (const [set, tables] of Object.entries(watched)) {
      for (const [table, ignores] of Object.entries(tables)) {
        const ignored = `{${ignores.join(',')}}`
        for (const event of EVENTS) {
          const transition =
            event === 'insert'
              ? 'new table as new_rows'
              : event === 'delete'
                ? 'old table as old_rows'
                : 'old table as old_rows new table as new_rows'
          await sql`create trigger ${sql.raw(triggerName(set, table, event))} after ${sql.raw(event)}
            on ${sql.raw(table)} referencing ${sql.raw(transition)} for each statement
            execute function data_version_on_change(${sql.lit(set)}, ${sql.lit(ignored)})`.execute(db)
        }
      }
    }
    return
  }
  for (const [set, tables] of Object.entries(watched)) {
    const bump = sql`update data_versions set version = version + 1 where name = ${sql.lit(set)}`
    for (const [table, ignores] of Object.entries(tables)) {
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      const watched = rows.map((r) => r.name).filter((name) => !ignores.includes(name))
      const changed = watched.map((c) => `old.${quoted(c)} is not new.${quoted(c)}`).join(' or ')
      for (const event of EVENTS) {
        const when = event === 'update' ? sql.raw(`when ${changed}`) : sql``
        await sql`create trigger ${sql.raw(triggerName(set, table, event))} after ${sql.raw(event)}
          on ${sql.raw(table)} ${when} begin ${bump}; end`.execute(db)
      }
    }
  }
}

/** Drops the row-change triggers of the given data sets and tables. */
export async function dropWatchTriggers(db: Db, watched: Record<string, Record<string, readonly string[]>>) {
  for (const [set, tables] of Object.entries(watched)) {
    for (const table of Object.keys(tables)) {
      for (const event of EVENTS) {
        const name = sql.raw(triggerName(set, table, event))
        if (isPostgres(db)) await sql`drop trigger if exists ${name} on ${sql.raw(table)}`.execute(db)
        else await sql`drop trigger if exists ${name}`.execute(db)
      }
    }
  }
}

export async function down(db: Db): Promise<void> {
  await dropWatchTriggers(db, WATCHED)
  if (isPostgres(db)) await sql`drop function if exists data_version_on_change`.execute(db)
  await createStatementTriggers(db)
}

/** The triggers of 0002 and 0005, by their names there. */
async function dropStatementTriggers(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists spaces_version on spaces`.execute(db)
    await sql`drop trigger if exists users_spaces_version on users`.execute(db)
    await sql`drop trigger if exists users_hosts_version on users`.execute(db)
    await sql`drop function if exists bump_spaces_version`.execute(db)
    await sql`drop function if exists bump_hosts_version`.execute(db)
    return
  }
  for (const name of [
    'spaces_version_insert',
    'spaces_version_update',
    'spaces_version_delete',
    'users_spaces_version_update',
    'users_spaces_version_delete',
    'users_hosts_version_insert',
    'users_hosts_version_update',
    'users_hosts_version_delete',
  ]) {
    await sql`drop trigger if exists ${sql.raw(name)}`.execute(db)
  }
}

/** The triggers of 0002 and 0005 as they were, for down(). */
async function createStatementTriggers(db: Db): Promise<void> {
  const spaces = sql`update data_versions set version = version + 1 where name = 'spaces'`
  const hosts = sql`update data_versions set version = version + 1 where name = 'hosts'`
  if (isPostgres(db)) {
    await sql`create function bump_spaces_version() returns trigger language plpgsql as $$
      begin ${spaces}; return null; end $$`.execute(db)
    await sql`create trigger spaces_version after insert or update or delete on spaces
      for each statement execute function bump_spaces_version()`.execute(db)
    await sql`create trigger users_spaces_version after update of username, display_name, profile_image_url or delete on users
      for each statement execute function bump_spaces_version()`.execute(db)
    await sql`create function bump_hosts_version() returns trigger language plpgsql as $$
      begin ${hosts}; return null; end $$`.execute(db)
    await sql`create trigger users_hosts_version after insert or update of role, username or delete on users
      for each statement execute function bump_hosts_version()`.execute(db)
    return
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`spaces_version_${event}`)} after ${sql.raw(event)} on spaces
      begin ${spaces}; end`.execute(db)
  }
  await sql`create trigger users_spaces_version_update after update of username, display_name, profile_image_url on users
    begin ${spaces}; end`.execute(db)
  await sql`create trigger users_spaces_version_delete after delete on users begin ${spaces}; end`.execute(db)
  await sql`create trigger users_hosts_version_insert after insert on users begin ${hosts}; end`.execute(db)
  await sql`create trigger users_hosts_version_update after update of role, username on users
    begin ${hosts}; end`.execute(db)
  await sql`create trigger users_hosts_version_delete after delete on users begin ${hosts}; end`.execute(db)
}
