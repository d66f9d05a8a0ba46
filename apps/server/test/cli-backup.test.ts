import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from '../src/db/client'
import { migrateToLatest } from '../src/db/migrate'
import { nowSeconds } from '../src/lib/time'
import { runCli, runCliSync } from './cli-run'
import { useCrashRig } from './crash-rig'
import { TestClient } from './http-client'
import { waitForHealth } from './server-process'

/**
 * backup and restore against the built server and its database (SQLite, or PostgreSQL with the
 * machine's pg_dump and pg_restore when TEST_DATABASE_URL is set): a backup taken while writes go on
 * holds every write acknowledged before it began; restore refuses while the site runs, then puts the
 * copy in place, and the site comes up on it with its mail held.
 */
const backups = mkdtempSync(path.join(os.tmpdir(), 'spaces-backups-'))
afterAll(() => rmSync(backups, { recursive: true, force: true }))

/** PostgreSQL: resolves once no session but ours uses the database (a killed server's are gone). */
async function waitForNoOtherSessions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query(
        `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
      if (rows.length === 0) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('the killed server’s sessions did not end')
  } finally {
    await client.end()
  }
}

describe('backup while the site writes, then restore', () => {
  const rig = useCrashRig({ smtpDelayMs: 0 })
  const cliEnv = () => ({
    DATA_DIR: rig.database.dataDir,
    BASE_URL: rig.baseUrl,
    ...(rig.database.databaseUrl ? { DATABASE_URL: rig.database.databaseUrl } : {}),
  })
  const serverEnv = {
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    SPACES_PER_HOST_PER_DAY: '100000',
  }
  afterAll(() => rig.kill())

  it('restores every acknowledged row of before the backup, and holds mail', {
    timeout: 120_000,
  }, async () => {
    rig.start(serverEnv)
    await waitForHealth(rig.baseUrl)
    const host = new TestClient(rig.baseUrl)
    await host.login('backup_host')
    const handle = await rig.openDb()
    await handle.db
      .updateTable('users')
      .set({ role: 'host' })
      .where('username_key', '=', 'backup_host')
      .execute()
    await handle.close()

    const acknowledged: { title: string; id: number }[] = []
    let writing = true
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const title = `Backup ${n}-${i}`
        const res = await host.send('POST', '/api/spaces', { title, scheduled_start: nowSeconds() + 86400 })
        if (res.status !== 201) throw new Error(`write answered ${res.status}: ${res.text}`)
        acknowledged.push({ title, id: res.json.id })
      }
    }
    const writers = [0, 1, 2].map(writer)
    const until = async (count: number) => {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 20))
    }
    await until(15)

    const file = path.join(backups, rig.database.databaseUrl ? 'site.dump' : 'site.sqlite')
    const beforeBackup = acknowledged.length
    const backup = await runCli(['backup', '--to', file], cliEnv())
    expect(backup.code, backup.err).toBe(0)
    expect(backup.out).toContain(`to ${file}`)
    const afterBackup = acknowledged.length
    await until(afterBackup + 5)
    writing = false
    await Promise.all(writers)
    expect(existsSync(file)).toBe(true)

    const refused = runCliSync(['restore', '--from', file], cliEnv())
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(
      rig.database.databaseUrl
        ? /other session\(s\).*stop every instance first/
        : /is in use \(a server has it open\)/,
    )

    await rig.kill()
    if (rig.database.databaseUrl) await waitForNoOtherSessions(rig.database.databaseUrl)
    const restored = runCliSync(['restore', '--from', file], cliEnv())
    expect(restored.code, restored.err).toBe(0)
    expect(restored.out).toContain('Mail is held')

    rig.start(serverEnv)
    await waitForHealth(rig.baseUrl)
    const status = runCliSync(['mail', 'status'], cliEnv())
    expect(status.out).toMatch(
      /^Mail is held since .+: Restored from site\.(sqlite|dump) by the command line\./,
    )

    const check = await rig.openDb()
    const titles = new Set(
      (await check.db.selectFrom('spaces').select('title').execute()).map((row) => row.title),
    )
    await check.close()
    const missing = acknowledged.slice(0, beforeBackup).filter((w) => !titles.has(w.title))
    expect(missing).toEqual([])
    // Writes acknowledged after the backup had finished are not in it: the site really runs on the copy.
    const later = acknowledged.slice(afterBackup).filter((w) => titles.has(w.title))
    expect(later.length).toBeLessThan(acknowledged.length - afterBackup)
    const first = acknowledged[0] as { id: number; title: string }
    const read = await host.get(`/api/spaces/${first.id}`)
    expect(read.status).toBe(200)
    expect(read.json.title ?? read.json.space?.title).toBe(first.title)
    if (!rig.database.databaseUrl) {
      expect(
        readdirSync(rig.database.dataDir).some((name) => name.startsWith('spaces.sqlite.before-restore-')),
      ).toBe(true)
    }
  })
})

describe('backup and restore refuse what they cannot use', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-backup-args-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = { DATA_DIR: dataDir }

  it('answers every wrong command line with its usage line and exit 2', () => {
    const cases: [string[], string][] = [
      [['backup'], 'backup --to FILE [--force]'],
      [['backup', '--to'], 'backup --to FILE [--force]'],
      [['backup', '--to='], 'backup --to FILE [--force]'],
      [['backup', 'file.sqlite'], 'backup --to FILE [--force]'],
      [['backup', '--to', 'a', '--to', 'b'], 'backup --to FILE [--force]'],
      [['backup', '--from', 'a'], 'backup --to FILE [--force]'],
      [['restore'], 'restore --from FILE [--force]'],
      [['restore', '--from', '--force'], 'restore --from FILE [--force]'],
      [['restore', '--to', 'x'], 'restore --from FILE [--force]'],
      [['make-admin'], 'make-admin @handle'],
      [['make-admin', '@a', '@b'], 'make-admin @handle'],
      [['make-admin', '@no-dashes'], 'make-admin @handle'],
      [['make-admin', '@sixteen_letters_'], 'make-admin @handle'],
      [['remove-admin'], 'remove-admin @handle'],
      [['remove-admin', 'a b'], 'remove-admin @handle'],
    ]
    for (const [args, usage] of cases) {
      const result = runCliSync(args, env)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err, args.join(' ')).toContain(`Usage: npm run admin -- ${usage}`)
    }
  })

  it('prints each command’s help with exit 0', () => {
    for (const name of [
      'backup',
      'restore',
      'make-admin',
      'remove-admin',
      'mail',
      'migrate',
      'check-config',
    ]) {
      const help = runCliSync([name, '--help'], env)
      expect(help.code, name).toBe(0)
      expect(help.out, name).toMatch(new RegExp(`^Usage: npm run admin -- ${name}`))
    }
  })

  it('says what is wrong with a missing database, a missing or foreign backup, an existing target', () => {
    const noDb = runCliSync(['backup', '--to', path.join(dataDir, 'x.sqlite')], env)
    expect(noDb.code).toBe(1)
    expect(noDb.err).toContain(`No database at ${path.join(dataDir, 'spaces.sqlite')}`)
    const noFolder = runCliSync(['backup', '--to', path.join(dataDir, 'nope', 'x.sqlite')], env)
    expect(noFolder.code).toBe(1)
    expect(noFolder.err).toContain('does not exist')
    const existing = path.join(dataDir, 'existing.sqlite')
    writeFileSync(existing, 'taken')
    const taken = runCliSync(['backup', '--to', existing], env)
    expect(taken.code).toBe(1)
    expect(taken.err).toContain('already exists: choose another name, or add --force')
    const absent = runCliSync(['restore', '--from', path.join(dataDir, 'absent.sqlite')], env)
    expect(absent.code).toBe(1)
    expect(absent.err).toContain('No backup at')
    const foreign = runCliSync(['restore', '--from', existing], env)
    expect(foreign.code).toBe(1)
    expect(foreign.err).toMatch(/is not a readable SQLite database|cannot be opened as SQLite/)
    expect(existsSync(path.join(dataDir, 'spaces.sqlite'))).toBe(false)
  })

  it('restores a SQLite backup onto a new machine’s empty DATA_DIR, with its mail held', async () => {
    const source = path.join(dataDir, 'source')
    const { db, dialect, close } = await createDb({ dataDir: source })
    await migrateToLatest(db, dialect)
    await close()
    const file = path.join(dataDir, 'moved.sqlite')
    expect(runCliSync(['backup', '--to', file], { DATA_DIR: source }).code).toBe(0)
    const fresh = path.join(dataDir, 'fresh', 'data')
    const restored = runCliSync(['restore', '--from', file], { DATA_DIR: fresh })
    expect(restored.code, restored.err).toBe(0)
    expect(restored.out).not.toContain('is kept as')
    const status = runCliSync(['mail', 'status'], { DATA_DIR: fresh })
    expect(status.out).toMatch(/^Mail is held since .+: Restored from moved\.sqlite by the command line\./)
    expect(readdirSync(fresh).sort()).toEqual(['spaces.sqlite'])
  })

  it('prints the exact pg_dump and pg_restore commands where they are not installed', () => {
    const pgEnv = {
      ...env,
      PATH: path.join(dataDir, 'empty-path'),
      DATABASE_URL: 'postgres://spaces:s3cret-pass@db.example:5432/spaces',
    }
    const file = path.join(dataDir, 'site.dump')
    const dump = runCliSync(['backup', '--to', file], pgEnv)
    expect(dump.code).toBe(1)
    expect(dump.err).toContain('pg_dump is not installed here')
    expect(dump.out.trim()).toBe(`pg_dump --format=custom --file=${file} --dbname="$DATABASE_URL"`)
    writeFileSync(file, 'PGDMP and the rest of a dump')
    const restore = runCliSync(['restore', '--from', file], pgEnv)
    expect(restore.code).toBe(1)
    expect(restore.err).toContain('pg_restore is not installed here')
    expect(restore.out).toContain(
      `pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error ${file} --dbname="$DATABASE_URL"`,
    )
    expect(restore.out).toContain('mail hold')
    expect(dump.out + dump.err + restore.out + restore.err).not.toContain('s3cret-pass')
  })
})
