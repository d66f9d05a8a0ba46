import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { freePort, startTestServer, type TestServer } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'
import { findTestRedis } from './test-redis'

/**
 * The rate limits never turn off because Redis (REDIS_URL) is out: each instance counts on its own
 * meanwhile, `/readyz` stays 200 and names Redis as degraded, the log says once that Redis went and
 * once that it is back, and then the shared counters in Redis are used again. Keys are named after
 * the limit and the client.
 */
const DEGRADED =
  'Redis (REDIS_URL) is not reachable: rate limits are counted by each instance on its own until it is back.'
const startLogin = (baseUrl: string) => new TestClient(baseUrl).get('/api/auth/twitter')

async function loginStatuses(baseUrl: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push((await startLogin(baseUrl)).status)
  return statuses
}

async function readiness(baseUrl: string) {
  return (await new TestClient(baseUrl).get('/readyz')).json as {
    status: string
    degraded?: Record<string, string>
    mail: { held: boolean }
    checks: { redis: { status: string } }
  }
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('Redis on a closed port', () => {
  let server: TestServer
  beforeAll(async () => {
    const closedPort = await freePort()
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '20',
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
    })
  })
  afterAll(() => server?.close())

  it('still refuses the 21st login start of a minute, and /readyz names Redis as degraded (200)', async () => {
    expect(await loginStatuses(server.baseUrl, 25)).toEqual([...Array(20).fill(200), ...Array(5).fill(429)])
    const ready = await new TestClient(server.baseUrl).get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.json).toMatchObject({ status: 'ready', degraded: { redis: DEGRADED } })
    // Only Redis is degraded: the database answers, nothing else is named.
    expect(Object.keys(ready.json.degraded)).toEqual(['redis'])
    expect(ready.json.checks).toMatchObject({ database: { status: 'ok' }, redis: { status: 'degraded' } })
  })
})

const sharedRedis = await findTestRedis()

describe.skipIf(!sharedRedis)('Redis answering (127.0.0.1:6379 or TEST_REDIS_URL)', () => {
  const prefix = `spaces-test-keys-${process.pid}-${Date.now()}:`
  let server: TestServer
  let redis: Redis
  beforeAll(async () => {
    redis = new Redis(sharedRedis as string)
    server = await startTestServer({ REDIS_URL: sharedRedis as string, REDIS_KEY_PREFIX: prefix })
  })
  afterAll(async () => {
    await server?.close()
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('names each counter after its limit and client, and /readyz has nothing degraded', async () => {
    const ready = await readiness(server.baseUrl)
    expect(ready).toMatchObject({
      status: 'ready',
      mail: { held: false },
      checks: { redis: { status: 'ok' } },
    })
    expect(ready.degraded).toBeUndefined()
    expect((await startLogin(server.baseUrl)).status).toBe(200)
    const anonymous = new TestClient(server.baseUrl)
    await anonymous.send('POST', '/api/newsletter/subscribe', { email: 'keys@example.test' })
    const keys = (await redis.keys(`${prefix}*`)).sort()
    expect(keys).toEqual(
      [
        `${prefix}rate-limit:auth:/api/auth/twitter:127.0.0.1`,
        `${prefix}rate-limit:mail:ip:127.0.0.1`,
        `${prefix}rate-limit:writes:ip:127.0.0.1`,
      ].sort(),
    )
    expect(await redis.get(`${prefix}rate-limit:auth:/api/auth/twitter:127.0.0.1`)).toBe('1')
    expect(await redis.pttl(`${prefix}rate-limit:auth:/api/auth/twitter:127.0.0.1`)).toBeGreaterThan(0)
  })
})

describe('Redis going away and coming back (a redis-server of the test’s own)', () => {
  let database: TestDatabase
  let redisPort: number
  let redisServer: ChildProcess | undefined
  let app: ChildProcess | undefined
  const logs: string[] = []

  const startRedis = async () => {
    redisServer = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    })
    const answers = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(redisPort, '127.0.0.1')
        socket.once('connect', () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
    await eventually(answers, 'redis-server to start')
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    redisPort = await freePort()
  })
  afterAll(async () => {
    app?.kill('SIGKILL')
    redisServer?.kill('SIGKILL')
    await database?.drop()
  })

  it('keeps the limits on throughout, and says so once each way', { timeout: 90_000 }, async () => {
    await startRedis()
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    app = spawnServer(
      {
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: `spaces-test-own-${process.pid}:`,
        RATE_LIMIT_AUTH_PER_MINUTE: '5',
      },
      { stdio: 'pipe' },
    )
    app.stdout?.setEncoding('utf8').on('data', (chunk: string) => logs.push(...chunk.split('\n')))
    await waitForHealth(baseUrl)
    const first = await readiness(baseUrl)
    expect(first).toMatchObject({
      status: 'ready',
      mail: { held: false },
      checks: { redis: { status: 'ok' } },
    })
    expect(first.degraded).toBeUndefined()
    expect(await loginStatuses(baseUrl, 2)).toEqual([200, 200])

    redisServer?.kill('SIGKILL')
    await eventually(async () => (await readiness(baseUrl)).degraded?.redis === DEGRADED, 'Redis seen gone')
    expect((await readiness(baseUrl)).checks.redis.status).toBe('degraded')
    // Counted in this instance's memory from the outage on: 5 allowed, then refused.
    expect(await loginStatuses(baseUrl, 7)).toEqual([200, 200, 200, 200, 200, 429, 429])

    await startRedis()
    await eventually(async () => (await readiness(baseUrl)).degraded === undefined, 'Redis seen back')
    // This Redis kept nothing (no persistence): the shared count starts again there.
    expect(await loginStatuses(baseUrl, 6)).toEqual([200, 200, 200, 200, 200, 429])

    const about = (text: string) => logs.filter((line) => line.includes(text))
    // Standard output is written in batches, at most a quarter of a second late.
    await eventually(async () => about('Redis (REDIS_URL) is reachable again').length > 0, 'the log line')
    expect(about('Redis (REDIS_URL) is not reachable')).toHaveLength(1)
    expect(about('Redis (REDIS_URL) is reachable again')).toHaveLength(1)
  })
})
