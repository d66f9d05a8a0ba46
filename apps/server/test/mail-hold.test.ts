import { type ChildProcess, spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb, type DbHandle } from '../src/db/client'
import { nowSeconds } from '../src/lib/time'
import { insertActiveSubscribers } from './factories'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * The mail hold on the built server, run as `npm start` runs it, on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): a copy of a site's database started under another host name sends nothing
 * until released, then each recipient gets its mail once; MAIL_HOLD=on holds an instance; the
 * operator's command line holds and releases a running site, which follows within a job tick.
 */
const root = path.resolve(__dirname, '../../..')
const ADMIN = 'hold_admin'
const RECIPIENTS = 25
/** Several rounds of the newsletter job (every second) in which nothing may go out. */
const WATCH_MS = 4000

interface Site {
  smtp: SmtpCatcher
  database: TestDatabase
  port: number
  /** Starts the built server as `http://{host}:{port}`; its log lines collect in `log`. */
  start: (host: string, env?: Record<string, string>) => Promise<void>
  stop: () => Promise<void>
  log: string[]
  db: () => Promise<DbHandle>
  /** The operator's command line of this build, with the site's database and `host` as BASE_URL. */
  cli: (host: string, args: string[]) => { code: number | null; out: string; err: string }
}

function useSite(): Site {
  let child: ChildProcess | undefined
  let handle: DbHandle | undefined
  const site = { log: [] as string[] } as Site
  beforeAll(async () => {
    site.smtp = await startSmtpCatcher()
    site.database = await createTestDatabase()
    site.port = await freePort()
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await handle?.close()
    await site.smtp.close()
    await site.database.drop()
  })
  const dbEnv = (): Record<string, string> => ({
    DATA_DIR: site.database.dataDir,
    ...(site.database.databaseUrl ? { DATABASE_URL: site.database.databaseUrl } : {}),
  })
  site.start = async (host, env = {}) => {
    site.log.length = 0
    child = spawnServer(
      {
        ...dbEnv(),
        PORT: String(site.port),
        BASE_URL: `http://${host}:${site.port}`,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: site.smtp.url,
        NEWSLETTER_RATE_PER_MINUTE: '100000',
        ADMIN_USERNAMES: ADMIN,
        ...env,
      },
      { stdio: 'pipe' },
    )
    child.stdout?.on('data', (chunk: Buffer) =>
      site.log.push(...chunk.toString().split('\n').filter(Boolean)),
    )
    await waitForHealth(`http://127.0.0.1:${site.port}`)
  }
  site.stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  site.db = async () => {
    handle ??= await createDb({ databaseUrl: site.database.databaseUrl, dataDir: site.database.dataDir })
    return handle
  }
  site.cli = (host, args) => {
    const result = spawnSync(process.execPath, [...inject('cliArgs'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...dbEnv(), BASE_URL: `http://${host}:${site.port}` },
      encoding: 'utf8',
    })
    return { code: result.status, out: result.stdout, err: result.stderr }
  }
  return site
}

async function adminOf(site: Site): Promise<TestClient> {
  const admin = new TestClient(`http://127.0.0.1:${site.port}`)
  await admin.login(ADMIN)
  return admin
}

async function createAndSend(admin: TestClient, subject: string): Promise<number> {
  const created = await admin.send('POST', '/api/newsletter/campaigns', { subject, content: '<p>Hello</p>' })
  expect(created.status, created.text).toBe(201)
  const id = created.json.campaign.id as number
  const sent = await admin.send('POST', `/api/newsletter/campaigns/${id}/send`)
  expect(sent.status, sent.text).toBe(202)
  return id
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Each recipient's mails, by subject: every address must have exactly one of each. */
function expectOncePerRecipient(smtp: SmtpCatcher, emails: string[], subjects: string[]): void {
  for (const email of emails) {
    const got = smtp.mails.filter((m) => m.to.includes(email)).map((m) => m.parsed.subject)
    expect(got.sort(), email).toEqual([...subjects].sort())
  }
}

describe('a copy of the database started under another host name', () => {
  const site = useSite()

  it('sends nothing until released, then each recipient once', { timeout: 120_000 }, async () => {
    const { smtp } = site
    await site.start('127.0.0.1')
    const { db } = await site.db()
    const emails = await insertActiveSubscribers(db, 'copy-', RECIPIENTS)
    await createAndSend(await adminOf(site), 'Before the copy')
    await smtp.waitFor(RECIPIENTS, 60_000)
    const recorded = await db.selectFrom('mail_state').select('site_host').executeTakeFirstOrThrow()
    expect(recorded.site_host).toBe('127.0.0.1')
    await site.stop()

    // The database as a backup holds it: a second campaign still queued, every delivery due.
    const queued = await db
      .insertInto('newsletter_campaigns')
      .values({
        subject: 'Queued in the backup',
        content: '<p>Queued</p>',
        status: 'sending',
        created_by: null,
        created_at: nowSeconds(),
        recipient_count: RECIPIENTS,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const subscribers = await db.selectFrom('newsletter_subscribers').select('id').execute()
    await db
      .insertInto('newsletter_deliveries')
      .values(
        subscribers.map((s, i) => ({
          campaign_id: queued.id,
          subscriber_id: s.id,
          status: 'pending' as const,
          token: `queued-token-${i}-${queued.id}-abcdefghijkl`,
          attempts: 0,
          next_attempt_at: nowSeconds(),
        })),
      )
      .execute()

    // Started as a staging copy: it serves, says it holds its mail, and sends nothing.
    await site.start('localhost')
    await pause(WATCH_MS)
    expect(smtp.mails).toHaveLength(RECIPIENTS)
    const warnings = site.log.filter((line) => line.includes('Mail is held'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('last sent mail as 127.0.0.1, and this site is localhost')
    const ready = await fetch(`http://127.0.0.1:${site.port}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready', mail: { held: true } })
    const admin = await adminOf(site)
    const hold = (await admin.get('/api/admin/mail')).json
    expect(hold).toMatchObject({ held: true, since: expect.any(Number) })
    expect(hold.reason).toContain('127.0.0.1')
    const status = site.cli('localhost', ['mail', 'status'])
    expect(status.code, status.err).toBe(0)
    expect(status.out).toMatch(/^Mail is held since \d{4}-\d\d-\d\dT/)

    // Released from the command line while it runs: it follows on its next round.
    const released = site.cli('localhost', ['mail', 'release'])
    expect(released.code, released.err).toBe(0)
    expect(released.out).toContain('Mail is released')
    await smtp.waitFor(2 * RECIPIENTS, 30_000)
    await pause(2000)
    expect(smtp.mails).toHaveLength(2 * RECIPIENTS)
    expectOncePerRecipient(smtp, emails, ['Before the copy', 'Queued in the backup'])
    expect((await admin.get('/api/admin/mail')).json).toEqual({ held: false, reason: null, since: null })

    // The release made this address the site's: it starts again without holding.
    await site.stop()
    await site.start('localhost')
    expect((await (await adminOf(site)).get('/api/admin/mail')).json.held).toBe(false)
    expect(site.log.filter((line) => line.includes('Mail is held'))).toHaveLength(0)
    await site.stop()
  })
})

describe('holding by MAIL_HOLD=on and from the command line', () => {
  const site = useSite()

  it('holds, and the admin’s release sends each recipient once', { timeout: 120_000 }, async () => {
    const { smtp } = site
    await site.start('127.0.0.1', { MAIL_HOLD: 'on' })
    const { db } = await site.db()
    const emails = await insertActiveSubscribers(db, 'envhold-', RECIPIENTS)
    let admin = await adminOf(site)
    await createAndSend(admin, 'Under MAIL_HOLD')
    await pause(WATCH_MS)
    expect(smtp.mails).toHaveLength(0)
    const hold = (await admin.get('/api/admin/mail')).json
    expect(hold).toMatchObject({ held: true, since: null })
    expect(hold.reason).toMatch(/^MAIL_HOLD=on/)
    const refused = await admin.send('POST', '/api/admin/mail/release')
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatch(/MAIL_HOLD=on/)
    expect(site.log.filter((line) => line.includes('Mail is held'))).toHaveLength(1)
    await site.stop()

    // Without the variable the queue goes out, once each.
    await site.start('127.0.0.1')
    await smtp.waitFor(RECIPIENTS, 30_000)

    // The operator holds the running site from the command line; a new campaign then waits.
    const held = site.cli('127.0.0.1', ['mail', 'hold', 'Maintenance', 'window'])
    expect(held.code, held.err).toBe(0)
    admin = await adminOf(site)
    await createAndSend(admin, 'During maintenance')
    await pause(WATCH_MS)
    expect(smtp.mails).toHaveLength(RECIPIENTS)
    expect((await admin.get('/api/admin/mail')).json).toMatchObject({
      held: true,
      reason: 'Maintenance window',
    })

    const released = await admin.send('POST', '/api/admin/mail/release')
    expect(released.status, released.text).toBe(200)
    await smtp.waitFor(2 * RECIPIENTS, 30_000)
    await pause(2000)
    expect(smtp.mails).toHaveLength(2 * RECIPIENTS)
    expectOncePerRecipient(smtp, emails, ['Under MAIL_HOLD', 'During maintenance'])
    await site.stop()
  })
})
