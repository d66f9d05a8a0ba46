import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { grantRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'

let server: TestServer
let host: Actor

/** A call with nothing but the token: no cookies, no CSRF header. */
function withToken(token: string, method: string, path: string, body?: unknown) {
  return fetch(new URL(path, server.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    // biome-ignore lint/suspicious/noExplicitAny: test convenience; assertions check the shape
  }).then(async (res) => ({ status: res.status, json: (await res.json().catch(() => undefined)) as any }))
}

async function makeToken(actor: Actor, scope: 'read' | 'write', name = `${scope} token`) {
  const res = await actor.client.send('POST', '/api/tokens', { name, scope })
  expect(res.status).toBe(201)
  return res.json as { id: number; token: string }
}

const spaceBody = () => ({ title: 'From a script', scheduled_start: nowSeconds() + 86_400 })

beforeAll(async () => {
  server = await startTestServer()
  host = await createActor(server, 'host')
})
afterAll(() => server.close())

describe('API tokens', () => {
  it('makes a token shown once, lists it with its last use, and acts as its owner without cookies or CSRF', async () => {
    const write = await makeToken(host, 'write', 'Publishing script')
    expect(write.token).toMatch(/^sct_[A-Za-z0-9_-]{43}$/)
    const listed = await host.client.get('/api/tokens')
    const row = listed.json.tokens.find((t: { id: number }) => t.id === write.id)
    expect(row).toMatchObject({
      name: 'Publishing script',
      scope: 'write',
      hint: write.token.slice(-4),
      last_used_at: null,
    })
    expect(JSON.stringify(listed.json)).not.toContain(write.token)

    const created = await withToken(write.token, 'POST', '/api/spaces', spaceBody())
    expect(created.status).toBe(201)
    expect(created.json.username).toBe(host.user!.username)
    const after = await host.client.get('/api/tokens')
    expect(after.json.tokens.find((t: { id: number }) => t.id === write.id).last_used_at).toBeGreaterThan(0)
    const stored = await server.app.db
      .selectFrom('api_tokens')
      .select('token_hash')
      .where('id', '=', write.id)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).not.toContain(write.token)
  })

  it('refuses a read token on writes with a sentence, and lets it read', async () => {
    const read = await makeToken(host, 'read')
    const refused = await withToken(read.token, 'POST', '/api/spaces', spaceBody())
    expect(refused.status).toBe(403)
    expect(refused.json.error).toMatch(/can only read/)
    const mine = await withToken(read.token, 'GET', '/api/webhooks')
    expect(mine.status).toBe(200)
    expect(mine.json.webhooks).toEqual([])
    const me = await withToken(read.token, 'GET', '/api/auth/user')
    expect(me.status).toBe(200)
  })

  it('acts with the owner’s permissions, a helper’s flags included', async () => {
    const plain = await createActor(server, 'user')
    const plainToken = await makeToken(plain, 'write')
    const refused = await withToken(plainToken.token, 'POST', '/api/spaces', spaceBody())
    expect(refused.status).toBe(403)
    const admin = await withToken(plainToken.token, 'GET', '/api/webhooks?site_wide=true')
    expect(admin.status).toBe(403)

    const helper = await createActor(server, 'user')
    await grantRow(server, host.user!, helper.user!, { spaces: true })
    const helperToken = await makeToken(helper, 'write')
    const forHost = await withToken(helperToken.token, 'POST', '/api/spaces', {
      ...spaceBody(),
      host_id: host.user!.id,
    })
    expect(forHost.status).toBe(201)
    await grantRow(server, host.user!, helper.user!, { links: true })
    const flagGone = await withToken(helperToken.token, 'POST', '/api/spaces', {
      ...spaceBody(),
      host_id: host.user!.id,
    })
    expect(flagGone.status).toBe(403)
    expect(flagGone.json.error).toMatch(/does not include permission to manage Spaces/)
  })

  it('revokes a token at once', async () => {
    const token = await makeToken(host, 'read')
    expect((await withToken(token.token, 'GET', '/api/tokens')).status).toBe(403)
    expect((await withToken(token.token, 'GET', '/api/webhooks')).status).toBe(200)
    const revoked = await host.client.send('DELETE', `/api/tokens/${token.id}`)
    expect(revoked.status).toBe(200)
    const after = await withToken(token.token, 'GET', '/api/webhooks')
    expect(after.status).toBe(401)
    expect(after.json.error).toMatch(/not valid/)
    expect((await host.client.get('/api/tokens')).json.tokens.map((t: { id: number }) => t.id)).not.toContain(
      token.id,
    )
    expect((await host.client.send('DELETE', `/api/tokens/${token.id}`)).status).toBe(404)
  })

  it('refuses unknown and malformed tokens with 401, and token management with a token', async () => {
    for (const header of ['sct_nope', 'x', '']) {
      const res = await withToken(header, 'GET', '/api/webhooks')
      expect(res.status).toBe(401)
      expect(typeof res.json.error).toBe('string')
    }
    const write = await makeToken(host, 'write')
    const res = await withToken(write.token, 'POST', '/api/tokens', { name: 'successor', scope: 'write' })
    expect(res.status).toBe(403)
    expect(res.json.error).toMatch(/logged-in session/)
  })

  it('refuses another person’s token id', async () => {
    const other = await createActor(server, 'user')
    const theirs = await makeToken(other, 'read')
    const res = await host.client.send('DELETE', `/api/tokens/${theirs.id}`)
    expect(res.status).toBe(404)
    expect((await withToken(theirs.token, 'GET', '/api/webhooks')).status).toBe(403)
  })

  it.each([
    [{ name: '', scope: 'read' }, /name is required/],
    [{ scope: 'read' }, /name is required/],
    [{ name: 'x'.repeat(61), scope: 'read' }, /at most 60/],
    [{ name: 'two\nlines', scope: 'read' }, /one line/],
    [{ name: 'ok', scope: 'admin' }, /read or write/],
    [{ name: 'ok' }, /read or write/],
  ])('answers 400 with a sentence to a bad token request (%#)', async (body, message) => {
    const res = await host.client.send('POST', '/api/tokens', body)
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(message)
  })

  it('answers a bad token id with 404 and a sentence, and a visitor with 401', async () => {
    const res = await host.client.send('DELETE', '/api/tokens/abc')
    expect(res.status).toBe(404)
    expect(typeof res.json.error).toBe('string')
    const visitor = await createActor(server, 'anonymous')
    expect((await visitor.client.send('POST', '/api/tokens', { name: 'a', scope: 'read' })).status).toBe(401)
  })

  it('declares the bearer scheme in the API document', async () => {
    const res = await host.client.get('/api/openapi.json')
    expect(res.json.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(res.json.paths['/api/webhooks'].get.security).toContainEqual({ apiToken: [] })
  })
})

describe('the API token limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: '3' })
  })
  afterAll(() => limited.close())

  it('counts every call of a token, reads too, against its own limit', async () => {
    const owner = await createActor(limited, 'host')
    const res = await owner.client.send('POST', '/api/tokens', { name: 'fast', scope: 'read' })
    const call = () =>
      fetch(new URL('/api/webhooks', limited.baseUrl), {
        headers: { authorization: `Bearer ${res.json.token}` },
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call()).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    // The person's own session is not held back by their token's limit.
    expect((await owner.client.get('/api/webhooks')).status).toBe(200)
  })
})
