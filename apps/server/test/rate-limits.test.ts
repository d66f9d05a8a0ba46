import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { type Actor, createActor } from './actors'
import { TestClient } from './http-client'
import { startTestServer, type TestServer } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'
import { findTestRedis } from './test-redis'

/**
 * Logins are limited per IP, writes per user, new Spaces per host per day, on one
 * instance and across instances sharing Redis; public reads are not limited. Every refusal is 429
 * with a sentence and Retry-After.
 */
const redisUrl = await findTestRedis()
if (!redisUrl) {
  console.warn('No Redis (TEST_REDIS_URL, or 127.0.0.1:6379): the shared-counter test is skipped.')
}

type Res = Awaited<ReturnType<TestClient['request']>>

function expectTooMany(res: Res) {
  expect(res.status).toBe(429)
  const wait = Number(res.headers.get('retry-after'))
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(60)
  expect(res.json).toEqual({ error: `Too many requests. Try again in ${wait} seconds.` })
}

const startLogin = (client: TestClient) => client.get('/api/auth/twitter')

describe('logins per IP (RATE_LIMIT_AUTH_PER_MINUTE)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '20' })
  })
  afterAll(() => server.close())

  it('answers 429 with Retry-After after 20 of 200 login starts from one IP', async () => {
    const statuses: number[] = []
    let refused: Res | undefined
    for (let i = 0; i < 200; i++) {
      // A new browser each time: the limit follows the IP, not the cookie.
      const res = await startLogin(new TestClient(server.baseUrl))
      statuses.push(res.status)
      if (res.status === 429) refused ??= res
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses.slice(20)).toEqual(Array(180).fill(429))
    expectTooMany(refused as Res)
  })

  it('counts the callback and the sandbox authorize form on their own, also per IP', async () => {
    const callback = await Promise.all(
      Array.from({ length: 21 }, () =>
        new TestClient(server.baseUrl).request('GET', '/api/auth/twitter/callback?state=x&code=y'),
      ),
    )
    expect(callback.filter((r) => r.status === 302)).toHaveLength(20)
    expectTooMany(callback.find((r) => r.status === 429) as Res)

    const form = (n: number) =>
      new TestClient(server.baseUrl).request('POST', '/x-sandbox/i/oauth2/authorize', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `username=u${n}`,
      })
    const posts = await Promise.all(Array.from({ length: 21 }, (_, n) => form(n)))
    expect(posts.filter((r) => r.status !== 429)).toHaveLength(20)
  })

  it('never limits public reads', async () => {
    const client = new TestClient(server.baseUrl)
    for (let i = 0; i < 100; i++) {
      expect((await client.get('/api/spaces')).status).toBe(200)
    }
  })
})

describe('X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', () => {
  const burst = async (server: TestServer) => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await new TestClient(server.baseUrl).request('GET', '/api/auth/twitter', {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, accept: 'application/json' },
      })
      statuses.push(res.status)
    }
    return statuses
  }

  it('ignores X-Forwarded-For by default: a client cannot spread itself over made-up addresses', async () => {
    const server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3' })
    try {
      expect(await burst(server)).toEqual([200, 200, 200, 429])
    } finally {
      await server.close()
    }
  })

  it('counts each forwarded client on its own behind one trusted proxy hop', async () => {
    const server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1' })
    try {
      expect(await burst(server)).toEqual([200, 200, 200, 200])
    } finally {
      await server.close()
    }
  })
})

describe('writes per user (RATE_LIMIT_WRITES_PER_MINUTE)', () => {
  let server: TestServer
  let host: Actor
  let other: Actor
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '5' })
    host = await createActor(server, 'host')
    other = await createActor(server, 'host')
  })
  afterAll(() => server.close())

  it('refuses the sixth write of one user in a minute, across routes, but not another user', async () => {
    const writes: Res[] = []
    for (let i = 0; i < 3; i++)
      writes.push(await host.client.send('PUT', '/api/profile', { bio: `bio ${i}` }))
    for (let i = 0; i < 3; i++) {
      writes.push(await host.client.send('POST', '/api/profile/links', { url: `https://example.org/${i}` }))
    }
    expect(writes.map((r) => r.status)).toEqual([200, 200, 200, 201, 201, 429])
    expectTooMany(writes[5] as Res)
    const links = await server.app.db
      .selectFrom('profile_links')
      .select('id')
      .where('user_id', '=', host.user!.id)
      .execute()
    expect(links).toHaveLength(2)
    expect((await other.client.send('PUT', '/api/profile', { bio: 'mine' })).status).toBe(200)
    expect((await host.client.get(`/api/profile/${host.user!.username}`)).status).toBe(200)
  })
})

describe('the token POSTs outside /api share the per-IP write limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '5' })
  })
  afterAll(() => server.close())

  it('refuses the sixth anonymous confirm or unsubscribe POST from one IP in a minute', async () => {
    const token = () => 'A'.repeat(31) + String(Math.floor(Math.random() * 10))
    const post = (path: string) =>
      // A new client each time: no cookie to count by, only the IP.
      new TestClient(server.baseUrl).request('POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    const answers: Res[] = []
    for (let i = 0; i < 3; i++) answers.push(await post(`/newsletter/confirm/${token()}`))
    for (let i = 0; i < 3; i++) answers.push(await post(`/newsletter/unsubscribe/${token()}`))
    // Unknown tokens: the page says the link is not valid, until the limit answers instead.
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 429])
    // A page, as every answer to a mail link is, with the same sentence and Retry-After.
    const refused = answers[5] as Res
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(refused.text).toContain('<h1>Too many requests</h1>')
    expect(refused.text).toContain(`Too many requests. Try again in ${wait} seconds.`)
    expect((await post(`/newsletter/confirm/${token()}`)).status).toBe(429)
    // Reads are not writes: the pages themselves still open (an unknown link's says it is not valid).
    expect((await new TestClient(server.baseUrl).get(`/newsletter/confirm/${token()}`)).status).toBe(404)
  })
})

describe('new Spaces per host per day (SPACES_PER_HOST_PER_DAY)', () => {
  let server: TestServer
  let host: Actor
  let admin: Actor
  beforeAll(async () => {
    server = await startTestServer({ SPACES_PER_HOST_PER_DAY: '5' })
    host = await createActor(server, 'host')
    admin = await createActor(server, 'admin')
  })
  afterAll(() => server.close())

  const space = (n: number) => ({ title: `Quota ${n}`, scheduled_start: nowSeconds() + 86400 * (n + 1) })
  const count = async () =>
    (await server.app.db.selectFrom('spaces').select('id').where('host_id', '=', host.user!.id).execute())
      .length

  it('counts each Space of a series, refuses past the quota with 429, and creates nothing then', async () => {
    expect((await host.client.send('POST', '/api/spaces', space(1))).status).toBe(201)
    const series = await host.client.send('POST', '/api/spaces/recurring', {
      ...space(2),
      recurrence_pattern: 'weekly',
      repeats: 3,
    })
    expect(series.status).toBe(201)
    expect(await count()).toBe(4)

    const tooBig = await host.client.send('POST', '/api/spaces/recurring', {
      ...space(3),
      recurrence_pattern: 'weekly',
      repeats: 2,
    })
    expect(tooBig.status).toBe(429)
    expect(tooBig.json.error).toMatch(
      /^This profile has reached its limit of 5 new Spaces a day\. Try again in /,
    )
    const wait = Number(tooBig.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(86400 - 120)
    expect(wait).toBeLessThanOrEqual(86400)
    expect(await count()).toBe(4)

    expect((await host.client.send('POST', '/api/spaces', space(4))).status).toBe(201)
    // An admin creating on the host's profile counts against the same profile.
    const byAdmin = await admin.client.send('POST', '/api/spaces', { ...space(5), host_id: host.user!.id })
    expect(byAdmin.status).toBe(429)
    expect(await count()).toBe(5)
  })

  it('makes room again as the day’s Spaces age past 24 hours', async () => {
    await server.app.db
      .updateTable('spaces')
      .set({ created_at: nowSeconds() - 86400 - 1 })
      .where('host_id', '=', host.user!.id)
      .where('title', '=', 'Quota 1')
      .execute()
    expect((await host.client.send('POST', '/api/spaces', space(6))).status).toBe(201)
    expect((await host.client.send('POST', '/api/spaces', space(7))).status).toBe(429)
  })
})

describe.skipIf(!redisUrl)('two instances sharing Redis (REDIS_URL)', () => {
  let database: TestDatabase
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    database = await createTestDatabase()
    const env = {
      RATE_LIMIT_AUTH_PER_MINUTE: '20',
      REDIS_URL: redisUrl as string,
      REDIS_KEY_PREFIX: `spaces-test-shared-${process.pid}-${Date.now()}:`,
    }
    first = await startTestServer(env, { database })
    second = await startTestServer(env, { database })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
  })

  it('allows 20 login starts from one IP in all, whichever instance answers', async () => {
    const results: { instance: number; status: number; res: Res }[] = []
    for (let i = 0; i < 200; i++) {
      const instance = i % 2
      const res = await startLogin(new TestClient((instance ? second : first).baseUrl))
      results.push({ instance, status: res.status, res })
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(20)
    expect(results.slice(20).every((r) => r.status === 429)).toBe(true)
    const refusedBy = new Set(results.filter((r) => r.status === 429).map((r) => r.instance))
    expect(refusedBy).toEqual(new Set([0, 1]))
    expectTooMany((results.find((r) => r.status === 429) as { res: Res }).res)
  })
})
