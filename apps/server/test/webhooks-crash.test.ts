import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { useCrashRig } from './crash-rig'
import { userValues } from './factories'
import { waitForHealth } from './server-process'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver'

/**
 * Kill -9 while webhooks are in flight (the receiver holds them unanswered), then restart: every
 * event reaches the receiver, and an event sent twice carries the same `webhook-id` both times, so a
 * receiver tells the repeat. The built server, as `npm start` runs it, on SQLite and on PostgreSQL.
 */
const SPACES = 30
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

describe('kill -9 while webhooks are being delivered', () => {
  const rig = useCrashRig({ smtpDelayMs: 0 })
  let receiver: WebhookReceiver
  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    receiver.secrets.push(SECRET)
  })
  afterAll(() => receiver.close())

  it('delivers every event after a restart, repeats keeping their id', { timeout: 120_000 }, async () => {
    const { baseUrl } = rig
    // A claim comes free 2 × the timeout + 5 s after a dead instance took it.
    const start = (runJobs: boolean) => rig.start({ RUN_JOBS: String(runJobs), WEBHOOK_TIMEOUT_SECONDS: '2' })
    start(false)
    await waitForHealth(baseUrl)
    const { db, close } = await rig.openDb()
    try {
      const now = nowSeconds()
      const host = await db
        .insertInto('users')
        .values(userValues('crashhost', 'host', now))
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('webhook_endpoints')
        .values({
          host_id: host.id,
          created_by: host.id,
          url: receiver.url,
          events: 'space.scheduled',
          secret: SECRET,
          created_at: now - 5,
        })
        .execute()
      await db
        .insertInto('spaces')
        .values(
          Array.from({ length: SPACES }, (_, i) => ({
            host_id: host.id,
            title: `Crash-proof Space ${i}`,
            space_url: `https://x.com/i/spaces/1Crash${i}`,
            scheduled_start: now + 3600 + i * 60,
            state: 'upcoming' as const,
            created_by: host.id,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
      await rig.kill()

      // The receiver answers nothing: the kill lands with deliveries in flight.
      receiver.hold = true
      start(true)
      const deadline = Date.now() + 30_000
      while (receiver.received.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50))
      await rig.kill()
      // Every request that reached the receiver before the kill went unanswered: those may come again.
      const inFlight = receiver.received.length
      expect(inFlight).toBeGreaterThan(0)
      expect(inFlight).toBeLessThan(SPACES)

      receiver.hold = false
      start(true)
      const done = Date.now() + 90_000
      const distinct = () => new Set(receiver.received.map((r) => r.id)).size
      while (distinct() < SPACES && Date.now() < done) await new Promise((r) => setTimeout(r, 250))
      expect(distinct()).toBe(SPACES)
      expect(receiver.rejected).toBe(0)
      // Repeats are only of deliveries in flight at the kill, each with the id it had.
      expect(receiver.received.length - SPACES).toBeLessThanOrEqual(inFlight)
      const titles = new Set(receiver.received.map((r) => r.json.data.title))
      expect(titles.size).toBe(SPACES)
      const rows = await db.selectFrom('webhook_deliveries').select('status').execute()
      await new Promise((r) => setTimeout(r, 1500))
      const after = await db.selectFrom('webhook_deliveries').select('status').execute()
      expect(rows.length).toBe(SPACES)
      expect(after.every((r) => r.status === 'sent')).toBe(true)
    } finally {
      await close()
    }
  })
})
