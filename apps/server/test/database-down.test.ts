import { connect, createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from './actors'
import { methodOf, ROUTE_CATALOGUE, registeredRouteKeys } from './route-catalogue'
import { freePort, startTestServer, type TestServer } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * While the database cannot be reached every API call answers 503 with a
 * sentence (never 500), and the API recovers by itself when the database is back.
 */
const UNAVAILABLE = { error: 'The service is briefly unavailable. Try again shortly.' }
const isPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** A TCP relay between the app and PostgreSQL that the test can cut and restore. */
class CuttableProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => {})
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.server = server
  }

  async down(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    if (server) await new Promise((resolve) => server.close(resolve))
  }
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('did not recover in time')
}

describe.runIf(isPostgres)('PostgreSQL unreachable', () => {
  let database: TestDatabase
  let proxy: CuttableProxy
  let server: TestServer
  let admin: Actor

  beforeAll(async () => {
    database = await createTestDatabase()
    const real = new URL(database.databaseUrl as string)
    proxy = new CuttableProxy(await freePort(), { host: real.hostname, port: Number(real.port || 5432) })
    await proxy.up()
    const viaProxy = new URL(real)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    server = await startTestServer({}, { database: { ...database, databaseUrl: viaProxy.toString() } })
    admin = await createActor(server, 'admin')
  })
  afterAll(async () => {
    await server?.close()
    await proxy?.down()
    await database?.drop()
  })

  it('answers 503 with a sentence to every API call, and recovers by itself', {
    timeout: 60_000,
  }, async () => {
    expect((await admin.client.get('/api/spaces')).status).toBe(200)
    const token = await admin.client.fetchCsrfToken()
    await proxy.down()

    const apiRoutes = registeredRouteKeys(server).filter((key) => key.split(' ')[1]?.startsWith('/api/'))
    expect(apiRoutes.length).toBeGreaterThan(20)
    for (const key of apiRoutes) {
      const row = ROUTE_CATALOGUE[key]
      // Paths with ids: any well-formed id will do, since nothing can be looked up.
      const path = (typeof row?.path === 'string' ? row.path : key.split(' ')[1])
        ?.replace(/:\w+/g, '1')
        .replace('/api/auth/twitter/callback', '/api/auth/twitter/callback?state=s&code=c') as string
      const method = methodOf(key)
      const res =
        method === 'GET'
          ? await admin.client.get(path)
          : await admin.client.request(method, path, {
              headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
              body: JSON.stringify({}),
            })
      expect(res.status, key).toBe(503)
      expect(res.json, key).toEqual(UNAVAILABLE)
      expect(Number(res.headers.get('retry-after')), key).toBeGreaterThan(0)
    }
    expect((await admin.client.get('/readyz')).status).toBe(503)

    await proxy.up()
    await eventually(async () => (await admin.client.get('/api/spaces')).status === 200)
    expect((await admin.client.get('/api/auth/user')).json.user.id).toBe(admin.user!.id)
  })
})

/** A database that refuses connections (55000, e.g. during maintenance) is 503 too. */
describe.runIf(isPostgres)('PostgreSQL not accepting connections (SQLSTATE 55000)', () => {
  let database: TestDatabase
  let server: TestServer
  let host: Actor
  let name: string

  /** A statement on the server that created the test database, not on the app's own pool. */
  async function asAdmin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    name = new URL(database.databaseUrl as string).pathname.slice(1)
    server = await startTestServer({}, { database })
    host = await createActor(server, 'host')
  })
  afterAll(async () => {
    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {})
    await server?.close()
    await database?.drop()
  })

  it('answers 503 with a sentence while connections are refused, and recovers by itself', {
    timeout: 60_000,
  }, async () => {
    expect((await host.client.get('/api/auth/user')).json.user.id).toBe(host.user!.id)
    // What maintenance does: no new connections, and the open ones closed.
    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`)

    const refused = await new pg.Client({ connectionString: database.databaseUrl }).connect().then(
      () => undefined,
      (err: unknown) => err as { code?: string },
    )
    expect(refused?.code).toBe('55000')
    for (let i = 0; i < 4; i++) {
      const read = await host.client.get('/api/auth/user')
      expect(read.status, `read ${i}`).toBe(503)
      expect(read.json).toEqual(UNAVAILABLE)
      expect(Number(read.headers.get('retry-after'))).toBeGreaterThan(0)
      const write = await host.client.send('PUT', '/api/profile', { bio: 'during maintenance' })
      expect(write.status, `write ${i}`).toBe(503)
      expect(write.json).toEqual(UNAVAILABLE)
    }

    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    await eventually(async () => (await host.client.get('/api/auth/user')).status === 200)
    expect((await host.client.send('PUT', '/api/profile', { bio: 'after' })).status).toBe(200)
  })
})

describe.runIf(!isPostgres)('SQLite locked by another process', () => {
  let server: TestServer
  let host: Actor

  beforeAll(async () => {
    server = await startTestServer()
    host = await createActor(server, 'host')
  })
  afterAll(() => server?.close())

  it('answers a write 503 with a sentence past the busy timeout, then works again', {
    timeout: 30_000,
  }, async () => {
    const other = new SQLite(path.join(server.config.dataDir, 'spaces.sqlite'))
    other.exec('BEGIN IMMEDIATE')
    try {
      const res = await host.client.send('PUT', '/api/profile', { bio: 'while locked' })
      expect(res.status).toBe(503)
      expect(res.json).toEqual(UNAVAILABLE)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      // Reads go on: WAL lets readers past a writer.
      expect((await host.client.get('/api/spaces')).status).toBe(200)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    expect((await host.client.send('PUT', '/api/profile', { bio: 'after' })).status).toBe(200)
  })
})
