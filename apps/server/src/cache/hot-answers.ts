import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { cacheCounter } from '../lib/metrics/cache-counts'
import { requestIdOf } from '../lib/request-id'
import type { DataSet } from './data-sets'
import { preferredEncoding } from './encoding'
import { type DataVersions, readToken, tokenNow } from './versions'

/**
 * A cached answer a route has just sent, as the route's response cache holds it: what another request
 * for the same URL may be answered with, without going through the framework, for as long as
 * `isCurrent` says the cache would still answer it with these very bytes.
 */
export interface HotAnswer {
  /** The data sets the cache entry is valid for, by their versions (cache/data-sets.ts). */
  dataSets: readonly DataSet[]
  /** True while the response cache answers the same key at these versions with these bytes. */
  isCurrent: (token: string) => boolean
  body: Buffer
  /** Every header the framework was about to send, but the request id (each request has its own). */
  headers: Record<string, string | number | string[] | undefined>
}

interface Hot {
  answer: HotAnswer
  /** Headers as `[name, value, …]`, the request id's value last: copied and filled per request. */
  headers: string[]
}

/**
 * Bodies up to this size are remembered (16 MB at most in all, shared with the response cache): the
 * small answers, whose cost is mostly the framework's.
 */
const MAX_HOT_BODY_BYTES = 32 * 1024
const MAX_HOT_ANSWERS = 500
const MAX_KNOWN_ENCODINGS = 64

/**
 * Answers a GET again, straight from node:http, when a route answered the very same request (URL and
 * Accept-Encoding) from its response cache and the cache would still answer it with the same bytes
 * (on a cache hit, routing, hooks, validation and the reply's own pipeline cost twice what
 * the answer does). Routes opt in only for answers that are the same for every client, whoever is
 * logged in (a cookie changes nothing: the session a visitor's other calls touch is not needed here).
 * Only GETs are taken, without If-None-Match (the route's own 304 logic answers those). The data
 * version is read as the route reads it, so a change is seen by the very next request. Everything
 * else, and any doubt, goes to the framework.
 *
 * On at every log level: the request log writes the same line for a hot answer as for any other
 * (lib/request-log.ts). Off once the server is closing (the framework answers what arrives then).
 * At most MAX_HOT_ANSWERS URLs, each sharing the cache's own bytes, up to MAX_HOT_BODY_BYTES each.
 */
export class HotAnswers {
  private readonly byRequest = new Map<string, Hot>()
  private readonly encodings = new Map<string, string>()
  private versions: DataVersions | undefined

  /**
   * Starts answering once the database is there to read versions from; stops when the app starts
   * closing.
   */
  start(app: FastifyInstance, versions: DataVersions): void {
    this.versions = versions
    app.addHook('preClose', (done) => {
      this.versions = undefined
      this.byRequest.clear()
      done()
    })
  }

  /** Remembers what a route is about to send for `req`, if another request may get it as it is. */
  remember(req: IncomingMessage, answer: HotAnswer): void {
    const key = this.versions && this.keyOf(req)
    if (key === undefined || answer.body.length > MAX_HOT_BODY_BYTES) return
    if (answer.headers['set-cookie'] !== undefined) return
    const headers: string[] = []
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'x-request-id' || name === 'content-length') continue
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one))
    }
    headers.push('content-length', String(answer.body.length), 'x-request-id', '')
    this.byRequest.delete(key)
    this.byRequest.set(key, { answer, headers })
    if (this.byRequest.size > MAX_HOT_ANSWERS) {
      const oldest = this.byRequest.keys().next().value
      if (oldest !== undefined) this.byRequest.delete(oldest)
    }
  }

  /** The server's request listener: answers what it can, hands the rest to `next` (the framework). */
  listener(next: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse): void => {
      const versions = this.versions
      const key = versions && this.keyOf(req)
      const hot = key === undefined ? undefined : this.byRequest.get(key)
      if (!versions || !hot || key === undefined) {
        next(req, res)
        return
      }
      const { dataSets } = hot.answer
      const token = tokenNow(versions, dataSets)
      if (token !== undefined) {
        if (!this.answer(key, hot, token, req, res)) next(req, res)
        return
      }
      readToken(versions, dataSets).then(
        (read) => {
          if (!this.answer(key, hot, read, req, res)) next(req, res)
        },
        // The framework answers a database that cannot be read (503) the way it always does.
        () => next(req, res),
      )
    }
  }

  /** `encoding url` for a request another may be answered like, else undefined. */
  private keyOf(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' || req.url === undefined) return undefined
    const { headers } = req
    if (headers['if-none-match'] !== undefined) return undefined
    return `${this.encodingOf(headers['accept-encoding'])} ${req.url}`
  }

  /** Browsers send a handful of Accept-Encoding values: each is parsed once (and the list bounded). */
  private encodingOf(acceptEncoding: string | undefined): string {
    const raw = acceptEncoding ?? ''
    let known = this.encodings.get(raw)
    if (known === undefined) {
      if (this.encodings.size >= MAX_KNOWN_ENCODINGS) this.encodings.clear()
      known = preferredEncoding(acceptEncoding) ?? 'identity'
      this.encodings.set(raw, known)
    }
    return known
  }

  private answer(key: string, hot: Hot, token: string, req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.versions || !hot.answer.isCurrent(token)) {
      if (this.byRequest.get(key) === hot) this.byRequest.delete(key)
      return false
    }
    const headers = hot.headers.slice()
    headers[headers.length - 1] = requestIdOf(req)
    res.writeHead(200, headers)
    res.end(hot.answer.body)
    cacheCounter.hotAnswer()
    return true
  }
}
