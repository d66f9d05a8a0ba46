import type SQLite from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

/** Distinct SQL texts kept prepared (Kysely writes placeholders, so these are few: one per query shape). */
const MAX_STATEMENTS = 1000

/**
 * better-sqlite3 as Kysely's SqliteDialect uses it, made cheaper for reads:
 * - each SQL text is prepared once and kept (Kysely asks to prepare it again for every query);
 * - rows are read as arrays and made objects here, with the statement's column names: better-sqlite3
 *   builds a row object in C++ one property at a time, which made a 500-Space page cost 2.0 ms to
 *   read; as arrays and then objects it costs 1.1 ms.
 * A statement runs to its end before another query can start (all() and run() are synchronous), so one
 * prepared statement serves every caller; iterate(), which may be left half-read, gets one of its own.
 */
export function preparedOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const known = statements.get(sql)
      if (known) return known
      const statement = wrap(sqlite, sql)
      if (statements.size >= MAX_STATEMENTS) {
        const oldest = statements.keys().next().value
        if (oldest !== undefined) statements.delete(oldest)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}

function wrap(sqlite: SQLite.Database, sql: string): SqliteStatement {
  const statement = sqlite.prepare(sql)
  const { reader } = statement
  let names = reader ? columnNames(statement) : []
  if (reader) statement.raw(true)
  return {
    reader,
    all(parameters) {
      // The parameters as one array (better-sqlite3 binds its items): a batch insert has thousands.
      const rows = statement.all(parameters as unknown[]) as unknown[][]
      // A row of another width means the schema changed under the statement (a migration): re-read.
      if (rows.length > 0 && rows[0]?.length !== names.length) names = columnNames(statement)
      return rows.map((row) => objectOf(names, row))
    },
    run: (parameters) => statement.run(parameters as unknown[]),
    iterate: (parameters) => sqlite.prepare(sql).iterate(parameters as unknown[]),
  }
}

function columnNames(statement: SQLite.Statement): string[] {
  return statement.columns().map((column) => column.name)
}

/** As better-sqlite3 makes a row object: one property per column, a later column of the same name wins. */
function objectOf(names: string[], row: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  for (let i = 0; i < names.length; i++) object[names[i] as string] = row[i]
  return object
}
