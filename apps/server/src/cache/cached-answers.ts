import type { FastifyReply, FastifyRequest } from 'fastify'
import { cacheCounter } from '../lib/metrics/cache-counts'
import type { DataSet } from './data-sets'
import type { HotAnswers } from './hot-answers'
import { type Entry, encodeInSlices, ResponseCache, type Sent, sendEntry } from './response-cache'
import { type DataVersions, readToken } from './versions'

/** What the composition hands every route that caches (app.ts, app/features.ts). */
export interface CacheParts {
  versions: DataVersions
  hot: HotAnswers
}

/** What a route declares of one answer, and nothing else. */
export interface Answer<T> {
  /** The data sets the answer reads (cache/data-sets.ts): a change in any of them makes it again. */
  dataSets: readonly DataSet[]
  /** Everything else the answer depends on: the normalised query, the day or minute, … */
  key: string
  compute: () => Promise<T>
  /**
   * Lets a miss in (`costlyReads.admit`: charges the caller's read limit and bounds the work),
   * else it runs at once.
   */
  admit?: (compute: () => Promise<string>) => Promise<string>
  /**
   * The answer is the same for every client, whoever is logged in: the hot answers send it again
   * without the framework (hot-answers.ts).
   */
  sameForEveryone?: boolean
}

export interface CachedAnswersOptions {
  maxEntries?: number
  maxBytes?: number
  /**
   * For answers that take long to make (a site feed of 5,000 events, the sitemap): once their data
   * changed, the previous bytes, when at least `minBytes` long, are sent while the new ones are made,
   * for at most STALE_BOUND_MS. Smaller answers are made again at once, so a client reads its own
   * change in them.
   */
  staleWhileRebuild?: { minBytes: number }
}

/** How long a stale answer may be sent while its new one is being made (or failing to be made). */
export const STALE_BOUND_MS = 30_000
/** Answers this large are sent stale while made again (a site feed of a few hundred events and up). */
export const LARGE_ANSWER_BYTES = 256 * 1024

/**
 * A route's response cache: it reads the versions before the data, builds the key, lets a miss in,
 * sends with ETag/304 and compression, and tells the hot answers what may be sent again. One
 * build per key and token at a time: requests arriving while it runs wait for it.
 */
export function cachedAnswers(parts: CacheParts, options: CachedAnswersOptions = {}) {
  const cache = new ResponseCache(options.maxEntries, options.maxBytes)
  const building = new Map<string, { token: string; entry: Promise<Entry> }>()
  /** When each entry was first found stale: served stale for STALE_BOUND_MS at most. */
  const staleSince = new WeakMap<Entry, number>()

  function build(key: string, token: string, make: () => Promise<string>) {
    const under = building.get(key)
    if (under && under.token === token) return { entry: under.entry, started: false }
    const entry = make().then(async (text) => cache.keepEncoded(key, token, await encodeInSlices(text)))
    const mine = { token, entry }
    building.set(key, mine)
    const done = () => {
      if (building.get(key) === mine) building.delete(key)
    }
    entry.then(done, done)
    return { entry, started: true }
  }

  function staleFor(key: string, minBytes: number): Entry | undefined {
    const entry = cache.peek(key)
    if (!entry || entry.body.length < minBytes) return undefined
    const since = staleSince.get(entry) ?? Date.now()
    staleSince.set(entry, since)
    return Date.now() - since <= STALE_BOUND_MS ? entry : undefined
  }

  async function send(
    req: FastifyRequest,
    reply: FastifyReply,
    answer: Answer<string> & { contentType: string },
  ): Promise<FastifyReply> {
    const { key, dataSets } = answer
    const token = await readToken(parts.versions, dataSets)
    const route = req.routeOptions.url ?? 'unmatched'
    const sent: Sent | undefined = answer.sameForEveryone
      ? (body, isCurrent) =>
          parts.hot.remember(req.raw, { dataSets, isCurrent, body, headers: reply.getHeaders() })
      : undefined
    const current = cache.get(key, token)
    if (current) {
      cacheCounter.lookup(route, true)
      return sendEntry(req, reply, { cache, key, entry: current, contentType: answer.contentType, sent })
    }
    const make = () => (answer.admit ? answer.admit(answer.compute) : answer.compute())
    const stale = options.staleWhileRebuild ? staleFor(key, options.staleWhileRebuild.minBytes) : undefined
    const built = build(key, token, make)
    if (built.started) cacheCounter.lookup(route, false)
    if (stale) {
      built.entry.catch((err: unknown) =>
        req.log.warn({ err, route }, 'A cached answer could not be made again'),
      )
      return sendEntry(req, reply, { cache, key, entry: stale, contentType: answer.contentType })
    }
    // A build another request started may fail for reasons of its own (its caller's read limit):
    // this request then makes the answer itself, under its own.
    const entry = built.started
      ? await built.entry
      : await built.entry.catch(async () => cache.keepEncoded(key, token, await encodeInSlices(await make())))
    return sendEntry(req, reply, { cache, key, entry, contentType: answer.contentType, sent })
  }

  return {
    /** Answers with the cached text (a feed, the sitemap, an HTML page) of `contentType`. */
    text: send,
    /** Answers with the cached JSON of what `compute` makes. */
    json: (req: FastifyRequest, reply: FastifyReply, answer: Answer<unknown>) =>
      send(req, reply, {
        ...answer,
        contentType: 'application/json; charset=utf-8',
        compute: async () => JSON.stringify(await answer.compute()),
      }),
  }
}
