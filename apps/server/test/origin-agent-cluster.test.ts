import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../src/db/database'
import { RAW_ANSWER_HEADERS, securityHeaders } from '../src/lib/security-headers'
import { nowSeconds } from '../src/lib/time'
import { createUserRow, insertSpaceRows } from './factories'
import { TestClient } from './http-client'
import { rawRequest } from './raw-request'
import { startTestServer, type TestServer } from './test-app'

/**
 * Chromium keys an origin's pages by the first one it loads there, and warns ("could not be
 * origin-keyed") on a page whose Origin-Agent-Cluster differs. So every answer says `?1`: the login
 * flow's redirects, the X sandbox's pages, errors Fastify raises before routing, errors written to
 * the socket, 304s and hot answers. The framed embeds alone say nothing (they are shown in opaque
 * sandboxes, which cannot be origin-keyed).
 */
const DAY = 86_400
const today = Math.floor(nowSeconds() / DAY) * DAY
const MONTH = `/api/spaces?from=${today - 15 * DAY}&to=${today + 16 * DAY}`

let server: TestServer
let host: UserRow
beforeAll(async () => {
  server = await startTestServer({}, { xSandbox: 'self' })
  host = await createUserRow(server, 'host')
  await insertSpaceRows(server, host, [today + 3600])
})
afterAll(() => server.close())

const keyed = (headers: Headers | Record<string, unknown>): string | null =>
  headers instanceof Headers
    ? headers.get('origin-agent-cluster')
    : ((headers['origin-agent-cluster'] as string | undefined) ?? null)

describe('Origin-Agent-Cluster', () => {
  it('is what helmet sets, and what the answers written to the socket say', () => {
    expect(securityHeaders({ https: false })['origin-agent-cluster']).toBe('?1')
    expect(RAW_ANSWER_HEADERS).toContain('Origin-Agent-Cluster: ?1\r\n')
  })

  it('is on every answer of the login flow, redirects and the X sandbox pages included', async () => {
    const client = new TestClient(server.baseUrl)
    const seen: [string, string | null][] = []
    const note = (step: string, res: { status: number; headers: Headers }) =>
      seen.push([`${step} ${res.status}`, keyed(res.headers)])

    note('csrf', await client.request('GET', '/csrf-token'))
    const start = await client.get('/api/auth/twitter')
    note('start', start)
    note(
      'start as a page',
      await client.request('GET', '/api/auth/twitter', { headers: { accept: 'text/html' } }),
    )
    const authorizePage = await client.request('GET', start.json.authUrl)
    note('sandbox authorize page', authorizePage)
    const url = new URL(start.json.authUrl, server.baseUrl)
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), username: host.username })
    const authorized = await client.request('POST', url.pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    note('sandbox authorize', authorized)
    const back = new URL(authorized.headers.get('location') ?? '/', server.baseUrl)
    const callback = await client.request('GET', `${back.pathname}${back.search}`)
    note('callback', callback)
    expect(callback.headers.get('location')).toBe('/?auth=success')
    note('user', await client.get('/api/auth/user'))
    note('failed callback', await client.request('GET', '/api/auth/twitter/callback?state=nope&code=x'))
    note('logout without token', await client.request('POST', '/api/auth/logout'))

    expect(seen.filter(([, value]) => value !== '?1')).toEqual([])
    expect(seen.map(([step]) => step)).toContain('callback 302')
  })

  it('is on errors, 304s and hot answers', async () => {
    const first = await rawRequest(server.baseUrl, 'GET', MONTH, { headers: { 'accept-encoding': 'br' } })
    const hot = await rawRequest(server.baseUrl, 'GET', MONTH, { headers: { 'accept-encoding': 'br' } })
    const notModified = await rawRequest(server.baseUrl, 'GET', MONTH, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(notModified.status).toBe(304)
    const answers = {
      first,
      hot,
      notModified,
      notFound: await rawRequest(server.baseUrl, 'GET', '/api/nothing-here'),
      badUrl: await rawRequest(server.baseUrl, 'GET', '/api/spaces/%E0%A4%A'),
      badInput: await rawRequest(server.baseUrl, 'GET', '/api/spaces?from=x'),
      malformedHttp: await rawRequest(server.baseUrl, 'GET', '/api/hosts', {
        headers: { 'content-length': 'abc' },
      }),
      headersTooLarge: await rawRequest(server.baseUrl, 'GET', '/api/hosts', {
        headers: { 'x-padding': 'p'.repeat(20 * 1024) },
      }),
    }
    expect(answers.badUrl.status).toBe(400)
    expect(answers.malformedHttp.status).toBe(400)
    expect(answers.headersTooLarge.status).toBe(431)
    const missing = Object.entries(answers).filter(([, res]) => keyed(res.headers) !== '?1')
    expect(missing.map(([name, res]) => `${name} ${res.status}`)).toEqual([])
    expect(answers.badUrl.headers['x-content-type-options']).toBe('nosniff')
  })

  it('is left out of the embeds, which other pages frame in a sandbox', async () => {
    const embed = await rawRequest(server.baseUrl, 'GET', `/embed/hosts/${host.username}`)
    expect(embed.status).toBe(200)
    expect(embed.headers['origin-agent-cluster']).toBeUndefined()
    const script = await rawRequest(server.baseUrl, 'GET', '/embed.js')
    expect(script.headers['origin-agent-cluster']).toBe('?1')
  })
})

describe('a connection over MAX_CONNECTIONS_PER_IP', () => {
  let capped: TestServer
  beforeAll(async () => {
    capped = await startTestServer({ MAX_CONNECTIONS_PER_IP: '1' })
  })
  afterAll(() => capped.close())

  it('is refused with the same Origin-Agent-Cluster', async () => {
    const { hostname, port } = new URL(capped.baseUrl)
    const hold = connect(Number(port), hostname)
    await new Promise((resolve) => hold.once('connect', resolve))
    try {
      const refused = await rawRequest(capped.baseUrl, 'GET', '/api/hosts')
      expect(refused.status).toBe(429)
      expect(refused.headers['origin-agent-cluster']).toBe('?1')
    } finally {
      hold.destroy()
    }
  })
})
