import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_JOB, SEND_CONCURRENCY } from '../src/features/newsletter/delivery/delivery.job'
import { useCrashRig } from './crash-rig'
import { insertActiveSubscribers } from './factories'
import { TestClient } from './http-client'
import { waitForHealth } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { startTestServer } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * The delivery job's promises, on SQLite and on PostgreSQL (TEST_DATABASE_URL):
 * - two instances sharing one database send a campaign together: every subscriber gets it once;
 * - kill -9 halfway through a send, then restart: every subscriber gets it, and the only duplicates
 *   are deliveries that were in flight at the kill (at most SEND_CONCURRENCY).
 */
async function createAndSend(client: TestClient): Promise<number> {
  const created = await client.send('POST', '/api/newsletter/campaigns', {
    subject: 'Together',
    content: '<p>Hello from <a href="https://example.org/">us</a></p>',
  })
  expect(created.status, created.text).toBe(201)
  const id = created.json.campaign.id as number
  const sent = await client.send('POST', `/api/newsletter/campaigns/${id}/send`)
  expect(sent.status, sent.text).toBe(202)
  return id
}

describe('two instances on one database', () => {
  let smtp: SmtpCatcher
  let database: TestDatabase
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await smtp.close()
    await database.drop()
  })

  it('send one campaign together, exactly once to each subscriber', { timeout: 120_000 }, async () => {
    const env = {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '100000',
      ADMIN_USERNAMES: 'together_admin',
    }
    const a = await startTestServer(env, { database })
    const b = await startTestServer(env, { database })
    try {
      const emails = await insertActiveSubscribers(a.app.db, 'pair-', 400)
      const admin = new TestClient(a.baseUrl)
      await admin.login('together_admin')
      const id = await createAndSend(admin)
      // Both instances' jobs run at once, several times, as their timers would.
      await Promise.all([a, b, a, b].map((s) => s.app.jobs.run(NEWSLETTER_JOB)))
      await Promise.all([a.app.jobs.run(NEWSLETTER_JOB), b.app.jobs.run(NEWSLETTER_JOB)])

      const counts = smtp.countsByRecipient()
      for (const email of emails) expect(counts.get(email), email).toBe(1)
      expect(smtp.mails).toHaveLength(400)
      const campaign = (await admin.get('/api/newsletter/campaigns')).json.campaigns.find(
        (c: { id: number }) => c.id === id,
      )
      expect(campaign).toMatchObject({ status: 'sent', recipient_count: 400, sent_count: 400 })
      const unsent = await a.app.db
        .selectFrom('newsletter_deliveries')
        .select('status')
        .where('campaign_id', '=', id)
        .where('status', '!=', 'sent')
        .execute()
      expect(unsent).toHaveLength(0)
    } finally {
      await a.close()
      await b.close()
    }
  })
})

describe('kill -9 halfway through a send', () => {
  // Each message takes a moment, so the kill lands while the send is under way.
  const rig = useCrashRig({ smtpDelayMs: 5 })

  it('reaches every subscriber after a restart; duplicates only for deliveries in flight', {
    timeout: 120_000,
  }, async () => {
    const { smtp, baseUrl } = rig
    const start = () =>
      rig.start({
        ADMIN_USERNAMES: 'crash_admin',
        // A dead instance's claims come free after this, so the test need not wait a minute; still
        // long enough to ride out a slow database on a busy machine.
        NEWSLETTER_LEASE_SECONDS: '10',
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      })
    start()
    await waitForHealth(baseUrl)
    const { db, close } = await rig.openDb()
    try {
      const total = 600
      const emails = await insertActiveSubscribers(db, 'crash-', total)
      const admin = new TestClient(baseUrl)
      await admin.login('crash_admin')
      const id = await createAndSend(admin)

      await smtp.waitFor(total / 3, 60_000)
      await rig.kill()
      const atKill = smtp.mails.length
      expect(atKill).toBeLessThan(total)

      start()
      await waitForHealth(baseUrl)
      const deadline = Date.now() + 90_000
      let status = ''
      while (status !== 'sent' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250))
        const row = await db
          .selectFrom('newsletter_campaigns')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        status = row.status
      }
      expect(status).toBe('sent')

      const counts = smtp.countsByRecipient()
      for (const email of emails) expect(counts.get(email) ?? 0, email).toBeGreaterThanOrEqual(1)
      const duplicates = smtp.mails.length - total
      expect(duplicates).toBeGreaterThanOrEqual(0)
      expect(duplicates).toBeLessThanOrEqual(SEND_CONCURRENCY)
      // A duplicate is the same delivery again: the same Message-ID, so mail clients can fold it.
      const byRecipient = new Map<string, Set<string>>()
      for (const mail of smtp.mails) {
        const to = mail.to[0] as string
        byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(mail.parsed.messageId ?? ''))
      }
      for (const [to, ids] of byRecipient) expect(ids.size, to).toBe(1)
    } finally {
      await close()
    }
  })
})
