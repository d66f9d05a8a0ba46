import { describe, expect, it } from 'vitest'
import { SEND_CONCURRENCY } from '../src/features/notifications/delivery/delivery.job'
import { useCrashRig } from './crash-rig'
import { insertFollowers } from './factories'
import { waitForHealth } from './server-process'

/**
 * Kill -9 while the reminders job is mailing, then restart: nobody misses their reminder,
 * and the only duplicates are messages in flight at the kill (at most SEND_CONCURRENCY). The built
 * server, as `npm start` runs it, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
const FOLLOWERS = 300

describe('kill -9 while reminders are being mailed', () => {
  // Each message takes a moment, so the kill lands while the job is under way.
  const rig = useCrashRig({ smtpDelayMs: 100 })

  it('reaches every follower after a restart; duplicates only for messages in flight', {
    timeout: 120_000,
  }, async () => {
    const { smtp, baseUrl } = rig
    const start = (runJobs: boolean) =>
      rig.start({
        RUN_JOBS: String(runJobs),
        REMINDERS_INTERVAL_SECONDS: '1',
        // A dead instance's claims come free after this; long enough to ride out a slow database.
        NOTIFICATIONS_LEASE_SECONDS: '10',
      })
    // First without jobs: the server creates the schema, then the test writes the followers.
    start(false)
    await waitForHealth(baseUrl)
    const { db, close } = await rig.openDb()
    try {
      const emails = await insertFollowers(db, {
        prefix: 'crash_',
        count: FOLLOWERS,
        startsInSeconds: 20 * 60,
        title: 'Crash-proof reminders',
      })
      await rig.kill()

      // Not waiting for /healthz: the server runs its jobs once before it listens.
      start(true)
      await smtp.waitFor(FOLLOWERS / 3, 60_000)
      await rig.kill()
      expect(smtp.mails.length).toBeLessThan(FOLLOWERS)

      start(true)
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
