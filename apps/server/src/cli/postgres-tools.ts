import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { shellQuote } from './file-options'

/** The program's path in the command's PATH, or undefined when it is not installed there. */
export function findProgram(name: string, env: Record<string, string | undefined>): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return undefined
}

/** What an operator types to run `program` against the site's database: the URL stays in its variable. */
export function printableCommand(program: string, args: string[], dbFlag: string): string {
  return [program, ...args.map(shellQuote), `${dbFlag}"$DATABASE_URL"`].join(' ')
}

/**
 * Runs pg_dump or pg_restore on the site's database. The password travels in PGPASSWORD, never on
 * the command line (where `ps` shows it to every user of the machine); the program's own messages
 * go to standard error as they come. Resolves with its exit code.
 */
export function runPostgresTool(
  programPath: string,
  args: string[],
  databaseUrl: string,
  env: Record<string, string | undefined>,
): number {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const result = spawnSync(programPath, [...args, `--dbname=${url.toString()}`], {
    env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** The Debian and Ubuntu package that brings pg_dump and pg_restore. */
export const PG_CLIENT_HINT =
  'Debian and Ubuntu: apt-get install postgresql-client (the major version of the server or newer)'
