import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

interface Entry {
  version: number
  /** Encoded once: sending a Buffer skips re-encoding the JSON on every hit. */
  body: Buffer
  etag: string
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

export async function readDataVersion(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.version ?? 0
}

/**
 * Answers with cached JSON when the data version still matches, else computes, caches and answers.
 * Sends an ETag and honours If-None-Match with a 304, so a client that already has the answer gets
 * nothing but the headers.
 */
export async function sendCachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  options: { cache: ResponseCache; key: string; version: number; compute: () => Promise<unknown> },
): Promise<FastifyReply> {
  const { cache, key, version } = options
  let entry = cache.get(key, version)
  if (!entry) {
    const body = Buffer.from(JSON.stringify(await options.compute()))
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    entry = { version, body, etag }
    cache.set(key, entry)
  }
  reply.header('etag', entry.etag).header('cache-control', 'no-cache')
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(entry.body)
}
