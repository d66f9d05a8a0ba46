import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type DbHandle } from '../src/db/client'
import { insertActiveSubscribers } from './factories'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * A mail outage waited out, on the built server as `npm start` runs it, on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): the SMTP server's port is closed for longer than the first steps of the retry
 * ladder (NEWSLETTER_RETRY_SECONDS=1: 1 s, 2 s, 4 s…), and the admin's API says "retrying" with
 * counts that add up; then a real SMTP server opens on that very port, and every recipient gets the
 * campaign exactly once, none failed. Each failing round leaves one warning in the log, not one per
 * recipient.
 */
const ADMIN = 'outage_admin'
const RECIPIENTS = 40

interface CampaignRow {
  status: string
  recipient_count: number
  sent_count: number
  waiting_count: number
  failed_count: number
  retrying_since: number | null
  retry_reason: string | null
}

describe('an SMTP outage', () => {
  let database: TestDatabase
  let child: ChildProcess | undefined
  let smtp: SmtpCatcher | undefined
  let handle: DbHandle | undefined
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await handle?.close()
    await smtp?.close()
    await database.drop()
  })

  it('is waited out: "retrying" meanwhile, then every recipient once and none failed', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort()
    const smtpPort = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const log: string[] = []
    child = spawnServer(
      {
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // Nothing listens here until the outage ends.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NEWSLETTER_RATE_PER_MINUTE: '100000',
        NEWSLETTER_RETRY_SECONDS: '1',
        ADMIN_USERNAMES: ADMIN,
      },
      { stdio: 'pipe' },
    )
    child.stdout?.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)))
    await waitForHealth(baseUrl)
    handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    const emails = await insertActiveSubscribers(handle.db, 'outage-', RECIPIENTS)
    const admin = new TestClient(baseUrl)
    await admin.login(ADMIN)
    const created = await admin.send('POST', '/api/newsletter/campaigns', {
      subject: 'Through the outage',
      content: '<p>Hello</p>',
    })
    const id = created.json.campaign.id as number
    expect((await admin.send('POST', `/api/newsletter/campaigns/${id}/send`)).status).toBe(202)
    const campaign = async () =>
      (
        (await admin.get('/api/newsletter/campaigns')).json.campaigns as (CampaignRow & { id: number })[]
      ).find((c) => c.id === id) as CampaignRow

    // Past the ladder's first steps (1 + 2 + 4 s): several failing rounds, nothing lost.
    const deadline = Date.now() + 60_000
    let attempts = 0
    while (attempts < 4 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
      const rows = await handle.db
        .selectFrom('newsletter_deliveries')
        .select('attempts')
        .where('campaign_id', '=', id)
        .execute()
      attempts = Math.min(...rows.map((r) => r.attempts))
    }
    expect(attempts).toBeGreaterThanOrEqual(4)
    const during = await campaign()
    expect(during).toMatchObject({
      status: 'sending',
      recipient_count: RECIPIENTS,
      sent_count: 0,
      waiting_count: RECIPIENTS,
      failed_count: 0,
      retry_reason: 'mail server unreachable',
    })
    expect(during.retrying_since).toEqual(expect.any(Number))
    const warnings = log.filter((line) => line.includes('Newsletter mail could not go out'))
    // One warning per failing round, not per recipient: a step of the ladder takes one round, or two
    // when its deliveries fell due a second apart; recipients × rounds would be hundreds.
    expect(warnings.length).toBeGreaterThanOrEqual(3)
    expect(warnings.length).toBeLessThanOrEqual(2 * attempts + 2)
    expect(warnings[0]).toContain('mail server unreachable')
    expect(warnings[0]).toContain(`${RECIPIENTS} waiting`)

    // The mail server comes back on the same port: the next round delivers everything, once.
    smtp = await startSmtpCatcher({ port: smtpPort })
    await smtp.waitFor(RECIPIENTS, 60_000)
    let after = await campaign()
    for (let i = 0; i < 40 && after.status !== 'sent'; i += 1) {
      await new Promise((r) => setTimeout(r, 250))
      after = await campaign()
    }
    expect(after).toMatchObject({
      status: 'sent',
      sent_count: RECIPIENTS,
      waiting_count: 0,
      failed_count: 0,
      retrying_since: null,
      retry_reason: null,
    })
    expect(smtp.mails).toHaveLength(RECIPIENTS)
    const counts = smtp.countsByRecipient()
    for (const email of emails) expect(counts.get(email), email).toBe(1)
  })
})
