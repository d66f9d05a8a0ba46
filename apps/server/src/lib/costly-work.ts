import type { FastifyRequest } from 'fastify'
import type { App } from '../app-types'
import { BoundedQueue, QueueFullError } from './bounded-queue'
import { AppError, tooManyRequests } from './errors'

const MINUTE_MS = 60_000

export interface CostlyWork {
  /** Counts one piece of work against the caller's IP: 429 past its limit. */
  charge: (req: FastifyRequest) => Promise<void>
  /** Runs the work through the instance's bounded line: 503 with Retry-After when the line is full. */
  run: <T>(work: () => Promise<T>) => Promise<T>
  /** Both: charges the caller, then runs the work. */
  admit: <T>(req: FastifyRequest, work: () => Promise<T>) => Promise<T>
}

/**
 * Work that costs far more than a cached answer — drawing a share picture, reading and encoding a
 * list the response cache did not have — bounded twice: per client IP against
 * `perMinute`, and across every client of the instance by one line (`atOnce` running, `waiting`
 * queued), so a flood from many addresses queues no more than that. While Redis is down the
 * per-IP limit is counted by each instance on its own (lib/rate-limit-store.ts).
 */
export function createCostlyWork(
  app: App,
  options: {
    name: string
    perMinute: number
    atOnce: number
    waiting: number
    retryAfterSeconds: number
    /** The 503's sentence. */
    busy: string
  },
): CostlyWork {
  const limit = app.createRateLimit({
    max: options.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${options.name}:${req.ip}`,
  })
  const line = new BoundedQueue(options.atOnce, options.waiting)
  const work: CostlyWork = {
    charge: async (req) => {
      const result = await limit(req)
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds)
    },
    run: async (work) => {
      try {
        return await line.run(work)
      } catch (err) {
        if (!(err instanceof QueueFullError)) throw err
        throw new AppError('UNAVAILABLE', options.busy, { retryAfterSeconds: options.retryAfterSeconds })
      }
    },
    admit: async (req, task) => {
      await work.charge(req)
      return work.run(task)
    },
  }
  return work
}
