import type { FastifyBaseLogger } from 'fastify'

export interface Job {
  name: string
  intervalMs: number
  /** Must be safe to run on several instances at once: claim rows atomically, or be idempotent. */
  run: () => Promise<unknown>
  /**
   * runAll starts it without waiting for it (it calls another service, such as X, that must not hold
   * up start-up); stop() still waits for it.
   */
  inBackground?: boolean
}

export interface JobRunner {
  /** Runs every job once now (tests and start-up use it); background jobs are started, not awaited. */
  runAll: () => Promise<void>
  /** Stops scheduling and waits for runs in progress. */
  stop: () => Promise<void>
}

/** In-process periodic work. State lives in the database rows the jobs act on, so restarts lose nothing. */
export function startJobs(jobs: Job[], log: FastifyBaseLogger, options: { schedule: boolean }): JobRunner {
  const inFlight = new Set<Promise<void>>()
  let stopped = false

  const runOne = (job: Job): Promise<void> => {
    const run = job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => inFlight.delete(run))
    inFlight.add(run)
    return run
  }

  const timers = options.schedule
    ? jobs.map((job) => {
        const timer = setInterval(() => {
          if (!stopped) void runOne(job)
        }, job.intervalMs)
        timer.unref()
        return timer
      })
    : []

  return {
    runAll: async () => {
      await Promise.all(jobs.map((job) => (job.inBackground ? undefined : runOne(job))))
      for (const job of jobs) if (job.inBackground) void runOne(job)
    },
    stop: async () => {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all([...inFlight])
    },
  }
}
