import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../src/db/database'
import { randomToken } from '../src/lib/crypto'
import { createActor } from './actors'
import { rawRequest } from './raw-request'
import { type Context, methodOf, ROUTE_CATALOGUE, resolvePath } from './route-catalogue'
import { startTestServer, type TestServer } from './test-app'

/**
 * At LOG_LEVEL=info every request is logged with its URL. No token in an address reaches a log line:
 * not the personal feed's (`/feeds/me/[redacted].ics`), not the mail links' (confirm, unsubscribe,
 * open, click), not OAuth's `code` and `state`, in the request lines or in an error logged with
 * the URL in its message — however the address is spelled.
 */
let server: TestServer
let ctx: Context
const lines: string[] = []

/** The value of every `:…token…` parameter of `template` in the concrete `path`. */
function tokensIn(template: string, path: string): string[] {
  const concrete = path.split('?')[0]?.split('/') ?? []
  return template.split('/').flatMap((part, i) => {
    const param = /^:(\w*token\w*)(.*)$/i.exec(part)
    if (!param) return []
    const value = concrete[i] ?? ''
    const suffix = param[2] ?? ''
    return [suffix && value.endsWith(suffix) ? value.slice(0, -suffix.length) : value]
  })
}

/** Makes a request with its own request id and returns that id, once its last log line is written. */
async function logged(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const id = randomUUID()
  await rawRequest(server.baseUrl, method, path, {
    headers: {
      ...init.headers,
      'x-request-id': id,
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.body,
  })
  // The request line is written once the answer has gone; wait for it (a few ms).
  const last = 'request completed'
  for (let i = 0; i < 200 && !linesOf(id).some((l) => l.includes(last)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return id
}
const linesOf = (id: string) => lines.filter((line) => line.includes(`"reqId":"${id}"`))

/** Every secret sent during the run, for the last look over all lines. */
const everySecret: string[] = []

function expectRedacted(id: string, secrets: string[]): void {
  everySecret.push(...secrets)
  const mine = linesOf(id)
  const incoming = mine.find((l) => l.includes('request completed'))
  expect(incoming, `no request line for ${id}`).toBeDefined()
  expect(incoming).toContain('[redacted]')
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(3)
    for (const line of mine) expect(line).not.toContain(secret)
  }
}

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    {
      app: { logStream: { write: (line: string) => void lines.push(line) } },
      extend: (app) => {
        // An error whose message carries an address with its tokens, as a failed fetch's would.
        app.get('/test-only/fails-with-url', async (req) => {
          throw new Error(
            `GET ${server.baseUrl}/feeds/me/${(req.query as { t: string }).t}.ics?code=abcdEFGH1 failed`,
          )
        })
      },
    },
  )
  const host = await createActor(server, 'host')
  ctx = { server, host: host.user as UserRow } as Context
})
afterAll(() => server.close())

describe('tokens in addresses never reach the log', () => {
  const tokenRoutes = Object.keys(ROUTE_CATALOGUE).filter((key) => /:\w*token/i.test(key))

  it('knows every route with a token in its path', () => {
    const registered = server.app.routeList
      .filter((r) => /:\w*token/i.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
    expect(registered.length).toBeGreaterThan(0)
    expect(tokenRoutes.sort()).toEqual([...new Set(registered)].sort())
  })

  it.each(tokenRoutes)('%s', async (key) => {
    const row = ROUTE_CATALOGUE[key]
    if (!row) throw new Error(`no catalogue row for ${key}`)
    const method = methodOf(key)
    const template = key.slice(method.length + 1)
    const path = await resolvePath(row, ctx)
    const secrets = tokensIn(template, path)
    expect(secrets.length).toBeGreaterThan(0)
    const id = await logged(method, path, method === 'POST' ? { body: 'List-Unsubscribe=One-Click' } : {})
    expectRedacted(id, secrets)
    if (template === '/feeds/me/:token.ics') {
      expect(linesOf(id).find((l) => l.includes('request completed'))).toContain('/feeds/me/[redacted].ics')
    }
  })

  it('however the address is spelled: percent-encoded, in other case, with a piece too many, cut with a bad escape', async () => {
    const token = randomToken(24)
    for (const path of [
      `/feeds/m%65/${token}.ics`,
      `/FEEDS/me/${token}.ics`,
      `//feeds//me/${token}.ics`,
      `/newsletter/unsubscribe/${token}/extra`,
      `/newsletter/c/${token}/12`,
    ]) {
      expectRedacted(await logged('GET', path), [token])
    }
    const badEscape = await logged('GET', `/feeds/me/${token}%E0%A4%A.ics`)
    expectRedacted(badEscape, [token])
    expectRedacted(await logged('HEAD', `/notifications/unsubscribe/${token}`), [token])
  })

  it('OAuth’s code and state in the query', async () => {
    const code = `code${randomToken(12)}`
    const state = `state${randomToken(12)}`
    expectRedacted(await logged('GET', `/api/auth/twitter/callback?state=${state}&code=${code}`), [
      code,
      state,
    ])
    expectRedacted(await logged('GET', `/api/auth/twitter/callback?%63ode=${code}&STATE=${state}`), [
      code,
      state,
    ])
    const authorize = `/x-sandbox/i/oauth2/authorize?response_type=code&client_id=c&redirect_uri=${encodeURIComponent(
      `${server.baseUrl}/api/auth/twitter/callback`,
    )}&scope=users.read&state=${state}&code_challenge=${code}&code_challenge_method=S256`
    expectRedacted(await logged('GET', authorize), [code, state])
  })

  it('in an error logged with the address in its message', async () => {
    const token = randomToken(24)
    const id = await logged('GET', '/test-only/fails-with-url', { headers: { 'x-test-token': token } })
    const error = linesOf(id).find((l) => l.includes('"level":50'))
    expect(error).toBeDefined()
    expect(error).toContain('/feeds/me/[redacted].ics?code=[redacted]')
    for (const line of lines) {
      expect(line).not.toContain(token)
      expect(line).not.toContain('abcdEFGH1')
    }
  })

  it('in no line of the whole run', () => {
    expect(lines.length).toBeGreaterThan(15)
    for (const secret of everySecret) {
      for (const line of lines) expect(line).not.toContain(secret)
    }
  })
})
