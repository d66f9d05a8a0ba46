import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../src/db/client'
import { SEND_CONCURRENCY } from '../src/features/notifications/notifications.job'
import { insertFollowers } from './factories'
import { spawnServer, waitForHealth } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * Issue 22: kill -9 while the reminders job is mailing, then restart: nobody misses their reminder,
 * and the only duplicates are messages in flight at the kill (at most SEND_CONCURRENCY). The built
 * server, as `npm start` runs it, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
const FOLLOWERS = 300

describe('kill -9 while reminders are being mailed', () => {
  let smtp: SmtpCatcher
  let database: TestDatabase
  let child: ChildProcess | undefined
  beforeAll(async () => {
    // Each message takes a moment, so the kill lands while the job is under way.
    smtp = await startSmtpCatcher({ delayMs: 100 })
    database = await createTestDatabase()
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await smtp.close()
    await database.drop()
  })

  it('reaches every follower after a restart; duplicates only for messages in flight', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const start = (runJobs: boolean) =>
      spawnServer({
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'error',
        SMTP_URL: smtp.url,
        RUN_JOBS: String(runJobs),
        NEWSLETTER_RATE_PER_MINUTE: '100000',
        REMINDERS_INTERVAL_SECONDS: '1',
        // A dead instance's claims come free after this; long enough to ride out a slow database.
        NOTIFICATIONS_LEASE_SECONDS: '10',
      })
    // First without jobs: the server creates the schema, then the test writes the followers.
    child = start(false)
    await waitForHealth(baseUrl)
    const { db, close } = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    try {
      const emails = await insertFollowers(db, {
        prefix: 'crash_',
        count: FOLLOWERS,
        startsInSeconds: 20 * 60,
        title: 'Crash-proof reminders',
      })
      child.kill('SIGKILL')
      await new Promise((resolve) => child?.once('exit', resolve))

      // Not waiting for /healthz: the server runs its jobs once before it listens.
      child = start(true)
      await smtp.waitFor(FOLLOWERS / 3, 60_000)
      child.kill('SIGKILL')
      await new Promise((resolve) => child?.once('exit', resolve))
      expect(smtp.mails.length).toBeLessThan(FOLLOWERS)

      child = start(true)
      await waitForHealth(baseUrl)
      const deadline = Date.now() + 90_000
      while (Date.now() < deadline) {
        const counts = smtp.countsByRecipient()
        if (emails.every((email) => (counts.get(email) ?? 0) >= 1)) break
        await new Promise((r) => setTimeout(r, 250))
      }
      const counts = smtp.countsByRecipient()
      const missed = emails.filter((email) => (counts.get(email) ?? 0) === 0)
      expect(missed).toEqual([])
      const duplicates = smtp.mails.length - FOLLOWERS
      expect(duplicates).toBeGreaterThanOrEqual(0)
      expect(duplicates).toBeLessThanOrEqual(SEND_CONCURRENCY)
      for (const mail of smtp.mails) expect(mail.parsed.subject ?? '').toContain('Crash-proof reminders')
    } finally {
      await close()
    }
  })
})
