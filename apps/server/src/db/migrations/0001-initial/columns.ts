import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: part of migration 0001-initial; it never imports app code, and runs unchanged on
// SQLite and PostgreSQL.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
export type Db = Kysely<any>

/** The id column: an identity on PostgreSQL, an autoincrement rowid alias on SQLite. */
export type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder

export function idColumn(db: Db): IdColumn {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  return isPostgres
    ? (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()
}

/** A required reference to `table`.id whose rows go when the row they point to goes. */
export const cascade = (table: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(`${table}.id`).onDelete('cascade')
