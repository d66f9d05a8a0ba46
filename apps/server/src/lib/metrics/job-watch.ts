import type { JobInfo, JobObserver } from '../jobs'

/** A job as this instance has seen it run. */
export interface JobReport extends JobInfo {
  running: boolean
  /** When the current run began (unix seconds), while running. */
  runningSince: number | null
  /** When the last run that did not fail ended (unix seconds). */
  lastSuccessAt: number | null
  /** When the last run that failed ended (unix seconds). */
  lastFailureAt: number | null
  /** How long the last finished run took, failed or not. */
  lastDurationSeconds: number | null
  /** Whether the last finished run failed (it threw: the log has why). */
  lastFailed: boolean
  runs: { success: number; failure: number }
  /**
   * How far past due a successful run is: seconds since the last one ended (or since this instance
   * began watching, before the first) beyond the interval; 0 while on time. Null for a job this
   * instance runs only when asked (RUN_JOBS=false).
   */
  lagSeconds: number | null
}

interface Seen {
  runningSince: number | null
  lastSuccessAt: number | null
  lastFailureAt: number | null
  lastDurationSeconds: number | null
  lastFailed: boolean
  success: number
  failure: number
}

const now = () => Date.now() / 1000

/**
 * Watches the job runner (lib/jobs.ts) of this instance: each run's start, end, duration and outcome.
 * In memory, as it describes this process; what a job did lives in the database rows it worked on.
 */
export class JobWatch implements JobObserver {
  private readonly seen = new Map<string, Seen>()
  private readonly since = now()
  private readonly listeners: ((name: string) => void)[] = []

  started(name: string): void {
    this.of(name).runningSince = now()
  }

  finished(name: string, outcome: { ok: boolean; seconds: number }): void {
    const seen = this.of(name)
    const at = now()
    seen.runningSince = null
    seen.lastDurationSeconds = outcome.seconds
    seen.lastFailed = !outcome.ok
    if (outcome.ok) {
      seen.lastSuccessAt = at
      seen.success += 1
    } else {
      seen.lastFailureAt = at
      seen.failure += 1
    }
    for (const listener of this.listeners) listener(name)
  }

  /** Calls `listener` with a job's name each time one of its runs ends. */
  onFinished(listener: (name: string) => void): void {
    this.listeners.push(listener)
  }

  /** Every job of the runner, with what this instance saw of its runs. */
  report(jobs: readonly JobInfo[]): JobReport[] {
    const at = now()
    return jobs.map((job) => {
      const seen = this.seen.get(job.name)
      const lastSuccessAt = seen?.lastSuccessAt ?? null
      const lag = job.scheduled ? Math.max(0, at - (lastSuccessAt ?? this.since) - job.intervalSeconds) : null
      return {
        ...job,
        running: seen?.runningSince != null,
        runningSince: seen?.runningSince ?? null,
        lastSuccessAt,
        lastFailureAt: seen?.lastFailureAt ?? null,
        lastDurationSeconds: seen?.lastDurationSeconds ?? null,
        lastFailed: seen?.lastFailed ?? false,
        runs: { success: seen?.success ?? 0, failure: seen?.failure ?? 0 },
        lagSeconds: lag,
      }
    })
  }

  private of(name: string): Seen {
    let seen = this.seen.get(name)
    if (!seen) {
      seen = {
        runningSince: null,
        lastSuccessAt: null,
        lastFailureAt: null,
        lastDurationSeconds: null,
        lastFailed: false,
        success: 0,
        failure: 0,
      }
      this.seen.set(name, seen)
    }
    return seen
  }
}
