import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb } from '../src/db/client'
import { migrateToLatest } from '../src/db/migrate'
import { createTestDatabase, type TestDatabase } from './test-db'

const root = path.resolve(__dirname, '../../..')

/** The operator's command line of this run's build, as `npm run admin -- …` runs it. */
function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [...inject('cliArgs'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('the command line', () => {
  it('lists its commands, and answers a wrong command line with a usage line and exit 2', () => {
    const help = cli(['help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('check-config')
    expect(cli([]).code).toBe(2)
    const unknown = cli(['frobnicate'])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('Unknown command "frobnicate"')
    expect(unknown.err).toContain('Usage:')
    const extra = cli(['check-config', 'now'])
    expect(extra.code).toBe(2)
    expect(extra.err).toContain('Usage: npm run admin -- check-config')
  })

  it('check-config says what is wrong without the secret, and what a valid one runs with', () => {
    const bad = cli(['check-config'], { PORT: 'abc' })
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('PORT')
    const secret = 'hunter2hunter2'
    const masked = cli(['check-config'], {
      SMTP_URL: `smtp://mailer:${secret}@127.0.0.1:2525`,
      DATABASE_URL: `postgres://spaces:${secret}@db.example:5432/spaces`,
      NODE_ENV: 'development',
    })
    expect(masked.code).toBe(0)
    expect(masked.out).toContain('Configuration is valid.')
    expect(masked.out).toContain('db.example')
    expect(masked.out + masked.err).not.toContain(secret)
  })
})

describe('the mail command', () => {
  let database: TestDatabase
  const empty = mkdtempSync(path.join(os.tmpdir(), 'spaces-cli-empty-'))
  const env = () => ({
    DATA_DIR: database.dataDir,
    BASE_URL: 'https://spaces.example.org',
    X_CLIENT_ID: 'client',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  })
  beforeAll(async () => {
    database = await createTestDatabase()
    const { db, dialect, close } = await createDb({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
    })
    await migrateToLatest(db, dialect)
    await close()
  })
  afterAll(async () => {
    await database.drop()
    rmSync(empty, { recursive: true, force: true })
  })

  it('answers a wrong command line with its usage and exit 2', () => {
    for (const args of [['mail'], ['mail', 'pause'], ['mail', 'status', 'now'], ['mail', 'release', 'all']]) {
      const result = cli(args, env())
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err).toContain('Usage: npm run admin -- mail hold [reason]|release|status')
    }
    expect(cli(['help']).out).toContain('mail hold [reason]|release|status')
  })

  it('refuses a missing database and a schema that is behind, without migrating it', async () => {
    const missing = cli(['mail', 'status'], { DATA_DIR: empty })
    expect(missing.code).toBe(1)
    expect(missing.err).toContain(`No database at ${path.join(empty, 'spaces.sqlite')}`)
    // An SQLite database nobody migrated: the command says so and leaves it as it is.
    await (await createDb({ dataDir: empty })).close()
    const behind = cli(['mail', 'hold'], { DATA_DIR: empty })
    expect(behind.code).toBe(1)
    expect(behind.err).toMatch(/^The database schema is behind this release \(not applied: 0001-initial, /)
    const after = await createDb({ dataDir: empty })
    expect(await after.db.introspection.getTables()).toEqual([])
    await after.close()
  })

  it('holds with a reason, says so, and releases as the configured site address', () => {
    expect(cli(['mail', 'status'], env()).out).toContain('Mail is not held.')
    const hold = cli(['mail', 'hold', 'Restored', 'from', 'last', 'night'], env())
    expect(hold.code, hold.err).toBe(0)
    expect(hold.out).toContain('Mail is held')
    const status = cli(['mail', 'status'], env())
    expect(status.code).toBe(0)
    expect(status.out).toMatch(/^Mail is held since .+: Restored from last night\n/)
    expect(status.out).toContain('Last sent mail as: no mail sent yet')
    const release = cli(['mail', 'release'], env())
    expect(release.code, release.err).toBe(0)
    expect(release.out).toContain('The site address is now spaces.example.org.')
    const after = cli(['mail', 'status'], env())
    expect(after.out).toContain('Mail is not held.')
    expect(after.out).toContain('Last sent mail as: spaces.example.org')
    expect(cli(['mail', 'release'], env()).out).toContain('Mail was not held.')
  })
})
