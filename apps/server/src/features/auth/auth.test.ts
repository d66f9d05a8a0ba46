import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueHandle } from '../../../test/actors'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { sha256Hex } from '../../lib/crypto'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ADMIN_USERNAMES: 'The_Boss, @second_admin' })
})
afterAll(() => server.close())

/** Starts a login and returns the callback path the sandbox redirects to (not yet followed). */
async function startLogin(client: TestClient, username: string) {
  const start = await client.get('/api/auth/twitter')
  expect(start.status).toBe(200)
  const authUrl: string = start.json.authUrl
  const callback = await client.authorize(authUrl, { username })
  return { authUrl, callback }
}

async function currentUser(client: TestClient) {
  return (await client.get('/api/auth/user')).json.user
}

describe('login through X (sandbox)', () => {
  it('asks X for PKCE S256 with a fresh state and challenge per attempt', async () => {
    const client = new TestClient(server.baseUrl)
    const first = new URL((await client.get('/api/auth/twitter')).json.authUrl, server.baseUrl)
    const second = new URL((await client.get('/api/auth/twitter')).json.authUrl, server.baseUrl)
    expect(first.pathname).toBe('/x-sandbox/i/oauth2/authorize')
    expect(first.searchParams.get('code_challenge_method')).toBe('S256')
    expect(first.searchParams.get('response_type')).toBe('code')
    expect(first.searchParams.get('scope')).toBe('tweet.read users.read')
    expect(first.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/api/auth/twitter/callback`)
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'))
    expect(first.searchParams.get('code_challenge')).not.toBe(second.searchParams.get('code_challenge'))
  })

  it('redirects a browser that navigates to the start URL directly', async () => {
    const client = new TestClient(server.baseUrl)
    const res = await client.request('GET', '/api/auth/twitter', { headers: { accept: 'text/html,*/*' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(
      /^\/x-sandbox\/i\/oauth2\/authorize\?.*code_challenge_method=S256/,
    )
  })

  it('logs in, rotates the session id, and reports the current user', async () => {
    const client = new TestClient(server.baseUrl)
    const handle = uniqueHandle('login')
    const { callback } = await startLogin(client, handle)
    const before = client.getCookie('spaces_sid')
    const res = await client.request('GET', callback)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?auth=success')
    expect(client.getCookie('spaces_sid')).not.toBe(before)
    const user = await currentUser(client)
    expect(user).toMatchObject({ username: handle, role: 'user', display_name: handle, host_timezone: null })
    expect(user.profile_image_url).toBe(`/x-sandbox/avatars/${handle}.svg`)
    expect(JSON.stringify(user)).not.toMatch(/token/i)
  })

  it('answers user null without a session', async () => {
    expect(await currentUser(new TestClient(server.baseUrl))).toBeNull()
  })

  it('never creates a session when the state is missing, wrong, replayed, expired or from another browser', async () => {
    const handle = uniqueHandle('state')
    const sessionsBefore = await server.app.db.selectFrom('sessions').select('id_hash').execute()

    const missing = new TestClient(server.baseUrl)
    const { callback: c1 } = await startLogin(missing, handle)
    const withoutState = c1.replace(/state=[^&]+&?/, '')
    expect((await missing.request('GET', withoutState)).headers.get('location')).toBe('/?error=invalid_state')

    const wrong = new TestClient(server.baseUrl)
    const { callback: c2 } = await startLogin(wrong, handle)
    const wrongState = c2.replace(/state=[^&]+/, 'state=not-the-state')
    expect((await wrong.request('GET', wrongState)).headers.get('location')).toBe('/?error=invalid_state')

    const other = new TestClient(server.baseUrl)
    const victim = new TestClient(server.baseUrl)
    const { callback: c3 } = await startLogin(victim, handle)
    await other.fetchCsrfToken() // has a cookie of its own
    expect((await other.request('GET', c3)).headers.get('location')).toBe('/?error=invalid_state')

    const expired = new TestClient(server.baseUrl)
    const { callback: c4 } = await startLogin(expired, handle)
    const state = new URL(c4, server.baseUrl).searchParams.get('state') ?? ''
    await server.app.db
      .updateTable('oauth_login_attempts')
      .set({ expires_at: 1 })
      .where('state_hash', '=', sha256Hex(state))
      .execute()
    expect((await expired.request('GET', c4)).headers.get('location')).toBe('/?error=invalid_state')

    for (const client of [missing, wrong, other, expired]) expect(await currentUser(client)).toBeNull()
    const sessionsAfter = await server.app.db.selectFrom('sessions').select('id_hash').execute()
    expect(sessionsAfter).toHaveLength(sessionsBefore.length)
  })

  it('refuses a replayed callback even in the browser that logged in', async () => {
    const client = new TestClient(server.baseUrl)
    const { callback } = await startLogin(client, uniqueHandle('replay'))
    expect((await client.request('GET', callback)).headers.get('location')).toBe('/?auth=success')
    const sessions = await server.app.db.selectFrom('sessions').select('id_hash').execute()
    expect((await client.request('GET', callback)).headers.get('location')).toBe('/?error=invalid_state')
    expect(await server.app.db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(
      sessions.length,
    )
  })

  it('never creates a session when the PKCE verifier does not match the challenge', async () => {
    const client = new TestClient(server.baseUrl)
    const { callback } = await startLogin(client, uniqueHandle('pkce'))
    const state = new URL(callback, server.baseUrl).searchParams.get('state') ?? ''
    await server.app.db
      .updateTable('oauth_login_attempts')
      .set({ code_verifier: 'x'.repeat(64) })
      .where('state_hash', '=', sha256Hex(state))
      .execute()
    expect((await client.request('GET', callback)).headers.get('location')).toBe('/?error=exchange_failed')
    expect(await currentUser(client)).toBeNull()
  })

  it('reports a denied authorization', async () => {
    const client = new TestClient(server.baseUrl)
    const authUrl = (await client.get('/api/auth/twitter')).json.authUrl
    const callback = await client.authorize(authUrl, { deny: '1' })
    expect((await client.request('GET', callback)).headers.get('location')).toBe('/?error=access_denied')
    expect(await currentUser(client)).toBeNull()
  })

  it('gives ADMIN_USERNAMES the admin role, whatever the case or @', async () => {
    const boss = new TestClient(server.baseUrl)
    await boss.login('the_boss')
    expect((await currentUser(boss)).role).toBe('admin')
    const second = new TestClient(server.baseUrl)
    await second.login('Second_Admin')
    expect((await currentUser(second)).role).toBe('admin')
  })

  it('turns a pending preapproval into the host role at first login and removes it', async () => {
    const handle = uniqueHandle('pre')
    await server.app.db
      .insertInto('pending_preapprovals')
      .values({
        username: handle,
        username_key: handle.toLowerCase(),
        x_user_id: null,
        created_at: 1,
        created_by: null,
      })
      .execute()
    const client = new TestClient(server.baseUrl)
    await client.login(handle.toUpperCase())
    expect((await currentUser(client)).role).toBe('host')
    const left = await server.app.db
      .selectFrom('pending_preapprovals')
      .selectAll()
      .where('username_key', '=', handle.toLowerCase())
      .execute()
    expect(left).toHaveLength(0)
  })

  it('keeps one user per X id when the handle changes', async () => {
    const handle = uniqueHandle('old')
    const client = new TestClient(server.baseUrl)
    await client.login(handle)
    const before = await currentUser(client)
    const row = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow()
    // Simulate X reporting a new handle for the same id.
    await server.app.db
      .updateTable('users')
      .set({ username: 'stale', username_key: 'stale_key' })
      .where('id', '=', row.id)
      .execute()
    await client.login(handle)
    const after = await currentUser(client)
    expect(after.id).toBe(before.id)
    expect(after.username).toBe(handle)
  })

  it('ends the server-side session at logout', async () => {
    const client = new TestClient(server.baseUrl)
    await client.login(uniqueHandle('bye'))
    const sid = client.getCookie('spaces_sid') ?? ''
    const res = await client.send('POST', '/api/auth/logout')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'You have been logged out.' })
    expect(await currentUser(client)).toBeNull()
    const stolen = new TestClient(server.baseUrl)
    stolen.setCookie('spaces_sid', sid)
    expect(await currentUser(stolen)).toBeNull()
    const row = await server.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', sha256Hex(sid))
      .execute()
    expect(row).toHaveLength(0)
  })
})

describe('X sandbox token endpoint', () => {
  it('refuses a code used twice and a plain code_challenge_method', async () => {
    const client = new TestClient(server.baseUrl)
    const authUrl = new URL((await client.get('/api/auth/twitter')).json.authUrl, server.baseUrl)
    authUrl.searchParams.set('code_challenge_method', 'plain')
    const page = await client.request('GET', `${authUrl.pathname}${authUrl.search}`)
    expect(page.status).toBe(400)
    expect(page.text).toContain('code_challenge_method must be S256')

    const { callback } = await startLogin(client, uniqueHandle('code'))
    const code = new URL(callback, server.baseUrl).searchParams.get('code') ?? ''
    const form = (verifier: string) =>
      new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${server.baseUrl}/api/auth/twitter/callback`,
        code_verifier: verifier,
      }).toString()
    const basic = `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`
    const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: basic }
    const first = await client.request('POST', '/x-sandbox/2/oauth2/token', {
      headers,
      body: form('y'.repeat(64)),
    })
    expect(first.status).toBe(400)
    expect(first.json.error).toBe('invalid_grant')
    const second = await client.request('POST', '/x-sandbox/2/oauth2/token', {
      headers,
      body: form('y'.repeat(64)),
    })
    expect(second.json.error).toBe('invalid_grant')
  })
})

describe('redirect_uri, as X checks it', () => {
  const registered = () => `${server.baseUrl}/api/auth/twitter/callback`
  const port = () => new URL(server.baseUrl).port

  it.each([
    ['another host', () => 'https://evil.example/api/auth/twitter/callback'],
    ['another scheme', () => registered().replace('http://', 'https://')],
    ['another port', () => `http://127.0.0.1:${Number(port()) + 1}/api/auth/twitter/callback`],
    ['another host name for the same machine', () => `http://localhost:${port()}/api/auth/twitter/callback`],
    ['another path', () => `${server.baseUrl}/api/auth/twitter/callback/x`],
    ['a query added', () => `${registered()}?next=https://evil.example`],
    ['credentials added', () => registered().replace('http://', 'http://user@')],
  ])('refuses %s on the authorize page and form, and sends no code anywhere', async (_name, uri) => {
    const client = new TestClient(server.baseUrl)
    const authUrl = new URL((await client.get('/api/auth/twitter')).json.authUrl, server.baseUrl)
    authUrl.searchParams.set('redirect_uri', uri())
    const page = await client.request('GET', `${authUrl.pathname}${authUrl.search}`)
    expect(page.status).toBe(400)
    expect(page.text).toContain('redirect_uri must be the callback registered for this app')

    const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), username: 'victim' })
    const posted = await client.request('POST', authUrl.pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('location')).toBeNull()
  })

  it('never lets the Host header (or X-Forwarded-Host) choose the callback', async () => {
    const client = new TestClient(server.baseUrl)
    const res = await client.request('GET', '/api/auth/twitter', {
      headers: { accept: 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(res.status).toBe(200)
    const authUrl = new URL(res.json.authUrl, server.baseUrl)
    expect(authUrl.searchParams.get('redirect_uri')).toBe(registered())
  })
})
