import { existsSync } from 'node:fs'
import path from 'node:path'
import { type AppConfig, ConfigError, loadConfig } from '../config'
import { createDb, type DbHandle } from '../db/client'
import { pendingMigrations } from '../db/migrate'
import type { CliIo } from './command'

/** The SQLite file of a configuration without DATABASE_URL. */
export function sqliteFileOf(config: AppConfig): string {
  return path.join(config.dataDir, 'spaces.sqlite')
}

/**
 * The environment read as the server reads it, or undefined after saying what is wrong (the
 * configuration's own sentence, which never carries a secret).
 */
export function readCliConfig(io: CliIo): AppConfig | undefined {
  try {
    return loadConfig(io.env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    io.err(`Configuration error: ${err.message}`)
    return undefined
  }
}

/**
 * Opens the site's database for a command that reads or changes its rows, or says why not and
 * answers undefined: a missing SQLite file (a wrong DATA_DIR would otherwise create an empty one),
 * or a schema that is behind this release. A command never migrates a site's database by itself:
 * the server of the release does that at start.
 */
export async function openSiteDatabase(config: AppConfig, io: CliIo): Promise<DbHandle | undefined> {
  const sqliteFile = sqliteFileOf(config)
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    io.err(`No database at ${sqliteFile}: set DATA_DIR (or DATABASE_URL) as the server has it.`)
    return undefined
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const behind = await pendingMigrations(handle.db)
  if (behind.length === 0) return handle
  await handle.close()
  io.err(
    `The database schema is behind this release (not applied: ${behind.join(', ')}). Start the server of this release once (it migrates at start), then run this again.`,
  )
  return undefined
}
