import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { rawRequest } from './raw-request'
import {
  type Context,
  createCatalogueContext,
  methodOf,
  ROUTE_CATALOGUE,
  registeredRouteKeys,
  resolvePath,
} from './route-catalogue'
import { startTestServer, type TestServer } from './test-app'

/**
 * The session and CSRF hooks decide on the route Fastify matched, so a path
 * spelled another way (`/%61pi/auth/logout` reaches the logout route) is held to the same rules.
 * Every unsafe route, in every spelling below, without a valid token: nothing changes, no cookie is
 * replaced.
 */
let server: TestServer
let ctx: Context

beforeAll(async () => {
  server = await startTestServer()
  ctx = await createCatalogueContext(server)
})
afterAll(() => server.close())

const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`

/** Other ways to write `path` that a router or a proxy might take for it. */
export function spellings(path: string): string[] {
  const [pathname = '', query] = path.split('?')
  const suffix = query ? `?${query}` : ''
  const segments = pathname.split('/')
  const encodeFirstLetter = (segment: string) => segment.replace(/[a-z]/i, encodeChar)
  const variants = [
    `/${encodeFirstLetter(segments[1] ?? '')}/${segments.slice(2).join('/')}`,
    segments.map((s, i) => (i === segments.length - 1 ? encodeFirstLetter(s) : s)).join('/'),
    segments.map((s) => s.replace(/[a-z]/gi, encodeChar)).join('/'),
    segments.map((s) => s.replace(/[a-z]/gi, (c) => encodeChar(c).toLowerCase())).join('/'),
    pathname.toUpperCase(),
    pathname.replace(/^\/api\//, '/Api/'),
    `${pathname}/`,
    `/${pathname}`,
    pathname.replace(/^\/api\//, '/api//'),
    pathname.replace(/^\/api\//, '/api/./'),
    pathname.replace(/^\/api\//, '/x/../api/'),
    `${pathname};x=1`,
    pathname.replace(/\//g, '%2F'),
  ]
  return [...new Set(variants.map((v) => `${v}${suffix}`))].filter((v) => v !== path)
}

describe('hooks on the routed path', () => {
  it('spells a path several ways', () => {
    expect(spellings('/api/auth/logout')).toEqual(
      expect.arrayContaining([
        '/%61pi/auth/logout',
        '/api/auth/%6Cogout',
        '/API/AUTH/LOGOUT',
        '/api/auth/logout/',
      ]),
    )
  })

  it('refuses every unsafe route, however its path is written, and changes nothing', {
    timeout: 120_000,
  }, async () => {
    const victim = await createActor(server, 'admin')
    const attacker = await createActor(server, 'admin')
    const attackerToken = await attacker.client.fetchCsrfToken()
    const cookie = victim.client.cookieHeader()
    const unsafe = registeredRouteKeys(server).filter((key) => methodOf(key) !== 'GET')
    expect(unsafe.length).toBeGreaterThan(15)

    for (const key of unsafe) {
      const row = ROUTE_CATALOGUE[key]
      expect(row, key).toBeDefined()
      // A link in an email works from any spelling of its address: the token in it is the proof.
      if (!row || row.ownProof === 'token-in-path') continue
      const path = await resolvePath(row, ctx)
      const body = row.body ? JSON.stringify(row.body(ctx)) : undefined
      const before = await snapshotDatabase(server.app.db)
      for (const spelled of spellings(path)) {
        for (const token of [undefined, 'wrong', attackerToken]) {
          const res = await rawRequest(server.baseUrl, methodOf(key), spelled, {
            headers: {
              cookie,
              ...(token ? { 'x-csrf-token': token } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body,
          })
          const what = `${key} as ${spelled} with token ${token}`
          // 401: a webhook without its secret (it takes no session and no CSRF token).
          expect([400, 401, 403, 404], `${what}: ${res.text}`).toContain(res.status)
          expect(res.headers['set-cookie'], what).toBeUndefined()
        }
      }
      expect(await snapshotDatabase(server.app.db), key).toEqual(before)
    }
    // The victim is still logged in: no spelling of logout reached the handler.
    expect((await victim.client.get('/api/auth/user')).json.user.id).toBe(victim.user!.id)
  })
})
