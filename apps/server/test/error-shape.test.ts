import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from './actors'
import { rawRequest } from './raw-request'
import { startTestServer, type TestServer } from './test-app'

/**
 * Every error answer is JSON `{ error: "<sentence>" }`, including the ones
 * Fastify and Node's HTTP parser raise before any route runs.
 */
let server: TestServer
let host: Actor

beforeAll(async () => {
  server = await startTestServer()
  host = await createActor(server, 'host')
})
afterAll(() => server.close())

function expectSentence(res: { status: number; headers: Record<string, unknown>; json: unknown }) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
  const body = res.json as Record<string, unknown>
  expect(Object.keys(body).filter((key) => key !== 'issues')).toEqual(['error'])
  expect(body.error).toMatch(/^[A-Z].{8,}[.!]?$/)
}

describe('error bodies', () => {
  it('431 for a 16 KB URL', async () => {
    const res = await rawRequest(server.baseUrl, 'GET', `/api/spaces?user=${'a'.repeat(16 * 1024)}`)
    expect(res.status).toBe(431)
    expectSentence(res)
  })

  it('431 for headers over the limit', async () => {
    const res = await rawRequest(server.baseUrl, 'GET', '/api/hosts', {
      headers: { 'x-padding': 'p'.repeat(20 * 1024) },
    })
    expect(res.status).toBe(431)
    expectSentence(res)
  })

  it.each(['/api/spaces/%E0%A4%A', '/api/profile/%', '/%ZZapi/hosts'])(
    '400 for a malformed percent-encoding: %s',
    async (path) => {
      const res = await rawRequest(server.baseUrl, 'GET', path)
      expect(res.status).toBe(400)
      expectSentence(res)
    },
  )

  it('400 for malformed HTTP', async () => {
    const res = await rawRequest(server.baseUrl, 'GET', '/api/hosts', {
      headers: { 'content-length': 'abc' },
    })
    expect(res.status).toBe(400)
    expectSentence(res)
  })

  it('404 for an unknown API path and method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['PATCH', '/api/spaces/1'],
      ['OPTIONS', '/api/spaces'],
    ] as const) {
      const res = await rawRequest(server.baseUrl, method, path)
      expect(res.status, `${method} ${path}`).toBe(404)
      expectSentence(res)
    }
  })

  it('400 for a body that is not JSON, 413 for one too large, 415 for another content type', async () => {
    const token = await host.client.fetchCsrfToken()
    const headers = { cookie: host.client.cookieHeader(), 'x-csrf-token': token }
    const bad = await rawRequest(server.baseUrl, 'POST', '/api/spaces', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"title": ',
    })
    expect(bad.status).toBe(400)
    expectSentence(bad)

    const large = await rawRequest(server.baseUrl, 'POST', '/api/spaces', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(300 * 1024) }),
    })
    expect(large.status).toBe(413)
    expectSentence(large)

    const xml = await rawRequest(server.baseUrl, 'POST', '/api/spaces', {
      headers: { ...headers, 'content-type': 'application/xml' },
      body: '<space/>',
    })
    expect(xml.status).toBe(415)
    expectSentence(xml)
  })

  it('400 with issues for a schema failure, still led by a sentence', async () => {
    const res = await host.client.send('POST', '/api/spaces', { title: '' })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe('title: Title is required')
    expect(res.json.issues[0]).toEqual({ path: 'title', message: 'Title is required' })
  })
})

/**
 * An unexpected error never hands its own message to the client, even when what failed is
 * an onSend hook that runs again on the error answer (the bundle's cookie serialiser did: Fastify's
 * last-resort handler then answered `{"statusCode":500,…,"message":"cookieModule…"}`).
 */
describe('unexpected errors', () => {
  let broken: TestServer
  const SECRET = 'internal detail that must stay in the log'

  beforeAll(async () => {
    broken = await startTestServer(
      {},
      {
        extend: (app) => {
          app.get('/api/test/throws', async () => {
            throw new Error(SECRET)
          })
          app.register(async (scope) => {
            scope.addHook('onSend', async () => {
              throw new Error(SECRET)
            })
            scope.get('/api/test/on-send-fails', async () => ({ ok: true }))
          })
        },
      },
    )
  })
  afterAll(() => broken.close())

  for (const path of ['/api/test/throws', '/api/test/on-send-fails']) {
    it(`500 with a sentence and nothing else for ${path}`, async () => {
      const res = await fetch(`${broken.baseUrl}${path}`, { headers: { cookie: 'theme=dark' } })
      const text = await res.text()
      expect(res.status).toBe(500)
      expect(text).not.toContain(SECRET)
      expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side. Please try again later.' })
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      // The security headers set before the failure are kept.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('set-cookie')).toBeNull()
    })
  }
})
