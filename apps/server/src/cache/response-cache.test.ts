import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedAnswers } from './cached-answers'
import { HotAnswers } from './hot-answers'
import { encodeInSlices } from './response-cache'

/**
 * A large answer is compressed fast when first asked for (a cache miss), then at the best
 * level once asked for again; both carry the same text, and a client holding either gets a 304.
 */
describe('the response cache compresses a large miss fast, and what is asked again best', () => {
  const app = Fastify()
  // Data that never changes: the versions stay as they are.
  const answers = cachedAnswers({ versions: { now: () => 1, read: async () => 1 }, hot: new HotAnswers() })
  const words =
    'community audio space weekly talk founders design markets music civic night jazz poetry'.split(' ')
  // ~200 KB of text that compresses like a page of Spaces: words in a varying order.
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed
  }
  const large = Array.from({ length: 30_000 }, () => words[next() % words.length]).join(' ')
  const small = large.slice(0, 4_000)

  beforeAll(async () => {
    for (const [path, body] of [
      ['/large', large],
      ['/small', small],
    ] as const) {
      app.get(path, (req, reply) =>
        answers.text(req, reply, {
          dataSets: ['spaces'],
          key: path,
          contentType: 'text/plain',
          compute: async () => body,
        }),
      )
    }
    await app.ready()
  })
  afterAll(() => app.close())

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers })

  it('sends brotli fast first, then the best once it is asked for again', { timeout: 30_000 }, async () => {
    const first = await get('/large', { 'accept-encoding': 'br' })
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/-br-fast"$/)
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(large)

    // The second ask starts the better compression; an ask after it has finished gets its bytes.
    let later = await get('/large', { 'accept-encoding': 'br' })
    for (let i = 0; i < 1000 && later.headers.etag === first.headers.etag; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      later = await get('/large', { 'accept-encoding': 'br' })
    }
    expect(later.headers.etag).toMatch(/-br"$/)
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length)
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(large)

    // Either representation is still good: 304 with the current ETag.
    for (const held of [first.headers.etag, later.headers.etag]) {
      const again = await get('/large', { 'accept-encoding': 'br', 'if-none-match': String(held) })
      expect(again.statusCode).toBe(304)
      expect(again.headers.etag).toBe(later.headers.etag)
    }
    // Another encoding's ETag is not.
    const gzip = await get('/large', {
      'accept-encoding': 'gzip',
      'if-none-match': String(later.headers.etag),
    })
    expect(gzip.statusCode).toBe(200)
    expect(gzip.headers.etag).toMatch(/-gzip-fast"$/)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large)
  })

  it('compresses a small answer at the best level at once', async () => {
    const first = await get('/small', { 'accept-encoding': 'br' })
    expect(first.headers.etag).toMatch(/-br"$/)
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(small)
    const plain = await get('/small', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(small)
    const held = await get('/small', { 'if-none-match': String(plain.headers.etag) })
    expect(held.statusCode).toBe(304)
  })
})

describe('a large text is encoded a slice at a time', () => {
  it('into the very bytes and ETag of one Buffer.from and one SHA-1, pairs of surrogates whole', async () => {
    const pieces = ['plain ', 'é', '日本', '🎙️', '𝒳', '\ud800', 'x\udc00', '"\n']
    const text = Array.from({ length: 3000 }, (_, i) => pieces[i % pieces.length]).join('')
    const whole = Buffer.from(text)
    const etag = `"${createHash('sha1').update(whole).digest('base64url')}"`
    for (const size of [1, 2, 3, 7, 64, 1000, text.length, text.length + 1]) {
      const encoded = await encodeInSlices(text, size)
      expect(encoded.body.equals(whole), `slices of ${size}`).toBe(true)
      expect(encoded.etag).toBe(etag)
    }
  })
})
