import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { HotAnswers } from './hot-answers'
import { cacheCounter } from './metrics/cache-counts'

type Encoding = 'br' | 'gzip'

interface Compressed {
  bytes: Promise<Buffer>
  /** This representation's own strong ETag: the body's, the encoding, and `-fast` when compressed so. */
  etag: string
  /** Compressed at the fast level, and not yet asked to be compressed better. */
  canImprove: boolean
}

interface Entry {
  version: number
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
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. An encoding
 * refused with q=0 is never chosen.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return undefined
}

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
 * Serialized JSON answers kept per key and data version (table data_versions, bumped by triggers on
 * every change). A hit costs one indexed read of the version, so a busy calendar month is answered
 * without re-reading and re-serialising its Spaces, and every instance sharing the database sees a
 * change on its very next request. Least recently used entries go first past the limits.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 2 ** 20,
  ) {}

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.version !== version) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
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

/** Where a cached answer lives and how a miss is let in. */
export interface CachedAnswer {
  cache: ResponseCache
  key: string
  version: number
  /**
   * Runs `compute` when the cache does not have the answer (a miss costs a query and an encoding;
   * a hit, one version read): `app.costlyReads` charges the caller's limit and bounds the work.
   */
  admit?: (compute: () => Promise<string>) => Promise<string>
  /**
   * For an answer that depends on nothing but the URL and this data set's version (not on who asks,
   * nor on the time): what is sent is remembered in the hot answers, which send it again to the next
   * such request without the framework while the cache still holds it (lib/hot-answers.ts).
   */
  hot?: { answers: HotAnswers; dataSet: string }
}

/**
 * Answers with cached JSON when the data version still matches, else computes, caches and answers.
 * Sends an ETag and honours If-None-Match with a 304, so a client that already has the answer gets
 * nothing but the headers.
 */
export function sendCachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  options: CachedAnswer & { compute: () => Promise<unknown> },
): Promise<FastifyReply> {
  return sendCachedBody(req, reply, {
    ...options,
    contentType: 'application/json; charset=utf-8',
    compute: async () => JSON.stringify(await options.compute()),
  })
}

/**
 * sendCachedJson for any text body (calendar feeds, RSS, the sitemap): cached per key and data
 * version, compressed once per encoding, with an ETag and 304 on If-None-Match.
 */
export async function sendCachedBody(
  req: FastifyRequest,
  reply: FastifyReply,
  options: CachedAnswer & { contentType: string; compute: () => Promise<string> },
): Promise<FastifyReply> {
  const { cache, key, version } = options
  let entry = cache.get(key, version)
  cacheCounter.lookup(req.routeOptions.url ?? 'unmatched', entry !== undefined)
  if (!entry) {
    const body = Buffer.from(await (options.admit ? options.admit(options.compute) : options.compute()))
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    entry = { version, body, etag, compressed: {} }
    cache.set(key, entry)
  }
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  const encoding =
    entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : undefined
  const ifNoneMatch = req.headers['if-none-match']
  const cached = entry
  if (!encoding) {
    reply.header('etag', entry.etag)
    if (ifNoneMatch === entry.etag) return reply.code(304).send()
    reply.type(options.contentType)
    rememberHot(req, reply, options, entry.body, (v) => cache.get(key, v) === cached)
    return reply.send(entry.body)
  }
  // Each representation has its own strong ETag; the fast and the best bytes carry the same JSON, so a
  // client holding either has what it needs.
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
  if (!compressed.canImprove) {
    const isCurrent = (v: number) =>
      cache.get(key, v) === cached && cached.compressed[encoding] === compressed
    rememberHot(req, reply, options, bytes, isCurrent)
  }
  return reply.send(bytes)
}

function rememberHot(
  req: FastifyRequest,
  reply: FastifyReply,
  { hot }: CachedAnswer,
  body: Buffer,
  isCurrent: (version: number) => boolean,
): void {
  if (!hot || reply.statusCode !== 200) return
  hot.answers.remember(req.raw, { dataSet: hot.dataSet, isCurrent, body, headers: reply.getHeaders() })
}
