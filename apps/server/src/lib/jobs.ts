import type { FastifyBaseLogger } from 'fastify'

/** What a run can ask of the runner: a job that loops (claim, work, record, again) checks it between rounds. */
export interface JobRun {
  /** True once the app is closing: finish the round in hand, record it, and return. */
  readonly stopping: boolean
}

/**
 * One periodic piece of work, `features/<area>/<area>.job.ts`. It claims rows (a lease or an atomic
 * `UPDATE … WHERE`), does the work through the area's functions and records the outcome in the same
 * rows: it keeps nothing in memory that a restart would lose.
 */
export interface Job {
  name: string
  intervalMs: number
  /** Must be safe to run on several instances at once: claim rows atomically, or be idempotent. */
  run: (run: JobRun) => Promise<unknown>
  /**
   * runAll starts it without waiting for it (it calls another service, such as X, that must not hold
   * up start-up); stop() still waits for it.
   */
  inBackground?: boolean
}

/** What the runner tells about every run, for whoever watches the jobs (lib/metrics/job-watch.ts). */
export interface JobObserver {
  started: (name: string) => void
  /** `ok`: the run resolved; false when it threw (the runner logs it). */
  finished: (name: string, outcome: { ok: boolean; seconds: number }) => void
}

/** A job as the runner holds it: what `/readyz` and the Health screen list. */
export interface JobInfo {
  name: string
  intervalSeconds: number
  /** Run on its interval by this instance (RUN_JOBS), not only when asked. */
  scheduled: boolean
}

export interface JobRunner {
  /** The jobs this runner holds. */
  list: () => JobInfo[]
  /** Runs every job once now (tests and start-up use it); background jobs are started, not awaited. */
  runAll: () => Promise<void>
  /** Runs the job `name` now, or joins its run in progress on this instance; resolves with its result. */
  run: (name: string) => Promise<unknown>
  /** Stops scheduling, tells runs in progress to stop, and waits for them. */
  stop: () => Promise<void>
}

/**
 * In-process periodic work. A job never overlaps itself on one instance (a tick while it runs joins
 * the run); across instances its own claims keep it safe. State lives in the database rows the jobs
 * act on, so restarts lose nothing.
 */
export function startJobs(
  jobs: Job[],
  log: FastifyBaseLogger,
  options: { schedule: boolean; observer?: JobObserver },
): JobRunner {
  const { observer } = options
  const running = new Map<string, Promise<unknown>>()
  const state = { stopping: false }
  const jobRun: JobRun = {
    get stopping() {
      return state.stopping
    },
  }

  const runOne = (job: Job): Promise<unknown> => {
    const current = running.get(job.name)
    if (current) return current
    if (state.stopping) return Promise.resolve(undefined)
    const began = performance.now()
    const finished = (ok: boolean) =>
      observer?.finished(job.name, { ok, seconds: (performance.now() - began) / 1000 })
    observer?.started(job.name)
    const run = job
      .run(jobRun)
      .then(
        (result) => {
          finished(true)
          return result
        },
        (err: unknown) => {
          log.error({ err, job: job.name }, 'job failed')
          finished(false)
          return undefined
        },
      )
      .finally(() => running.delete(job.name))
    running.set(job.name, run)
    return run
  }

  const timers = options.schedule
    ? jobs.map((job) => {
        const timer = setInterval(() => void runOne(job), job.intervalMs)
        timer.unref()
        return timer
      })
    : []

  return {
    list: () =>
      jobs.map((job) => ({
        name: job.name,
        intervalSeconds: job.intervalMs / 1000,
        scheduled: options.schedule,
      })),
    runAll: async () => {
      await Promise.all(jobs.map((job) => (job.inBackground ? undefined : runOne(job))))
      for (const job of jobs) if (job.inBackground) void runOne(job)
    },
    run: (name) => {
      const job = jobs.find((one) => one.name === name)
      if (!job) return Promise.reject(new Error(`No job named ${name}.`))
      return runOne(job)
    },
    stop: async () => {
      state.stopping = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all([...running.values()])
    },
  }
}
