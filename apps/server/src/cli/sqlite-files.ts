import { existsSync, renameSync, rmSync, statSync } from 'node:fs'
import type SQLite from 'better-sqlite3'

/** Every page in one step: the copy is one read transaction, a consistent snapshot however busy the site. */
const ALL_PAGES = 0x7fffffff

async function openSqlite(file: string, options: SQLite.Options = {}): Promise<SQLite.Database> {
  const { default: Database } = await import('better-sqlite3')
  return new Database(file, { fileMustExist: true, ...options })
}

export interface SqliteCopy {
  bytes: number
  /** The newest migration the copy carries (its schema's version). */
  latestMigration: string | undefined
}

/**
 * Checks that `file` is an intact SQLite database of this application, and says what it holds.
 * Throws with a sentence when it is not.
 */
export async function inspectSqliteCopy(file: string): Promise<SqliteCopy> {
  let db: SQLite.Database
  try {
    db = await openSqlite(file)
  } catch (err) {
    throw new Error(`${file} cannot be opened as SQLite: ${(err as Error).message}`)
  }
  try {
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Error(`${file} is damaged (SQLite's quick_check: ${String(check)}).`)
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get()
    if (!hasMigrations) throw new Error(`${file} is not a Spaces Calendar database (it has no migrations).`)
    const latest = db.prepare('select max(name) from kysely_migration').pluck().get() as string | null
    return { bytes: statSync(file).size, latestMigration: latest ?? undefined }
  } catch (err) {
    if (err instanceof Error && /^SQLITE_/.test((err as { code?: string }).code ?? '')) {
      throw new Error(`${file} is not a readable SQLite database: ${err.message}`)
    }
    throw err
  } finally {
    db.close()
  }
}

/**
 * Copies the live database with SQLite's online backup API while the site runs and writes, into a
 * file beside `target` that is renamed into place only once complete and checked, so a file at
 * `target` is always a whole backup. The copy is switched out of WAL mode: one self-contained file.
 */
export async function backupSqlite(source: string, target: string): Promise<SqliteCopy> {
  const partial = `${target}.partial-${process.pid}`
  const db = await openSqlite(source)
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(partial, { progress: () => ALL_PAGES })
  } catch (err) {
    rmSync(partial, { force: true })
    throw err
  } finally {
    db.close()
  }
  try {
    const copy = await openSqlite(partial)
    copy.pragma('journal_mode = DELETE')
    copy.close()
    const inspected = await inspectSqliteCopy(partial)
    renameSync(partial, target)
    return inspected
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) {
      rmSync(leftover, { force: true })
    }
  }
}

/**
 * Whether a server (or any other program) has the database open. Every connection of a server in
 * WAL mode holds a shared lock for as long as it is open, so a connection in exclusive locking mode
 * gets SQLITE_BUSY while one exists, wherever that server runs (another container on the same
 * files included). When nobody has it, the answer's `release` closes the exclusive connection, which
 * checkpoints a WAL left by a crash into the file and removes it.
 */
export async function claimSqlite(
  file: string,
): Promise<{ inUse: true } | { inUse: false; release: () => void }> {
  const db = await openSqlite(file)
  db.pragma('busy_timeout = 0')
  db.pragma('locking_mode = EXCLUSIVE')
  try {
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
  } catch (err) {
    db.close()
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return { inUse: true }
    throw err
  }
  return { inUse: false, release: () => db.close() }
}

/** The database file's companions that belong to it alone and must never meet another copy. */
export function removeCompanions(file: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
}

/** Moves the live database aside, under a name that says when, and answers that name. */
export function moveAside(file: string, now = new Date()): string | undefined {
  if (!existsSync(file)) return undefined
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')
  const aside = `${file}.before-restore-${stamp}`
  renameSync(file, aside)
  return aside
}
