import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { type Message, msg } from '../i18n/message'

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void

/** Keys counted in memory at most (a flood from many addresses drops the oldest windows first). */
const MAX_MEMORY_KEYS = 20_000

/**
 * Counts in a fixed window: INCR, and the window's expiry set on the first count. Answers the count
 * and the milliseconds left in the window.
 */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`

const DEGRADED = msg(
  'Redis (REDIS_URL) is not reachable: rate limits are counted by each instance on its own until it is back.',
)

interface CountingRedis extends Redis {
  spacesCount: (key: string, windowMs: number) => Promise<[number, number]>
}

/** Fixed windows in this process's memory, the oldest keys dropped past MAX_MEMORY_KEYS. */
class MemoryCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>()

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now()
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs }
      this.windows.delete(key)
      this.windows.set(key, window)
      if (this.windows.size > MAX_MEMORY_KEYS) {
        const oldest = this.windows.keys().next().value
        if (oldest !== undefined) this.windows.delete(oldest)
      }
    }
    window.count++
    return { current: window.count, ttl: window.endsAt - now }
  }

  clear(): void {
    this.windows.clear()
  }
}

/**
 * The rate limits' counters: in Redis (REDIS_URL) while it answers, so every instance shares them;
 * in this process's memory when there is no Redis, and while it is unreachable, so a limit is never
 * off: during an outage each instance counts on its own (a client may then get the limit once per
 * instance). One warning when Redis goes, one line when it is back; the Redis counts are used again
 * from then on. Keys are `REDIS_KEY_PREFIX` + `rate-limit:` + the limiter's own key, which names the
 * limit and the client (`auth:/api/auth/twitter:203.0.113.7`).
 */
export class RateLimitCounters {
  private readonly memory = new MemoryCounts()
  private redisUp: boolean
  /** A warning was logged for the outage in progress (so its end is logged too). */
  private warned = false
  /** While down with the connection open again, Redis is tried again from then on (ms). */
  private retryAt = 0
  /** Set once the app closes: the connection's end is no outage. */
  private stopped = false

  constructor(
    private readonly redis: Redis | undefined,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    redis?.defineCommand('spacesCount', { numberOfKeys: 1, lua: COUNT_SCRIPT })
    this.redisUp = redis?.status === 'ready'
    if (redis && !this.redisUp) this.wentDown()
    redis?.on('ready', () => this.cameBack())
    redis?.on('close', () => this.wentDown())
  }

  /** Null while counting as configured; a sentence while Redis is configured but unreachable. */
  degradedReason(): Message | null {
    return this.redis && !this.redisUp ? DEGRADED : null
  }

  incr(key: string, windowMs: number, done: Counted): void {
    const redis = this.redis as CountingRedis | undefined
    if (!redis || !this.mayUseRedis(redis)) {
      done(null, this.memory.incr(key, windowMs))
      return
    }
    redis.spacesCount(`${this.keyPrefix}rate-limit:${key}`, windowMs).then(
      ([current, ttl]) => {
        this.cameBack()
        done(null, { current, ttl })
      },
      (err: unknown) => {
        this.wentDown(err)
        done(null, this.memory.incr(key, windowMs))
      },
    )
  }

  /**
   * Up: yes. Down: only once the connection is open again (commands fail at once before that), and
   * then at most once a second, in case the failure was Redis answering errors (out of memory, a
   * read-only replica) rather than a lost connection.
   */
  private mayUseRedis(redis: Redis): boolean {
    if (this.redisUp) return true
    if (redis.status !== 'ready' || Date.now() < this.retryAt) return false
    this.retryAt = Date.now() + 1000
    return true
  }

  /** Called before the app disconnects from Redis on close. */
  stop(): void {
    this.stopped = true
  }

  private wentDown(err?: unknown): void {
    this.redisUp = false
    if (this.warned || this.stopped) return
    this.warned = true
    this.log.warn({ err }, DEGRADED.id)
  }

  private cameBack(): void {
    if (this.redisUp) return
    this.redisUp = true
    this.memory.clear()
    if (!this.warned) return
    this.warned = false
    this.log.info('Redis (REDIS_URL) is reachable again: rate limits are shared by every instance again.')
  }

  /**
   * The store class @fastify/rate-limit builds for each limiter. Every limiter's key generator
   * names its limit, so one store serves them all (the plugin's own Redis store named keys after a
   * route that a limiter made by createRateLimit does not have: `undefinedundefined-`).
   */
  storeClass() {
    const counters = this
    return class CountersStore {
      incr(key: string, done: Counted, timeWindow: number): void {
        counters.incr(key, timeWindow, done)
      }
      child(): CountersStore {
        return this
      }
    }
  }
}
