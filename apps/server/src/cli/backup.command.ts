import { accessSync, constants, existsSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { maskUrlCredentials } from '../config'
import { type CliCommand, type CliIo, EXIT } from './command'
import { parseFileOptions } from './file-options'
import { findProgram, PG_CLIENT_HINT, printableCommand, runPostgresTool } from './postgres-tools'
import { readCliConfig, sqliteFileOf } from './site-database'
import { backupSqlite } from './sqlite-files'

/**
 * `backup --to FILE [--force]`: a consistent copy of the site's database while it runs. SQLite:
 * the online backup API (`sqlite-files.ts`). PostgreSQL: pg_dump's custom format, run when pg_dump is
 * installed, else the exact command is printed (and the exit code is 1: no backup was made).
 */
export const backupCommand: CliCommand = {
  name: 'backup',
  args: '--to FILE [--force]',
  summary: 'Copy the site’s database to FILE while the site runs (SQLite’s online backup, or pg_dump).',
  help: [
    'SQLite: a single self-contained file, written beside FILE and renamed into place once checked.',
    'PostgreSQL: pg_dump --format=custom, for restore --from FILE (or pg_restore).',
    '--force replaces an existing FILE.',
  ],
  run: async (args, io) => {
    const { file, force } = parseFileOptions('backup', '--to', args)
    const config = readCliConfig(io)
    if (!config) return EXIT.failed
    const target = path.resolve(file)
    if (!existsSync(path.dirname(target))) {
      io.err(`The folder ${path.dirname(target)} does not exist.`)
      return EXIT.failed
    }
    try {
      accessSync(path.dirname(target), constants.W_OK)
    } catch {
      io.err(`Cannot write in ${path.dirname(target)} (the command runs as ${os.userInfo().username}).`)
      return EXIT.failed
    }
    if (existsSync(target) && !force) {
      io.err(`${target} already exists: choose another name, or add --force to replace it.`)
      return EXIT.failed
    }
    if (config.databaseUrl) return backupPostgres(config.databaseUrl, target, io)
    const source = sqliteFileOf(config)
    if (!existsSync(source)) {
      io.err(`No database at ${source}: set DATA_DIR (or DATABASE_URL) as the server has it.`)
      return EXIT.failed
    }
    const started = Date.now()
    const copy = await backupSqlite(source, target)
    io.out(
      `Backed up ${source} to ${target}: ${formatBytes(copy.bytes)}, schema at ${copy.latestMigration ?? 'no migration'}, in ${seconds(started)}.`,
    )
    return EXIT.ok
  },
}

function backupPostgres(databaseUrl: string, target: string, io: CliIo): number {
  const args = ['--format=custom', `--file=${target}`]
  const program = findProgram('pg_dump', io.env)
  if (!program) {
    io.err(`pg_dump is not installed here (${PG_CLIENT_HINT}). With the server's environment, run:`)
    io.out(printableCommand('pg_dump', args, '--dbname='))
    return EXIT.failed
  }
  const started = Date.now()
  // Written beside the target and renamed once pg_dump succeeded: a file at FILE is a whole dump.
  const partial = `${target}.partial-${process.pid}`
  const code = runPostgresTool(program, ['--format=custom', `--file=${partial}`], databaseUrl, io.env)
  if (code !== 0) {
    rmSync(partial, { force: true })
    io.err(`pg_dump failed (exit code ${code}); see its message above.`)
    return EXIT.failed
  }
  renameSync(partial, target)
  io.out(`Backed up ${maskUrlCredentials(databaseUrl)} to ${target} with pg_dump in ${seconds(started)}.`)
  return EXIT.ok
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(2)} s`
}
