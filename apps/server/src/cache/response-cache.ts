import { createHash, type Hash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Encoding, preferredEncoding } from './encoding'

interface Compressed {
  bytes: Promise<Buffer>
  /** This representation's own strong ETag: the body's, the encoding, and `-fast` when compressed so. */
  etag: string
  /** Compressed at the fast level, and not yet asked to be compressed better. */
  canImprove: boolean
}

export interface Entry {
  /** The versions of the data sets it was built from (versions.ts). */
  token: string
  /** Encoded once: sending a Buffer skips re-encoding the JSON on every hit. */
  body: Buffer
  etag: string
  /** Compressed once per data version (a large body twice: fast, then best), per encoding. */
  compressed: Partial<Record<Encoding, Compressed>>
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/** Below this, compression costs more in headers and CPU than it saves. */
const MIN_COMPRESS_BYTES = 1024

/**
 * A body this large is compressed at the fast level when first asked for (a cache miss: 0.5 ms instead
 * of 2.4 for a 330 KB page of 500 Spaces, ~20% larger), and again at the best level once it is asked
 * for a second time, so what is cached and asked for again keeps the best ratio. Smaller
 * bodies (a home page's month) cost little and are compressed at the best level at once.
 */
const FAST_FIRST_BYTES = 64 * 1024
const LEVELS = { br: { fast: 1, best: 5 }, gzip: { fast: 1, best: 6 } } as const

function compress(body: Buffer, encoding: Encoding, fast: boolean): Promise<Buffer> {
  const level = LEVELS[encoding][fast ? 'fast' : 'best']
  // Best is quality 5 brotli: most of the gain of 11 at a small fraction of the time.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level })
}

/** A body as an entry holds it: its bytes and its strong ETag (the SHA-1 of the bytes). */
export interface Encoded {
  body: Buffer
  etag: string
}

const etagOfBody = (hash: Hash) => `"${hash.digest('base64url')}"`

/**
 * Characters encoded per turn of the event loop by encodeInSlices: a few milliseconds of UTF-8
 * encoding and hashing, where a 5 MB sitemap or calendar in one go held the loop for tens.
 */
export const ENCODE_SLICE_CHARS = 256 * 1024

/**
 * A text as an entry holds it, made a slice at a time (yielding to the event loop between slices):
 * the same bytes and ETag as Buffer.from and one SHA-1. A slice never ends between the two halves of
 * a surrogate pair, so each character is encoded whole.
 */
export async function encodeInSlices(text: string, size = ENCODE_SLICE_CHARS): Promise<Encoded> {
  const hash = createHash('sha1')
  if (text.length <= size) {
    const body = Buffer.from(text)
    return { body, etag: etagOfBody(hash.update(body)) }
  }
  const body = Buffer.allocUnsafe(Buffer.byteLength(text))
  let offset = 0
  for (let start = 0; start < text.length; ) {
    if (start > 0) await nextTurn()
    let end = Math.min(text.length, start + size)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1
    const written = body.write(text.slice(start, end), offset)
    hash.update(body.subarray(offset, offset + written))
    offset += written
    start = end
  }
  return { body, etag: etagOfBody(hash) }
}

const etagOf = (entry: Entry, encoding: Encoding, fast: boolean) =>
  `${entry.etag.slice(0, -1)}-${encoding}${fast ? '-fast' : ''}"`

/** The compressed body to send: made on first need, made better when asked for again. */
function compressedFor(entry: Entry, encoding: Encoding): Compressed {
  const known = entry.compressed[encoding]
  if (known) {
    if (known.canImprove) {
      known.canImprove = false
      compress(entry.body, encoding, false).then(
        (bytes) => {
          entry.compressed[encoding] = {
            bytes: Promise.resolve(bytes),
            etag: etagOf(entry, encoding, false),
            canImprove: false,
          }
        },
        // The fast bytes stay: they are as right, only larger.
        () => {},
      )
    }
    return known
  }
  const fast = entry.body.length >= FAST_FIRST_BYTES
  const made = {
    bytes: compress(entry.body, encoding, fast),
    etag: etagOf(entry, encoding, fast),
    canImprove: fast,
  }
  entry.compressed[encoding] = made
  return made
}

/**
 * Answers kept per key and data-version token (cache/data-sets.ts: bumped by triggers on every
 * change). A hit costs a read of the versions, so a busy calendar month is answered without
 * re-reading and re-serialising its Spaces, and every instance sharing the database sees a change on
 * its very next request. Least recently used entries go first past the limits.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 2 ** 20,
  ) {}

  get(key: string, token: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.token !== token) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** What the key holds, whatever its versions (stale-while-rebuild, cached-answer.ts). */
  peek(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  /** Keeps `body` for `key` at `token`, and returns it as an entry. */
  keep(key: string, token: string, body: Buffer): Entry {
    return this.keepEncoded(key, token, { body, etag: etagOfBody(createHash('sha1').update(body)) })
  }

  /** Keeps a body already encoded and hashed (encodeInSlices), and returns it as an entry. */
  keepEncoded(key: string, token: string, encoded: Encoded): Entry {
    const entry = { token, body: encoded.body, etag: encoded.etag, compressed: {} }
    this.set(key, entry)
    return entry
  }

  set(key: string, entry: Entry): void {
    this.delete(key)
    if (entry.body.length > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }
}

/**
 * What was sent, for the hot answers (hot-answers.ts): the bytes, and whether the cache would still
 * send these very bytes at a token.
 */
export type Sent = (body: Buffer, isCurrent: (token: string) => boolean) => void

/**
 * Sends a cached entry: its ETag (one per representation) and a 304 on If-None-Match, else the body,
 * compressed for the client once per encoding. `sent` hears of a 200 whose bytes may be sent again.
 */
export async function sendEntry(
  req: FastifyRequest,
  reply: FastifyReply,
  options: { cache: ResponseCache; key: string; entry: Entry; contentType: string; sent?: Sent },
): Promise<FastifyReply> {
  const { cache, key, entry } = options
  // A route whose answer also depends on other headers (an embed's language) has named them already.
  const vary = reply.getHeader('vary')
  reply
    .header('cache-control', 'no-cache')
    .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding')
  const encoding =
    entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : undefined
  const ifNoneMatch = req.headers['if-none-match']
  if (!encoding) {
    reply.header('etag', entry.etag)
    if (ifNoneMatch === entry.etag) return reply.code(304).send()
    reply.type(options.contentType)
    if (reply.statusCode === 200) options.sent?.(entry.body, (t) => cache.get(key, t) === entry)
    return reply.send(entry.body)
  }
  // Each representation has its own strong ETag; the fast and the best bytes carry the same text, so
  // a client holding either has what it needs.
  const held = ifNoneMatch === etagOf(entry, encoding, false) || ifNoneMatch === etagOf(entry, encoding, true)
  if (held) {
    const etag = entry.compressed[encoding]?.etag ?? etagOf(entry, encoding, false)
    return reply.header('etag', etag).code(304).send()
  }
  const compressed = compressedFor(entry, encoding)
  reply.header('etag', compressed.etag).type(options.contentType).header('content-encoding', encoding)
  const bytes = await compressed.bytes
  // Fast bytes not yet asked for again are not remembered: the next ask must reach compressedFor,
  // which then makes the best ones (and these stay current only until they are there).
  if (!compressed.canImprove && reply.statusCode === 200) {
    options.sent?.(bytes, (t) => cache.get(key, t) === entry && entry.compressed[encoding] === compressed)
  }
  return reply.send(bytes)
}
