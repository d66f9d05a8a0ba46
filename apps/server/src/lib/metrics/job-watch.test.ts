import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { startJobs } from '../jobs'
import { JobWatch } from './job-watch'

/** The job runner tells the watch of every run: its end, duration, outcome, and how late a success is. */
describe('JobWatch, told by the job runner', () => {
  const log = pino({ level: 'silent' })

  it('records a failed run and then a successful one, with their durations', async () => {
    const watch = new JobWatch()
    let fail = true
    const runner = startJobs(
      [
        {
          name: 'flaky',
          intervalMs: 60_000,
          run: async () => {
            await new Promise((r) => setTimeout(r, 20))
            if (fail) throw new Error('no luck')
          },
        },
      ],
      log,
      { schedule: false, observer: watch },
    )
    const during = runner.run('flaky')
    expect(watch.report(runner.list())[0]).toMatchObject({ running: true, lastSuccessAt: null })
    await during
    const failed = watch.report(runner.list())[0]
    expect(failed).toMatchObject({
      name: 'flaky',
      intervalSeconds: 60,
      scheduled: false,
      running: false,
      lastFailed: true,
      lastSuccessAt: null,
      runs: { success: 0, failure: 1 },
      // Run only when asked (RUN_JOBS=false): it cannot be late.
      lagSeconds: null,
    })
    expect(failed?.lastDurationSeconds).toBeGreaterThanOrEqual(0.015)
    expect(failed?.lastFailureAt).toBeGreaterThan(Date.now() / 1000 - 5)

    fail = false
    await runner.run('flaky')
    expect(watch.report(runner.list())[0]).toMatchObject({
      lastFailed: false,
      runs: { success: 1, failure: 1 },
    })
    await runner.stop()
  })

  it('counts a scheduled job late once its interval has passed without a successful run', async () => {
    const watch = new JobWatch()
    const runner = startJobs([{ name: 'quick', intervalMs: 50, run: async () => {} }], log, {
      schedule: false,
      observer: watch,
    })
    const scheduled = runner.list().map((job) => ({ ...job, scheduled: true }))
    await new Promise((r) => setTimeout(r, 200))
    expect(watch.report(scheduled)[0]?.lagSeconds).toBeGreaterThan(0.1)
    await runner.run('quick')
    expect(watch.report(scheduled)[0]?.lagSeconds).toBe(0)
    await runner.stop()
  })

  it('tells its listeners which job finished', async () => {
    const watch = new JobWatch()
    const finished: string[] = []
    watch.onFinished((name) => finished.push(name))
    const runner = startJobs([{ name: 'told', intervalMs: 60_000, run: async () => {} }], log, {
      schedule: false,
      observer: watch,
    })
    await runner.run('told')
    expect(finished).toEqual(['told'])
    await runner.stop()
  })
})
