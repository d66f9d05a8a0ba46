import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { type Actor, type ActorKind, createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { createSpaceRow } from './factories'
import { TestClient } from './http-client'
import { startTestServer, type TestServer } from './test-app'

/**
 * Every API route × every actor → the expected status. A route registered without a row here fails
 * the first test, so a new endpoint cannot ship without someone deciding who may call it.
 */
type MatrixActor = ActorKind | 'otherHost'
const ACTORS: MatrixActor[] = ['anonymous', 'user', 'host', 'otherHost', 'admin']

interface Row {
  /** The request to make; a function when it needs a fresh resource (made per request, owned by `host`). */
  path: string | ((ctx: Context) => string | Promise<string>)
  body?: unknown | (() => unknown)
  expect: Record<MatrixActor, number>
}

type Context = { actors: Record<MatrixActor, Actor> }

const everyone = (status: number): Record<MatrixActor, number> => ({
  anonymous: status,
  user: status,
  host: status,
  otherHost: status,
  admin: status,
})
/** Writes on the host's own profile: 401 without a session, 403 for non-hosts and other hosts. */
const ownerOrAdmin = (ok: number): Record<MatrixActor, number> => ({
  anonymous: 401,
  user: 403,
  host: ok,
  otherHost: 403,
  admin: ok,
})
const anyHost = (ok: number): Record<MatrixActor, number> => ({ ...ownerOrAdmin(ok), otherHost: ok })

const hostSpace = async (ctx: Context) => `/api/spaces/${await createSpaceRow(server, ctx.actors.host.user!)}`
const newSpace = () => ({ title: 'Matrix Space', scheduled_start: nowSeconds() + 86400 })
const spaceEdit = () => ({
  title: 'Edited',
  space_url: 'https://x.com/i/spaces/1Matrix',
  scheduled_start: nowSeconds() + 86400,
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
  'GET /api/hosts': { path: '/api/hosts', expect: everyone(200) },
  'GET /api/spaces': { path: '/api/spaces', expect: everyone(200) },
  'GET /api/spaces/user/:username': {
    path: (ctx) => `/api/spaces/user/${ctx.actors.host.user!.username}`,
    expect: everyone(200),
  },
  'GET /api/spaces/:id': { path: hostSpace, expect: everyone(200) },
  'POST /api/spaces': { path: '/api/spaces', body: newSpace, expect: anyHost(201) },
  'POST /api/spaces/recurring': {
    path: '/api/spaces/recurring',
    body: () => ({ ...newSpace(), recurrence_pattern: 'weekly', repeats: 2 }),
    expect: anyHost(201),
  },
  'PUT /api/spaces/:id': { path: hostSpace, body: spaceEdit, expect: ownerOrAdmin(200) },
  'DELETE /api/spaces/:id': { path: hostSpace, expect: ownerOrAdmin(200) },
}

const bodyOf = (row: Row) => (typeof row.body === 'function' ? (row.body as () => unknown)() : row.body)
const pathOf = async (row: Row) => (typeof row.path === 'function' ? row.path(ctx) : row.path)

/** Routes outside the product API: static files, the API docs UI and the X sandbox. */
function isMatrixRoute(url: string): boolean {
  if (url.startsWith('/api/docs') || url.startsWith('/x-sandbox') || url === '/*' || url === '/') return false
  return true
}

let server: TestServer
let ctx: Context
beforeAll(async () => {
  server = await startTestServer()
  const actors = await Promise.all(
    ACTORS.map((name) =>
      createActor(server, name === 'otherHost' ? 'host' : name).then((a) => [name, a] as const),
    ),
  )
  ctx = { actors: Object.fromEntries(actors) as Record<MatrixActor, Actor> }
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
    for (const kind of ACTORS) {
      it(`${key} as ${kind} → ${row.expect[kind]}`, async () => {
        // Logout would end the shared actor's session: it gets a fresh actor of the same kind.
        const isLogout = key === 'POST /api/auth/logout'
        const actor = isLogout
          ? await createActor(server, kind === 'otherHost' ? 'host' : kind)
          : ctx.actors[kind]
        const path = await pathOf(row)
        const res =
          method === 'GET' ? await actor.client.get(path) : await actor.client.send(method, path, bodyOf(row))
        expect(res.status, JSON.stringify(res.json)).toBe(row.expect[kind])
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
      const path = await pathOf(row)
      const body = row.body === undefined ? undefined : JSON.stringify(bodyOf(row))
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
