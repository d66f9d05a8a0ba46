import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/http-client'
import { startTestServer, type TestServer } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-db'
import { splitPageTemplate } from './web-static'

let server: TestServer
let client: TestClient
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'spaces-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('push', () => {})")
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Spaces Calendar"}')
  server = await startTestServer({ WEB_DIST_DIR: dist })
  client = new TestClient(server.baseUrl)
})
afterAll(() => server.close())

describe('serving the web app', () => {
  it('caches hashed assets forever and revalidates everything else', async () => {
    const asset = await client.get('/assets/index-AbC123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const favicon = await client.get('/favicon.svg')
    expect(favicon.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves the service worker from the root, as script, revalidated, under the CSP that allows it', async () => {
    const worker = await client.get('/sw.js')
    expect(worker.status).toBe(200)
    // Registered at / with scope /: its own path gives that scope, no Service-Worker-Allowed needed.
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    // worker-src falls back to script-src, then default-src: 'self' covers /sw.js.
    expect(worker.headers.get('content-security-policy')).toMatch(/default-src 'self'/)
    expect(worker.headers.get('content-security-policy')).not.toMatch(/worker-src/)
    const manifest = await client.get('/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  })

  it.each([
    '/',
    '/chatbot',
    '/reading',
    '/glossary',
    '/dashboard',
    '/dashboard/new-space',
    '/demo/new-space',
    '/dashboard/edit-space/12',
    '/dashboard/links',
    '/dashboard/reading',
    '/dashboard/notifications',
    '/access/3',
    '/admin/hosts',
    '/admin/newsletter',
  ])('answers the client route %s with index.html, no-cache', async (route) => {
    const res = await client.request('GET', route, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<div id="root">')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers other pages with index.html and status 404, so the app shows its 404 page', async () => {
    const res = await client.request('GET', '/no/such/page', { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(res.text).toContain('<div id="root">')
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await client.get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ error: 'No such endpoint: GET /api/nope' })
    const missingAsset = await client.get('/assets/missing-123.js')
    expect(missingAsset.status).toBe(404)
  })

  it('sends the security headers', async () => {
    const res = await client.request('GET', '/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('health, docs and errors', () => {
  it('reports liveness and readiness', async () => {
    expect((await client.get('/healthz')).json).toEqual({ status: 'ok' })
    expect((await client.get('/readyz')).json).toMatchObject({ status: 'ready', mail: { held: false } })
  })

  it('publishes an OpenAPI document generated from the route schemas, and the docs UI', async () => {
    const doc = await client.get('/api/openapi.json')
    expect(doc.json.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.json.paths)).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/auth/logout']),
    )
    expect(doc.json.paths['/api/auth/user'].get.responses['200']).toBeDefined()
    const ui = await client.request('GET', '/api/docs/', { headers: { accept: 'text/html' } })
    expect(ui.status).toBe(200)
    expect(ui.text).toContain('swagger')
  })

  it('answers malformed JSON with a 400 sentence, not a 500', async () => {
    const token = await client.fetchCsrfToken()
    const res = await client.request('POST', '/api/auth/logout', {
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: '{not json',
    })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: 'The request body is not valid JSON.' })
  })

  it('gives every answer a request id', async () => {
    const res = await client.get('/healthz')
    expect(res.headers.get('x-request-id') ?? '').not.toBe('')
  })
})

describe('readiness without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    const database = await createTestDatabase()
    const other = await startTestServer({}, { database })
    try {
      await other.app.db.destroy()
      const res = await new TestClient(other.baseUrl).get('/readyz')
      expect(res.status).toBe(503)
      expect(res.json).toEqual({ error: 'The database is not reachable.' })
    } finally {
      // Closing fails on the database destroyed above; the test's database is dropped all the same.
      await other.app.close().catch(() => {})
      await database.drop()
    }
  })
})

describe('splitting index.html for per-page head tags', () => {
  it("takes out the page's own title and description, and puts the tags where the title was", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="d">' +
      '<link rel="icon" href="/i.svg"><title>T</title></head><body></body></html>'
    const parts = splitPageTemplate(html)
    expect(parts.defaultHead).toBe('<meta name="description" content="d"><title>T</title>')
    expect(`${parts.before}${parts.defaultHead}${parts.after}`).toContain('<link rel="icon" href="/i.svg">')
    expect(`${parts.before}X${parts.after}`).toBe(
      '<!doctype html><html><head><meta charset="utf-8">X<link rel="icon" href="/i.svg"></head><body></body></html>',
    )
  })

  it('without a title, puts the tags before </head>, else after the doctype', () => {
    const withHead = splitPageTemplate('<html><head><meta charset="utf-8"></head><body></body></html>')
    expect(`${withHead.before}X${withHead.after}`).toBe(
      '<html><head><meta charset="utf-8">X</head><body></body></html>',
    )
    const bare = splitPageTemplate('<!doctype html><div id="root"></div>')
    expect(`${bare.before}X${bare.after}`).toBe('<!doctype html>X<div id="root"></div>')
  })
})
