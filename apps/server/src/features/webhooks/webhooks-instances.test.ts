import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUserRow, createWebhookRow, insertSpaceRows } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db'
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver'
import { nowSeconds } from '../../lib/time'

/**
 * Two instances on one database run the webhook outbox at the same moments: every event reaches
 * the receiver once, whichever instance plans and sends it (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
const SPACES = 60

describe('webhooks on two instances', () => {
  let database: TestDatabase
  let a: TestServer
  let b: TestServer
  let receiver: WebhookReceiver

  beforeAll(async () => {
    database = await createTestDatabase()
    a = await startTestServer({}, { database })
    b = await startTestServer({}, { database })
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await receiver.close()
    await a.close()
    await b.close()
    await database.drop()
  })

  it('delivers each (webhook, event) once', { timeout: 60_000 }, async () => {
    const host = await createUserRow(a, 'host')
    const id = await createWebhookRow(a, host)
    const { secret } = await a.app.db
      .updateTable('webhook_endpoints')
      .set({ url: receiver.url, events: 'space.scheduled,space.ended', created_at: nowSeconds() - 5 })
      .where('id', '=', id)
      .returning('secret')
      .executeTakeFirstOrThrow()
    receiver.secrets.push(secret)
    const start = nowSeconds() + 3600
    await insertSpaceRows(
      a,
      host,
      Array.from({ length: SPACES }, (_, i) => start + i * 60),
    )
    await a.app.db.updateTable('spaces').set({ state: 'ended' }).where('host_id', '=', host.id).execute()
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        a.app.jobs.run('webhook-deliveries'),
        b.app.jobs.run('webhook-deliveries'),
        a.app.jobs.run('webhook-deliveries'),
      ])
    }
    expect(receiver.rejected).toBe(0)
    const ids = receiver.received.map((r) => r.id)
    expect(ids).toHaveLength(SPACES * 2)
    expect(new Set(ids).size).toBe(SPACES * 2)
    const types = receiver.received.map((r) => r.json.type)
    expect(types.filter((t) => t === 'space.scheduled')).toHaveLength(SPACES)
    expect(types.filter((t) => t === 'space.ended')).toHaveLength(SPACES)
    const rows = await a.app.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts'])
      .where('endpoint_id', '=', id)
      .execute()
    expect(rows).toHaveLength(SPACES * 2)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })
})
