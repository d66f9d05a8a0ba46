import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { createActor } from './actors'
import { createSpaceRow } from './factories'
import { rawRequest } from './raw-request'
import { startTestServer, type TestServer } from './test-app'

/**
 * What the server really sends. Text answers of 1 KB or more go out compressed to clients
 * that accept it (brotli first, then gzip), identical once decoded; the cached Space list is
 * compressed once per data version; built assets are sent precompressed from the build.
 */
let server: TestServer
let dist: string
const asset = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'spaces-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'index-Zz9.js'), asset)
  writeFileSync(path.join(dist, 'assets', 'index-Zz9.js.br'), brotliCompressSync(asset))
  writeFileSync(path.join(dist, 'assets', 'index-Zz9.js.gz'), gzipSync(asset))
  server = await startTestServer({ WEB_DIST_DIR: dist })
  const host = await createActor(server, 'host')
  for (let i = 0; i < 30; i += 1) {
    await createSpaceRow(server, host.user!, {
      title: `Compressible Space ${i}`,
      description: 'Words '.repeat(20),
    })
  }
})
afterAll(async () => {
  await server.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  rawRequest(server.baseUrl, 'GET', url, { headers })
const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body

describe('compression as served', () => {
  const from = nowSeconds() - 86400
  const list = `/api/spaces?from=${from}&to=${from + 40 * 86400}`

  it('sends the cached Space list as brotli, gzip or plain, the same JSON each way', async () => {
    const plain = await get(list)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(list, { 'accept-encoding': accept })
      expect(res.headers['content-encoding'], accept).toBe(encoding)
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i)
      expect(decode(encoding, res.body).toString(), accept).toBe(plain.text)
      if (encoding) expect(res.body.length, accept).toBeLessThan(plain.body.length / 3)
    }
  })

  it('gives each representation its own ETag and answers 304 for it', async () => {
    const br = await get(list, { 'accept-encoding': 'br' })
    const gz = await get(list, { 'accept-encoding': 'gzip' })
    const plain = await get(list)
    const etags = [br, gz, plain].map((r) => r.headers.etag)
    expect(new Set(etags).size).toBe(3)
    const again = await get(list, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })
    expect(again.status).toBe(304)
    const mismatch = await get(list, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })
    expect(mismatch.status).toBe(200)
  })

  it('compresses other JSON answers over 1 KB, and leaves small ones alone', async () => {
    const big = await get('/api/openapi.json', { 'accept-encoding': 'br, gzip' })
    expect(big.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decode('br', big.body).toString())).toHaveProperty('openapi')
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('sends built assets precompressed, with Vary', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/index-Zz9.js', { 'accept-encoding': accept })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(decode(encoding, res.body).toString()).toBe(asset)
    }
    const plain = await get('/assets/index-Zz9.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(asset)
  })
})
