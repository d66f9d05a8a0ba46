import { createServer, type Server } from 'node:net'
import { ZAdminHealth, ZReadiness } from '@spaces/shared/schemas/health'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_JOB } from '../src/features/newsletter/delivery/delivery.job'
import { holdMail, releaseMail } from '../src/lib/mail-hold'
import { createActor } from './actors'
import { insertActiveSubscribers, userValues } from './factories'
import { TestClient } from './http-client'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort, startTestServer, type TestServer } from './test-app'
import { until } from './until'

/**
 * `/readyz` tells (docs/operations.md, "Health"), on SQLite and PostgreSQL (TEST_DATABASE_URL): each
 * part by name under `checks`; a mail server that does not answer, or an X import that failed, named
 * under `degraded` with a sentence that carries no address or error text, and still 200; held mail and
 * a queue are figures, not a degradation; 503 while draining. The admin's `/api/admin/health` says the
 * same with the reasons. Redis's part is in redis-down.test.ts, the drain's with a built server in
 * shutdown.test.ts.
 */
async function readyz(baseUrl: string) {
  const res = await new TestClient(baseUrl).get('/readyz')
  expect(res.status).toBe(200)
  return ZReadiness.parse(res.json)
}

describe('a mail server that does not answer, and an X import that failed', () => {
  let server: TestServer
  // A "mail server" that hangs up on every connection, and counts them.
  let mailServer: Server
  let connections = 0
  beforeAll(async () => {
    mailServer = createServer((socket) => {
      connections += 1
      socket.destroy()
    })
    await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve))
    const smtpPort = (mailServer.address() as { port: number }).port
    const xPort = await freePort()
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      X_API_BASE: `http://127.0.0.1:${xPort}/2`,
    })
  })
  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => mailServer?.close(resolve))
  })

  it('names both under degraded, without addresses or error text, and stays 200', async () => {
    // The first probe starts the one check of the mail server; a later one knows its outcome.
    await server.app.db
      .insertInto('users')
      .values({ ...userValues(`ready_x_${process.pid % 1000}`, 'host'), x_user_id: '4242424243' })
      .execute()
    await server.app.jobs.run('x-sync')
    const ready = await until(
      () => readyz(server.baseUrl),
      (r) => r.checks.smtp.status === 'degraded' && r.checks.x_import.status === 'degraded',
      'the mail server and the X import seen failing',
    )
    expect(ready.status).toBe('ready')
    expect(ready.degraded).toEqual({
      smtp: 'The mail server (SMTP_URL) did not answer as it should at the last try (mail server unreachable): mail waits and is tried again.',
      x_import: 'The last X import recorded an error: admins see it on the Health screen.',
    })
    expect(JSON.stringify(ready)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/)
    expect(ready.checks.smtp.checked_at).toBeGreaterThan(0)
    expect(ready.checks.x_import.last_run_at).toBeGreaterThan(0)
  })

  it('checks the mail server by connection at most once a minute, however often it is asked', async () => {
    await until(
      () => readyz(server.baseUrl),
      (r) => r.checks.smtp.status !== 'unknown',
      'one check',
    )
    const before = connections
    expect(before).toBe(1)
    for (let i = 0; i < 10; i++) await readyz(server.baseUrl)
    await new Promise((r) => setTimeout(r, 500))
    expect(connections).toBe(before)
  })
})

describe('held mail, queues and jobs, for everyone and for the admin', () => {
  let server: TestServer
  let smtp: SmtpCatcher
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    server = await startTestServer({
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '100000',
      X_SYNC_INTERVAL_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  it('shows a held queue as figures, not as a degradation, and the admin what is held and why', async () => {
    const admin = await createActor(server, 'admin')
    await holdMail(server.app.db, 'Held while the readiness test looks.')
    await insertActiveSubscribers(server.app.db, `ready-${process.pid}-`, 4)
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Waiting',
      content: '<p>Hello</p>',
    })
    await admin.client.send('POST', `/api/newsletter/campaigns/${created.json.campaign.id}/send`)
    await server.app.jobs.run(NEWSLETTER_JOB)

    const ready = await until(
      () => readyz(server.baseUrl),
      (r) => r.checks.outboxes.newsletter_deliveries?.depth === 4,
      'four deliveries waiting',
    )
    expect(ready).toMatchObject({ status: 'ready', mail: { held: true } })
    expect(ready.degraded).toBeUndefined()
    expect(ready.checks.outboxes.notification_deliveries).toEqual({ depth: 0, oldest_age_seconds: 0 })
    expect(ready.checks.x_import).toEqual({ status: 'ok', last_run_at: null, lag_seconds: null })
    expect(ready.checks.jobs[NEWSLETTER_JOB]).toMatchObject({ status: 'ok', running: false })
    expect(smtp.mails).toHaveLength(0)

    const health = await admin.client.get('/api/admin/health')
    expect(health.status).toBe(200)
    const facts = ZAdminHealth.parse(health.json)
    expect(facts.mail).toMatchObject({ held: true, reason: 'Held while the readiness test looks.' })
    expect(facts.instance).toMatchObject({ version: '0.1.0', redis: 'off' })
    expect(facts.instance.uptime_seconds).toBeGreaterThanOrEqual(0)
    const news = facts.outboxes.find((o) => o.name === 'newsletter_deliveries')
    expect(news).toMatchObject({ label: 'Newsletter mail', depth: 4, channels: [{ channel: 'email' }] })
    expect(news?.channels[0]?.counts.waiting).toBe(4)
    expect(facts.jobs.map((job) => job.name)).toContain(NEWSLETTER_JOB)

    await releaseMail(server.app.db, new URL(server.baseUrl).hostname)
    await server.app.jobs.run(NEWSLETTER_JOB)
    await smtp.waitFor(4)
    const after = await until(
      () => readyz(server.baseUrl),
      (r) => r.checks.outboxes.newsletter_deliveries?.depth === 0,
      'the queue sent',
    )
    expect(after).toMatchObject({ mail: { held: false }, checks: { smtp: { status: 'ok' } } })
  })

  it('answers 503 from the moment the instance drains, and the Health screen only to admins', async () => {
    const user = await createActor(server, 'user')
    expect((await user.client.get('/api/admin/health')).status).toBe(403)
    expect((await new TestClient(server.baseUrl).get('/api/admin/health')).status).toBe(401)
    server.app.drain.start()
    const res = await new TestClient(server.baseUrl).get('/readyz')
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'This instance is shutting down.' })
  })
})
