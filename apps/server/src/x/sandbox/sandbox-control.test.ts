import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'

/**
 * In a public demo (NODE_ENV=production with X_SANDBOX=on) the sandbox's control
 * page changes X's side only for a visitor logged in to the site, with the site's CSRF token, within
 * a per-user and per-address write limit. On a development machine it stays open (x-sync.test.ts
 * and e2e/x-import.spec.ts drive it anonymously).
 */
const WRITES_PER_MINUTE = 4

describe('the sandbox control in a public demo', () => {
  let server: TestServer
  let visitor: Actor

  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      X_SANDBOX: 'on',
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    })
    expect(server.config.x.publicDemo).toBe(true)
    visitor = await createActor(server, 'user')
  })
  afterAll(() => server?.close())

  const scheduled = async (title: string) =>
    ((await visitor.client.get('/x-sandbox/control/state')).json.data as { title: string }[]).filter(
      (space) => space.title === title,
    ).length
  const body = (title: string) => ({ username: 'civicsquare_nyc', title, starts_in_minutes: 60 })

  it('refuses anonymous calls, from JSON and from the form, and changes nothing', async () => {
    const anonymous = new TestClient(server.baseUrl)
    const json = await anonymous.send('POST', '/x-sandbox/control/spaces', body('Anonymous JSON'))
    expect(json.status).toBe(401)
    expect(json.json.error).toMatch(/Log in/)
    const form = await anonymous.request('POST', '/x-sandbox/control/spaces', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'civicsquare_nyc',
        title: 'Anonymous form',
        starts_in_minutes: '5',
      }).toString(),
    })
    expect(form.status).toBe(401)
    expect(form.text).toContain('Log in')
    const limit = await anonymous.send('POST', '/x-sandbox/control/rate-limit', { seconds: 600 })
    expect(limit.status).toBe(401)
    expect((await anonymous.get('/x-sandbox/control/state')).json.rate_limited_until).toBeNull()
    expect(await scheduled('Anonymous JSON')).toBe(0)
    expect(await scheduled('Anonymous form')).toBe(0)
  })

  it('refuses a logged-in visitor without the CSRF token (another site posting for them)', async () => {
    const forged = await visitor.client.request('POST', '/x-sandbox/control/spaces', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(body('Forged')),
    })
    expect(forged.status).toBe(403)
    expect(forged.json.error).toBe('Missing or invalid CSRF token')
    const wrongToken = await visitor.client.request('POST', '/x-sandbox/control/spaces', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...body('Forged form'),
        starts_in_minutes: '5',
        csrf_token: 'nope',
      }).toString(),
    })
    expect(wrongToken.status).toBe(403)
    expect(await scheduled('Forged')).toBe(0)
    expect(await scheduled('Forged form')).toBe(0)
  })

  it('lets a logged-in visitor with the token act, by JSON and by the page form, within the write limit', async () => {
    const first = await visitor.client.send('POST', '/x-sandbox/control/spaces', body('By JSON'))
    expect(first.status).toBe(201)

    const page = await visitor.client.request('GET', '/x-sandbox/control')
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.text)?.[1]
    expect(token).toBeTruthy()
    const form = await visitor.client.request('POST', '/x-sandbox/control/spaces', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'civicsquare_nyc',
        title: 'By the form',
        starts_in_minutes: '5',
        csrf_token: token as string,
      }).toString(),
    })
    expect(form.status).toBe(303)
    expect(await scheduled('By JSON')).toBe(1)
    expect(await scheduled('By the form')).toBe(1)

    const answers: number[] = []
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      answers.push(
        (await visitor.client.send('POST', '/x-sandbox/control/spaces', body(`Burst ${i}`))).status,
      )
    }
    expect(answers).toEqual([...Array(WRITES_PER_MINUTE - 2).fill(201), 429, 429])
    const refused = await visitor.client.send('POST', '/x-sandbox/control/spaces', body('Past the limit'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await scheduled('Past the limit')).toBe(0)
  })

  it('counts the limit per address too: a fresh account from the same address is refused', async () => {
    const other = await createActor(server, 'user')
    const res = await other.client.send('POST', '/x-sandbox/control/spaces', body('Fresh account'))
    expect(res.status).toBe(429)
  })

  it('tells an anonymous visitor on the page to log in, and offers no form to post', async () => {
    const page = await new TestClient(server.baseUrl).request('GET', '/x-sandbox/control')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Log in')
    expect(page.text).not.toContain('name="csrf_token"')
  })
})

describe('the sandbox control on a development machine', () => {
  it('stays open to anonymous calls, as the tests and the browser suite use it', async () => {
    const server = await startTestServer()
    try {
      const anonymous = new TestClient(server.baseUrl)
      const res = await anonymous.request('POST', '/x-sandbox/control/spaces', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'civicsquare_nyc', title: 'Dev', starts_in_minutes: 5 }),
      })
      expect(res.status).toBe(201)
    } finally {
      await server.close()
    }
  })
})
