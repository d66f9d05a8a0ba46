import { type AppConfig, ConfigError, loadConfig, maskUrlCredentials } from '../config'
import { createDb } from '../db/client'
import { KNOWN_MIGRATIONS, migrateDownTo, migrateToLatest } from '../db/migrate'
import { readAppliedMigrations } from '../db/migration-state'
import { type CliCommand, type CliIo, EXIT, UsageError } from './command'

type Action = { kind: 'status' } | { kind: 'up' } | { kind: 'down'; target: string }

/** The command line's words as an action, or a UsageError saying what is wrong with them. */
function parseArgs(args: string[]): Action {
  const [verb, ...rest] = args
  if (verb === 'status' || verb === 'up') {
    if (rest.length > 0)
      throw new UsageError(`migrate ${verb} takes no further arguments (got "${rest[0]}").`)
    return { kind: verb }
  }
  if (verb === 'down') {
    const [target, extra] = rest
    if (target === undefined || extra !== undefined) {
      throw new UsageError('migrate down takes one migration name: the one to keep as the latest applied.')
    }
    if (!KNOWN_MIGRATIONS.includes(target)) {
      throw new UsageError(`No migration named "${target}". Known: ${KNOWN_MIGRATIONS.join(', ')}.`)
    }
    return { kind: 'down', target }
  }
  throw new UsageError(
    verb === undefined ? 'migrate needs status, up or down <name>.' : `Unknown migrate action "${verb}".`,
  )
}

/**
 * Shows, applies or undoes the database's migrations, with the same lock the server takes when it
 * migrates at start, so a command and starting instances take turns. `down <name>` undoes every
 * migration newer than `<name>` (newest first) and keeps `<name>`: what an older version of the app
 * needs before it starts on a database a newer one upgraded (docs/operations.md, "Upgrades and
 * rollbacks").
 */
export const migrateCommand: CliCommand = {
  name: 'migrate',
  args: 'status|up|down <name>',
  summary: 'Show the database migrations, apply the missing ones, or undo those newer than <name>.',
  run: async (args, io) => {
    const action = parseArgs(args)
    let config: AppConfig
    try {
      config = loadConfig(io.env)
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err
      io.err(`Configuration error: ${err.message}`)
      return EXIT.failed
    }
    const where = config.databaseUrl ? maskUrlCredentials(config.databaseUrl) : `SQLite in ${config.dataDir}`
    const { db, dialect, close } = await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    })
    try {
      if (action.kind === 'status') return await printStatus(db, where, io)
      if (action.kind === 'up') {
        const done = await migrateToLatest(db, dialect)
        io.out(
          done.length > 0 ? `Applied ${done.join(', ')}.` : 'Nothing to apply: the database is up to date.',
        )
        return EXIT.ok
      }
      const undone = await migrateDownTo(db, dialect, action.target)
      io.out(
        undone.length > 0
          ? `Undid ${undone.join(', ')}; the latest applied migration is now ${action.target}.`
          : `Nothing to undo: ${action.target} is already the latest applied migration.`,
      )
      return EXIT.ok
    } finally {
      await close()
    }
  },
}

async function printStatus(db: Parameters<typeof readAppliedMigrations>[0], where: string, io: CliIo) {
  const applied = new Map((await readAppliedMigrations(db)).map((row) => [row.name, row.appliedAt]))
  const names = [...new Set([...KNOWN_MIGRATIONS, ...applied.keys()])].sort()
  const width = Math.max(...names.map((name) => name.length))
  io.out(`Database: ${where}`)
  for (const name of names) {
    const at = applied.get(name)
    const known = KNOWN_MIGRATIONS.includes(name)
    const state =
      at === undefined
        ? 'not applied'
        : known
          ? `applied ${at}`
          : `applied ${at}, unknown to this version (a newer version applied it)`
    io.out(`  ${name.padEnd(width)}  ${state}`)
  }
  const pending = KNOWN_MIGRATIONS.filter((name) => !applied.has(name)).length
  if (pending > 0) io.out(`${pending} to apply: run migrate up (or start the server, which applies them).`)
  return EXIT.ok
}
