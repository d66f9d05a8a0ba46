import { createECDH } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../../test/actors'
import { createSpaceRow } from '../../../../test/factories'
import { type PushService, startPushService } from '../../../../test/push-service'
import { startTestServer, type TestServer } from '../../../../test/test-app'
import { nowSeconds } from '../../../lib/time'
import { NOTIFICATIONS_JOB } from '../delivery/delivery.job'

/**
 * Web Push subscriptions are bounded: keys are checked as what they are, each account keeps its 10
 * newest, an endpoint moves to another account only with the same keys, and a subscription nothing
 * can be sent to is removed. Against the local push service `web-push-testing`, on SQLite (or
 * PostgreSQL with TEST_DATABASE_URL).
 */
describe('push subscriptions', () => {
  let push: PushService
  let server: TestServer
  let publicKey: string

  const subscribe = async () => (await push.subscribe(publicKey)).subscription
  const rowsOf = (userId: number) =>
    server.app.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()

  beforeAll(async () => {
    push = await startPushService()
    server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' })
    publicKey = (await (await createActor(server, 'anonymous')).client.get('/api/push/key')).json.publicKey
  })
  afterAll(async () => {
    await server?.close()
    push?.stop()
  })

  it('checks the keys as a P-256 point and a 16-byte secret, with a sentence', async () => {
    const user = await createActor(server, 'user')
    const real = await subscribe()
    const point = Buffer.from(real.keys.p256dh, 'base64url')
    const offCurve = Buffer.from(point)
    offCurve[64] = (offCurve[64] as number) ^ 1
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const compressed = ecdh.getPublicKey(undefined, 'compressed')
    const cases: [{ p256dh: string; auth: string }, RegExp][] = [
      [{ p256dh: 'A', auth: real.keys.auth }, /p256dh key must be a P-256 public key/],
      [{ p256dh: offCurve.toString('base64url'), auth: real.keys.auth }, /p256dh key must be a P-256/],
      [{ p256dh: compressed.toString('base64url'), auth: real.keys.auth }, /65 bytes, an uncompressed point/],
      [
        { p256dh: real.keys.p256dh, auth: 'A' },
        /^The subscription’s auth secret must be 16 bytes in base64url\.$/,
      ],
      [
        { p256dh: real.keys.p256dh, auth: Buffer.alloc(17, 7).toString('base64url') },
        /auth secret must be 16 bytes/,
      ],
    ]
    for (const [keys, sentence] of cases) {
      const res = await user.client.send('POST', '/api/push/subscriptions', { endpoint: real.endpoint, keys })
      expect(res.status, JSON.stringify(keys)).toBe(400)
      expect(res.json.error).toMatch(sentence)
    }
    expect(await rowsOf(user.user!.id)).toHaveLength(0)
    const padded = { ...real.keys, auth: `${real.keys.auth}==` }
    const ok = await user.client.send('POST', '/api/push/subscriptions', { ...real, keys: padded })
    expect(ok.status).toBe(201)
    expect(ok.json.subscriptions).toBe(1)
  })

  it('keeps the 10 most recent subscriptions of an account', async () => {
    const user = await createActor(server, 'user')
    const endpoints: string[] = []
    for (let i = 0; i < 12; i++) {
      const sub = await subscribe()
      endpoints.push(sub.endpoint)
      const res = await user.client.send('POST', '/api/push/subscriptions', sub)
      expect(res.status).toBe(201)
      expect(res.json.subscriptions).toBe(Math.min(i + 1, 10))
    }
    const kept = (await rowsOf(user.user!.id)).map((r) => r.endpoint)
    expect(kept.sort()).toEqual(endpoints.slice(2).sort())
  })

  it('moves an endpoint to another account only with the same keys (the same browser)', async () => {
    const victim = await createActor(server, 'user')
    const other = await createActor(server, 'user')
    const sub = await subscribe()
    expect((await victim.client.send('POST', '/api/push/subscriptions', sub)).status).toBe(201)
    const before = await rowsOf(victim.user!.id)

    const foreignKeys = (await subscribe()).keys
    const taken = await other.client.send('POST', '/api/push/subscriptions', { ...sub, keys: foreignKeys })
    expect(taken.status).toBe(409)
    expect(taken.json.error).toMatch(/^This push endpoint is already registered by another browser/)
    expect(await rowsOf(victim.user!.id)).toEqual(before)
    expect(await rowsOf(other.user!.id)).toHaveLength(0)

    // The same browser, now logged in as the other account: the subscription follows it.
    const moved = await other.client.send('POST', '/api/push/subscriptions', sub)
    expect(moved.status).toBe(201)
    expect(await rowsOf(victim.user!.id)).toHaveLength(0)
    expect((await rowsOf(other.user!.id)).map((r) => r.endpoint)).toEqual([sub.endpoint])
  })

  it('removes a subscription nothing can be encrypted to, and one the service refuses, at delivery', async () => {
    const fan: Actor = await createActor(server, 'user')
    const host = await createActor(server, 'host')
    const good = await push.subscribe(publicKey)
    const expired = await push.subscribe(publicKey)
    for (const sub of [good, expired]) {
      expect((await fan.client.send('POST', '/api/push/subscriptions', sub.subscription)).status).toBe(201)
    }
    await push.expire(expired.clientHash)
    // A row saved before keys were checked: "A" is no P-256 key.
    await server.app.db
      .insertInto('push_subscriptions')
      .values({
        user_id: fan.user!.id,
        endpoint: `${good.subscription.endpoint}-legacy`,
        p256dh: 'A',
        auth: 'A',
        created_at: nowSeconds() - 60,
      })
      .execute()
    expect(await rowsOf(fan.user!.id)).toHaveLength(3)

    await fan.client.send('PUT', '/api/notifications/settings', { remind_minutes_before: [60] })
    const id = await createSpaceRow(server, host.user!, {
      title: 'Pushed Space',
      scheduled_start: nowSeconds() + 20 * 60,
    })
    expect((await fan.client.send('POST', `/api/spaces/${id}/reminder`)).status).toBe(200)
    await server.app.jobs.run(NOTIFICATIONS_JOB)
    await server.app.jobs.run(NOTIFICATIONS_JOB)

    expect(await push.messages(good.clientHash)).toHaveLength(1)
    expect((await rowsOf(fan.user!.id)).map((r) => r.endpoint)).toEqual([good.subscription.endpoint])
  })
})
