import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, type ActorKind, createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { TestClient } from './http-client'
import { startTestServer, type TestServer } from './test-app'

/**
 * Every API route × every actor → the expected status. A route registered without a row here fails
 * the first test, so a new endpoint cannot ship without someone deciding who may call it.
 */
interface Row {
  /** The request to make; a function when it needs ids from the fixtures. */
  path: string | ((ctx: Context) => string)
  body?: unknown
  expect: Record<ActorKind, number>
}

type Context = { actors: Record<ActorKind, Actor> }

const everyone = (status: number): Record<ActorKind, number> => ({
  anonymous: status,
  user: status,
  host: status,
  admin: status,
})

const MATRIX: Record<string, Row> = {
  'GET /csrf-token': { path: '/csrf-token', expect: everyone(200) },
  'GET /healthz': { path: '/healthz', expect: everyone(200) },
  'GET /readyz': { path: '/readyz', expect: everyone(200) },
  'GET /api/openapi.json': { path: '/api/openapi.json', expect: everyone(200) },
  'GET /api/auth/user': { path: '/api/auth/user', expect: everyone(200) },
  'GET /api/auth/twitter': { path: '/api/auth/twitter', expect: everyone(200) },
  // Without a valid state every actor is sent back with an error (a redirect, never a session).
  'GET /api/auth/twitter/callback': {
    path: '/api/auth/twitter/callback?state=x&code=y',
    expect: everyone(302),
  },
  'POST /api/auth/logout': { path: '/api/auth/logout', expect: everyone(200) },
}

/** Routes outside the product API: static files, the API docs UI and the X sandbox. */
function isMatrixRoute(url: string): boolean {
  if (url.startsWith('/api/docs') || url.startsWith('/x-sandbox') || url === '/*' || url === '/') return false
  return true
}

let server: TestServer
let ctx: Context
beforeAll(async () => {
  server = await startTestServer()
  const kinds: ActorKind[] = ['anonymous', 'user', 'host', 'admin']
  const actors = await Promise.all(kinds.map((kind) => createActor(server, kind)))
  ctx = { actors: Object.fromEntries(actors.map((a) => [a.kind, a])) as Record<ActorKind, Actor> }
})
afterAll(() => server.close())

const routeKeys = () =>
  server.app.routeList
    .filter((r) => isMatrixRoute(r.url))
    .map((r) => `${r.method} ${r.url.replace(/\/$/, '') || '/'}`)

describe('permission matrix', () => {
  it('has a row for every route the app registers', () => {
    const missing = routeKeys().filter((key) => !(key in MATRIX))
    expect(missing).toEqual([])
    const stale = Object.keys(MATRIX).filter((key) => !routeKeys().includes(key))
    expect(stale).toEqual([])
  })

  for (const [key, row] of Object.entries(MATRIX)) {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
    for (const kind of ['anonymous', 'user', 'host', 'admin'] as const) {
      it(`${key} as ${kind} → ${row.expect[kind]}`, async () => {
        // Logout would end the shared actor's session: use a fresh actor of the same kind for writes.
        const actor = method === 'GET' ? ctx.actors[kind] : await createActor(server, kind)
        const path = typeof row.path === 'function' ? row.path(ctx) : row.path
        const res =
          method === 'GET' ? await actor.client.get(path) : await actor.client.send(method, path, row.body)
        expect(res.status).toBe(row.expect[kind])
      })
    }
  }
})

describe('CSRF protection', () => {
  const writes = () => Object.entries(MATRIX).filter(([key]) => !key.startsWith('GET '))

  it('covers every non-GET route', () => {
    const unsafe = routeKeys().filter((key) => !key.startsWith('GET '))
    expect(unsafe.sort()).toEqual(
      writes()
        .map(([key]) => key)
        .sort(),
    )
  })

  it('refuses every non-GET /api call without a valid token, and changes nothing', async () => {
    const victim = await createActor(server, 'admin')
    const attacker = await createActor(server, 'admin')
    const attackerToken = await attacker.client.fetchCsrfToken()
    for (const [key, row] of writes()) {
      const method = key.split(' ')[0] as string
      const path = typeof row.path === 'function' ? row.path(ctx) : row.path
      const body = row.body === undefined ? undefined : JSON.stringify(row.body)
      const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
      const before = await snapshotDatabase(server.app.db)
      const attempts: Record<string, string>[] = [
        {},
        { 'x-csrf-token': 'wrong' },
        { 'x-csrf-token': attackerToken },
      ]
      for (const headers of attempts) {
        const res = await victim.client.request(method, path, { headers: { ...json, ...headers }, body })
        expect(res.status, `${key} with ${JSON.stringify(headers)}`).toBe(403)
        expect(res.json).toEqual({ error: 'Missing or invalid CSRF token' })
      }
      // A request with no cookie at all is refused too.
      const stranger = new TestClient(server.baseUrl)
      expect(
        (await stranger.request(method, path, { headers: { ...json, 'x-csrf-token': attackerToken }, body }))
          .status,
      ).toBe(403)
      expect(await snapshotDatabase(server.app.db)).toEqual(before)
    }
  })
})
