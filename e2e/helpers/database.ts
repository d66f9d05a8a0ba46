import path from 'node:path'
import SQLite from 'better-sqlite3'
import { E2E_DATA_DIR } from '../env'

/**
 * The browser suite's server database (SQLite in E2E_DATA_DIR), opened directly only to plant rows
 * the API refuses or that would take too long to make through it, and to remove them afterwards.
 */
export function withDatabase<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(E2E_DATA_DIR, 'spaces.sqlite'))
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** The id of a demo account, by handle. */
export function userIdOf(db: SQLite.Database, username: string): number {
  return (
    db.prepare('select id from users where username_key = ?').get(username.toLowerCase()) as { id: number }
  ).id
}

/** Removes the Spaces a spec planted, by the title prefix it gave them. */
export function deleteSpacesTitled(prefix: string): void {
  withDatabase((db) => db.prepare('delete from spaces where title like ?').run(`${prefix}%`))
}
