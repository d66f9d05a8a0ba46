import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readSync, renameSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { AppConfig } from '../config'
import { createDb } from '../db/client'
import { migrateToLatest, pendingMigrations } from '../db/migrate'
import { withValues } from '../i18n/stored'
import { english } from '../i18n/translate'
import { holdMail, RESTORE_HOLD } from '../lib/mail-hold'
import { type CliCommand, type CliIo, EXIT } from './command'
import { parseFileOptions } from './file-options'
import { findProgram, PG_CLIENT_HINT, printableCommand, runPostgresTool } from './postgres-tools'
import { readCliConfig, sqliteFileOf } from './site-database'
import { claimSqlite, inspectSqliteCopy, moveAside, removeCompanions } from './sqlite-files'

const PG_RESTORE_ARGS = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error']

/**
 * `restore --from FILE [--force]`: puts a backup in place of the site's database, then holds the
 * site's mail, so the restored copy mails nobody until an operator has looked at its queue and
 * released it (`mail release`). It refuses while a server uses the database (--force overrides the
 * check, for a lock held by something else).
 */
export const restoreCommand: CliCommand = {
  name: 'restore',
  args: '--from FILE [--force]',
  summary: 'Put a backup in place of the site’s database (stop the site first); holds the site’s mail.',
  help: [
    'SQLite: refuses while a server has the database open; the database it replaces is kept beside',
    'it as spaces.sqlite.before-restore-<time>. PostgreSQL: pg_restore --clean --if-exists --no-owner',
    'in one transaction; refuses while other sessions are connected. --force skips that check.',
    'Afterwards mail is held: check the queue, then run mail release.',
  ],
  run: async (args, io) => {
    const { file, force } = parseFileOptions('restore', '--from', args)
    const config = readCliConfig(io)
    if (!config) return EXIT.failed
    const source = path.resolve(file)
    if (!existsSync(source)) {
      io.err(`No backup at ${source}.`)
      return EXIT.failed
    }
    const restored = config.databaseUrl
      ? await restorePostgres(config.databaseUrl, source, force, io)
      : await restoreSqlite(config, source, force, io)
    if (!restored) return EXIT.failed
    await holdRestoredMail(config, english(withValues(RESTORE_HOLD, { file: path.basename(source) })), io)
    return EXIT.ok
  },
}

async function restoreSqlite(config: AppConfig, source: string, force: boolean, io: CliIo) {
  const copy = await inspectSqliteCopy(source)
  const live = sqliteFileOf(config)
  let release = () => {}
  if (existsSync(live)) {
    const claim = await claimSqlite(live)
    if (claim.inUse && !force) {
      io.err(
        `${live} is in use (a server has it open): stop every instance first, or add --force if nothing uses it.`,
      )
      return false
    }
    if (!claim.inUse) release = claim.release
  }
  // Copied beside the live file first, so the rename that puts it in place is atomic.
  mkdirSync(config.dataDir, { recursive: true })
  const incoming = `${live}.restoring-${process.pid}`
  copyFileSync(source, incoming)
  removeCompanions(incoming)
  release()
  const aside = moveAside(live)
  removeCompanions(live)
  renameSync(incoming, live)
  io.out(`Restored ${source} (schema at ${copy.latestMigration ?? 'no migration'}) to ${live}.`)
  if (aside) io.out(`The database it replaced is kept as ${aside}.`)
  return true
}

/** The first bytes of pg_dump's custom format. */
function isCustomDump(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(5)
    readSync(fd, head, 0, 5, 0)
    return head.toString('latin1') === 'PGDMP'
  } finally {
    closeSync(fd)
  }
}

async function otherSessions(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `select coalesce(nullif(application_name, ''), client_addr::text, 'local') as name
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )
    return rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

async function restorePostgres(databaseUrl: string, source: string, force: boolean, io: CliIo) {
  if (!isCustomDump(source)) {
    io.err(`${source} is not a pg_dump file in the custom format (pg_dump --format=custom, or backup --to).`)
    return false
  }
  const program = findProgram('pg_restore', io.env)
  if (!program) {
    io.err(`pg_restore is not installed here (${PG_CLIENT_HINT}). With the server's environment, run:`)
    io.out(printableCommand('pg_restore', [...PG_RESTORE_ARGS, source], '--dbname='))
    io.out(
      `and then, before starting the site: npm run admin -- mail hold "Restored from ${path.basename(source)}"`,
    )
    return false
  }
  const sessions = await otherSessions(databaseUrl)
  if (sessions.length > 0 && !force) {
    io.err(
      `The database has ${sessions.length} other session(s) (${[...new Set(sessions)].join(', ')}): stop every instance first, or add --force.`,
    )
    return false
  }
  const code = runPostgresTool(program, [...PG_RESTORE_ARGS, source], databaseUrl, io.env)
  if (code !== 0) {
    io.err(
      `pg_restore failed (exit code ${code}); see its message above. It ran in one transaction, so the database is as it was. --clean drops only what the backup holds: a backup older than the database's schema (a rollback) goes into an empty database (dropdb, createdb, then run this again).`,
    )
    return false
  }
  io.out(`Restored ${source} with pg_restore.`)
  return true
}

/**
 * Holds the restored copy's mail. A copy older than this release is first brought up to it, as the
 * server of this release would at start, since the hold lives in a table of a later schema.
 */
async function holdRestoredMail(config: AppConfig, reason: string, io: CliIo): Promise<void> {
  const { db, dialect, close } = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    if ((await pendingMigrations(db)).length > 0) {
      const applied = await migrateToLatest(db, dialect)
      io.out(`Brought the restored copy up to this release: applied ${applied.join(', ')}.`)
    }
    await holdMail(db, reason)
  } finally {
    await close()
  }
  io.out('Mail is held: nothing is sent until you check the queue and run `npm run admin -- mail release`.')
}
