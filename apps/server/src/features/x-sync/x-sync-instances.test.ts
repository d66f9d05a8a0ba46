import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../../test/actors'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db'
import { seedDemoData } from '../../db/seed/seed'
import { X_ONLY_SPACES } from '../../x/sandbox/fixture'
import { runXSync, syncNow } from './x-sync.service'

/**
 * The X import across instances (one database, one sandbox over real HTTP), the demo
 * community through the in-process sandbox, and where the import cannot run. SQLite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
describe('two instances on one database', () => {
  let database: TestDatabase
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    database = await createTestDatabase()
    a = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { database, xSandbox: 'self' })
    b = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { database, xSandbox: a.baseUrl })
  })
  afterAll(async () => {
    await b.close()
    await a.close()
    await database.drop()
  })

  it('running the import together create each Space once', async () => {
    const x = new TestClient(a.baseUrl)
    const hosts = await Promise.all([createActor(a, 'host'), createActor(a, 'host'), createActor(a, 'host')])
    const ids: string[] = []
    for (const host of hosts) {
      for (const n of [1, 2, 3]) {
        const res = await x.send('POST', '/x-sandbox/control/spaces', {
          username: host.user?.username,
          title: `Together ${n}`,
          starts_in_minutes: 60 * n,
        })
        ids.push(res.json.data.id)
      }
    }
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        runXSync(a.app.xSync),
        runXSync(b.app.xSync),
        runXSync(a.app.xSync),
        runXSync(b.app.xSync),
      ])
    }
    const rows = await a.app.db
      .selectFrom('spaces')
      .select(['x_import_id'])
      .where('x_import_id', 'in', ids)
      .execute()
    expect(rows.map((r) => r.x_import_id).sort()).toEqual([...ids].sort())
  })
})

describe('the demo community, through the in-process sandbox', () => {
  it('imports the X-only demo Spaces, one live, and merges the seeded ones rather than duplicating them', async () => {
    const server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' })
    try {
      await seedDemoData(server.app.db)
      const count = async () =>
        Number(
          (
            await server.app.db
              .selectFrom('spaces')
              .select((eb) => eb.fn.countAll<string | number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      const before = await count()
      const run = await syncNow(server.app.xSync)
      expect(run).toMatchObject({ error: null, created: X_ONLY_SPACES.length, calls: 1 })
      expect(run.updated).toBeGreaterThan(5)
      expect(await count()).toBe(before + X_ONLY_SPACES.length)
      const live = await server.app.db
        .selectFrom('spaces')
        .select(['title', 'source', 'live_listeners'])
        .where('x_state', '=', 'live')
        .where('source', '=', 'x')
        .execute()
      expect(live).toEqual([{ title: X_ONLY_SPACES[0]?.title, source: 'x', live_listeners: 143 }])
      // (Fixture Spaces follow the clock, so a later run may move one; none is created twice.)
      expect(await syncNow(server.app.xSync)).toMatchObject({ created: 0, canceled: 0 })
      expect(await count()).toBe(before + X_ONLY_SPACES.length)
    } finally {
      await server.close()
    }
  })
})

describe('the periodic run', () => {
  it('runs once per interval across instances, while Sync now always runs', async () => {
    const database = await createTestDatabase()
    const a = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '300' }, { database, xSandbox: 'self' })
    const b = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '300' }, { database, xSandbox: a.baseUrl })
    try {
      expect(await runXSync(a.app.xSync)).not.toBeNull()
      expect(await runXSync(b.app.xSync)).toBeNull()
      expect(await runXSync(a.app.xSync)).toBeNull()
      expect((await syncNow(b.app.xSync)).error).toBeNull()
    } finally {
      await b.close()
      await a.close()
      await database.drop()
    }
  })
})

describe('where the X import cannot run', () => {
  it('stays off with a reason on real X without X_BEARER_TOKEN', async () => {
    const server = await startTestServer({ X_MODE: 'live', X_CLIENT_ID: 'real-client' })
    try {
      expect(server.config.xSync.offReason).toContain('X_BEARER_TOKEN')
      await expect(syncNow(server.app.xSync)).rejects.toThrow('X_BEARER_TOKEN')
      expect(await runXSync(server.app.xSync)).toBeNull()
    } finally {
      await server.close()
    }
  })

  it('has no sandbox control page in production without X_SANDBOX', async () => {
    const server = await startTestServer({
      NODE_ENV: 'production',
      X_CLIENT_ID: 'real-client',
      X_CLIENT_SECRET: 'real-secret',
      X_BEARER_TOKEN: 'real-token',
    })
    try {
      const client = new TestClient(server.baseUrl)
      expect((await client.request('GET', '/x-sandbox/control')).status).toBe(404)
      expect((await client.request('POST', '/x-sandbox/control/rate-limit')).status).not.toBe(200)
      expect((await client.request('GET', '/x-sandbox/control/state')).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})
