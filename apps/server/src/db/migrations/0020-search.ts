import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code. Runs on SQLite and PostgreSQL (indexes and triggers differ).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/** What marks a row for the search index: table, the kind it indexes as, the column holding its id. */
const SOURCES: readonly { table: string; kind: string; column: string; columns?: string }[] = [
  {
    table: 'spaces',
    kind: 'space',
    column: 'id',
    columns: 'title, description, scheduled_start, state, x_state, host_id',
  },
  { table: 'users', kind: 'host', column: 'id', columns: 'username, display_name, bio, role' },
  { table: 'reading_items', kind: 'reading', column: 'id' },
  { table: 'glossary_terms', kind: 'glossary', column: 'id' },
  { table: 'glossary_definitions', kind: 'glossary', column: 'term_id' },
]

/**
 * Search (docs/decisions/0220-search-index.md): `search_docs` holds one row per Space, host, reading
 * item and glossary term, with its text folded by the app (accents, case, unspaced scripts); the
 * database only compares folded text, so both answer alike. Triggers on every source table write the
 * row's id into `search_dirty`, so no write path (forms, the X import, deletes, cascades) can leave the
 * index behind; the app refreshes the marked rows before a search and from a job. SQLite finds rows
 * through an FTS5 trigram index, PostgreSQL through a pg_trgm GIN index, both on `all_norm`.
 */
export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const identity = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('search_docs')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host_id', 'integer')
    .addColumn('starts_at', 'bigint')
    .addColumn('state', 'text')
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('body_norm', 'text', (c) => c.notNull())
    .addColumn('host_norm', 'text', (c) => c.notNull())
    .addColumn('all_norm', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_docs_ref', ['kind', 'ref_id'])
    .execute()
  await db.schema.createIndex('search_docs_host_idx').on('search_docs').columns(['host_id']).execute()
  await db.schema
    .createTable('search_dirty')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .execute()

  if (isPostgres) await upPostgres(db)
  else await upSqlite(db)
  for (const { table, kind, column } of SOURCES) {
    await sql`insert into search_dirty (kind, ref_id) select ${kind}, ${sql.ref(column)} from ${sql.table(table)}`.execute(
      db,
    )
  }
}

async function upPostgres(db: Db): Promise<void> {
  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; in `public`, so every schema sees it.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  await sql`create index search_docs_trgm on search_docs using gin (all_norm public.gin_trgm_ops)`.execute(db)
  await sql`create function search_mark_dirty() returns trigger language plpgsql as $$
    declare r jsonb;
    begin
      if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;
      insert into search_dirty (kind, ref_id) values (tg_argv[0], (r ->> tg_argv[1])::integer);
      return null;
    end $$`.execute(db)
  for (const { table, kind, column, columns } of SOURCES) {
    const update = columns ? `update of ${columns}` : 'update'
    await sql`create trigger ${sql.raw(`${table}_search`)} after insert or ${sql.raw(update)} or delete
      on ${sql.table(table)} for each row execute function search_mark_dirty(${sql.lit(kind)}, ${sql.lit(column)})`.execute(
      db,
    )
  }
}

async function upSqlite(db: Db): Promise<void> {
  await sql`create virtual table search_fts using fts5(all_norm, content='search_docs', content_rowid='id', tokenize='trigram')`.execute(
    db,
  )
  await sql`create trigger search_docs_fts_insert after insert on search_docs begin
    insert into search_fts (rowid, all_norm) values (new.id, new.all_norm); end`.execute(db)
  await sql`create trigger search_docs_fts_delete after delete on search_docs begin
    insert into search_fts (search_fts, rowid, all_norm) values ('delete', old.id, old.all_norm); end`.execute(
    db,
  )
  await sql`create trigger search_docs_fts_update after update on search_docs begin
    insert into search_fts (search_fts, rowid, all_norm) values ('delete', old.id, old.all_norm);
    insert into search_fts (rowid, all_norm) values (new.id, new.all_norm); end`.execute(db)
  for (const { table, kind, column, columns } of SOURCES) {
    const mark = (row: 'new' | 'old') =>
      sql.raw(`insert into search_dirty (kind, ref_id) values ('${kind}', ${row}.${column});`)
    const update = columns ? `update of ${columns}` : 'update'
    await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${sql.table(table)} begin ${mark('new')} end`.execute(
      db,
    )
    await sql`create trigger ${sql.raw(`${table}_search_update`)} after ${sql.raw(update)} on ${sql.table(table)} begin ${mark('new')} end`.execute(
      db,
    )
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${sql.table(table)} begin ${mark('old')} end`.execute(
      db,
    )
  }
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table } of SOURCES) {
      await sql`drop trigger if exists ${sql.raw(`${table}_search`)} on ${sql.table(table)}`.execute(db)
    }
    await sql`drop function if exists search_mark_dirty`.execute(db)
  } else {
    for (const { table } of SOURCES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_search_${event}`)}`.execute(db)
      }
    }
    await sql`drop table if exists search_fts`.execute(db)
  }
  await db.schema.dropTable('search_dirty').ifExists().execute()
  await db.schema.dropTable('search_docs').ifExists().execute()
}
