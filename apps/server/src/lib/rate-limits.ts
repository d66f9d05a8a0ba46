import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { App } from '../app-types'
import { tooManyRequests } from './errors'
import { RateLimitCounters } from './rate-limit-store'
import { limitsFor, matchedRoute, type RouteLimit } from './route-rules'

const MINUTE_MS = 60_000

type Limiter = (
  req: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>

/**
 * Request limits, counted by @fastify/rate-limit in lib/rate-limit-store.ts: in Redis when
 * REDIS_URL is set, so every instance shares the counters, else in this process's memory.
 *
 * - routes marked `config: { limit: 'auth' }` (login start, OAuth callback, the sandbox's
 *   authorize and token calls): RATE_LIMIT_AUTH_PER_MINUTE per client IP, each route on its own;
 * - routes marked `config: { limit: 'mail' }` (they mail an address the caller typed):
 *   RATE_LIMIT_MAILS_PER_HOUR per user (per IP when logged out), on top of the writes limit;
 * - every other unsafe call to the API, and unsafe routes outside it marked `config: { limit: 'writes' }`
 *   (the newsletter's confirm and unsubscribe POSTs): RATE_LIMIT_WRITES_PER_MINUTE per user (per IP
 *   when logged out, as those always are), all routes together.
 *
 * Public reads are not limited: they are served from the response cache. The hook runs after the
 * session and CSRF hooks, so a forged request is refused before it costs its victim anything.
 * While Redis cannot be reached every limit still holds, counted by each instance on its own, and
 * `/readyz` names Redis as degraded (the instance stays ready).
 */
export async function registerRateLimits(app: App): Promise<void> {
  const { limits, redisUrl, redisKeyPrefix } = app.config
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined
  const counters = new RateLimitCounters(redis, redisKeyPrefix, app.log)
  app.readiness.add('redis', () => counters.degradedReason())
  if (redis) {
    app.addHook('onClose', async () => {
      counters.stop()
      redis.disconnect()
    })
  }
  await app.register(fastifyRateLimit, { global: false, store: counters.storeClass() })

  const auth: Limiter = app.createRateLimit({
    max: limits.authPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `auth:${matchedRoute(req)}:${req.ip}`,
  })
  const writes: Limiter = app.createRateLimit({
    max: limits.writesPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => (req.user ? `writes:user:${req.user.id}` : `writes:ip:${req.ip}`),
  })

  const mail: Limiter = app.createRateLimit({
    max: limits.mailsPerHour,
    timeWindow: 60 * MINUTE_MS,
    keyGenerator: (req) => (req.user ? `mail:user:${req.user.id}` : `mail:ip:${req.ip}`),
  })

  const limiters: Record<RouteLimit, Limiter> = { auth, writes, mail }
  // A call with an API token counts against the token's own limit too, reads included: a program
  // holding one can loop much faster than a person.
  const token: Limiter = app.createRateLimit({
    max: limits.tokenRequestsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `token:${req.apiToken?.id}`,
  })

  async function charge(req: FastifyRequest, names: RouteLimit[]): Promise<void> {
    for (const name of names) {
      const result = await limiters[name](req)
      if (result.isExceeded) throw tooManyRequests(result.ttlInSeconds ?? 60)
    }
  }
  // A callback, not async: reads, most requests, count against nothing here and finish without a
  // promise (the reads the cache did not have are counted where they miss).
  app.addHook('onRequest', (req, _reply, done) => {
    const route = matchedRoute(req)
    const names = route === undefined ? [] : limitsFor(req.method, route, req.routeOptions.config.limit)
    if (req.apiToken) {
      token(req).then((result) => {
        if (result.isExceeded) return done(tooManyRequests(result.ttlInSeconds ?? 60))
        if (names.length === 0) return done()
        charge(req, names).then(() => done(), done)
      }, done)
      return
    }
    if (names.length === 0) return done()
    charge(req, names).then(() => done(), done)
  })
}

/**
 * Connects, waiting up to 3 s for the first connection; ioredis keeps reconnecting after that, and
 * the counters use memory meanwhile (lib/rate-limit-store.ts logs the outage and its end).
 */
async function connectRedis(url: string): Promise<Redis> {
  // Loaded only with REDIS_URL: a single instance never loads the client, which costs start-up time and memory.
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    // Fail fast instead of queueing: a request must not wait for a Redis that is down…
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // …or for one that hangs with the connection open.
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  })
  // Errors come once per reconnection attempt; the counters say once that Redis is gone.
  redis.on('error', () => {})
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return redis
}
