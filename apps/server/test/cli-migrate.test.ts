import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb } from '../src/db/client'
import { KNOWN_MIGRATIONS } from '../src/db/migrate'
import { createTestDatabase, type TestDatabase } from './test-db'

const root = path.resolve(__dirname, '../..', '..')

/**
 * `migrate status|up|down <name>` of the built command line, on a database of the test's own
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL); and the built server refusing to start on a
 * database a newer version migrated, with the sentence that says what to do.
 */
let database: TestDatabase
let env: Record<string, string>
beforeAll(async () => {
  database = await createTestDatabase(undefined, { empty: true })
  env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  }
})
afterAll(() => database?.drop())

function cli(args: string[]) {
  const result = spawnSync(process.execPath, [...inject('cliArgs'), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

const latest = KNOWN_MIGRATIONS.at(-1) as string
const previous = KNOWN_MIGRATIONS.at(-2) as string

describe('npm run admin -- migrate', () => {
  it('answers a wrong command line with a usage line and exit 2', () => {
    for (const args of [
      [],
      ['sideways'],
      ['down'],
      ['down', 'no-such-migration'],
      ['up', 'now'],
      ['down', latest, 'x'],
    ]) {
      const run = cli(['migrate', ...args])
      expect(run.code, args.join(' ')).toBe(2)
      expect(run.err, args.join(' ')).toContain('Usage: npm run admin -- migrate status|up|down <name>')
    }
    expect(cli(['migrate', 'down', 'no-such-migration']).err).toContain(
      `No migration named "no-such-migration". Known: ${KNOWN_MIGRATIONS.join(', ')}.`,
    )
  })

  it('says what is wrong with the configuration, without a secret', () => {
    const run = spawnSync(process.execPath, [...inject('cliArgs'), 'migrate', 'status'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'mysql://app:hunter2@localhost/db' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/^Configuration error: DATABASE_URL must be a PostgreSQL URL/)
    expect(run.stderr).not.toContain('hunter2')
  })

  it('shows, applies and undoes migrations', () => {
    const fresh = cli(['migrate', 'status'])
    expect(fresh.code).toBe(0)
    expect(fresh.out).toMatch(new RegExp(`${latest} +not applied`))
    expect(fresh.out).toContain(`${KNOWN_MIGRATIONS.length} to apply: run migrate up`)

    const up = cli(['migrate', 'up'])
    expect(up).toMatchObject({ code: 0, out: `Applied ${KNOWN_MIGRATIONS.join(', ')}.\n` })
    expect(cli(['migrate', 'up']).out).toBe('Nothing to apply: the database is up to date.\n')

    const down = cli(['migrate', 'down', previous])
    expect(down).toMatchObject({
      code: 0,
      out: `Undid ${latest}; the latest applied migration is now ${previous}.\n`,
    })
    const after = cli(['migrate', 'status']).out
    expect(after).toMatch(new RegExp(`${previous} +applied \\d{4}-`))
    expect(after).toMatch(new RegExp(`${latest} +not applied`))
    expect(cli(['migrate', 'down', previous]).out).toBe(
      `Nothing to undo: ${previous} is already the latest applied migration.\n`,
    )
    expect(cli(['migrate', 'up']).out).toBe(`Applied ${latest}.\n`)
  })

  it('refuses, as the server does, a database a newer version migrated; status lists it', {
    timeout: 60_000,
  }, async () => {
    expect(cli(['migrate', 'up']).code).toBe(0)
    const { db, close } = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    const future = '0999-from-a-newer-version'
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      db,
    )
    try {
      const sentence = `This database has migration ${future} that this version of Spaces Calendar does not know: it was upgraded by a newer version. Run that version's \`npm run admin -- migrate down ${latest}\` first, or start the newer version.`
      expect(cli(['migrate', 'status']).out).toMatch(
        new RegExp(`${future} +applied .*, unknown to this version \\(a newer version applied it\\)`),
      )
      const up = cli(['migrate', 'up'])
      expect(up.code).toBe(1)
      expect(up.err).toBe(`migrate failed: ${sentence}\n`)

      const server = spawn(process.execPath, inject('serverArgs'), {
        cwd: root,
        env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent' },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let stderr = ''
      server.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk
      })
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toBe(`Cannot start: ${sentence}\n`)
    } finally {
      await sql`delete from kysely_migration where name = ${future}`.execute(db)
      await close()
    }
  })
})
