import { describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { useCrashRig } from './crash-rig'
import { insertFollowers, spaceValues, userValues } from './factories'
import { waitForHealth } from './server-process'

/**
 * `RUN_JOBS=false` keeps every job out of the process from its first moment: the built server, as
 * `npm start` runs it, started on a database with reminders due and a Space past its end sends no
 * mail and changes no row, on SQLite and on PostgreSQL (TEST_DATABASE_URL). Then the same database
 * started with jobs on does both, so the planted work was really due.
 */
const FOLLOWERS = 5
/** Longer than a few rounds of every job that runs each second, the interval set below. */
const WATCH_MS = 4000

describe('RUN_JOBS=false', () => {
  const rig = useCrashRig({ smtpDelayMs: 0 })

  it('sends nothing and runs no job, at start or later', { timeout: 90_000 }, async () => {
    const { smtp, baseUrl } = rig
    const start = (runJobs: boolean) =>
      rig.start({ RUN_JOBS: String(runJobs), REMINDERS_INTERVAL_SECONDS: '1', X_SYNC_INTERVAL_SECONDS: '1' })
    start(false)
    await waitForHealth(baseUrl)
    const { db, close } = await rig.openDb()
    try {
      await insertFollowers(db, {
        prefix: 'jobsoff_',
        count: FOLLOWERS,
        startsInSeconds: 20 * 60,
        title: 'Due',
      })
      const now = nowSeconds()
      const host = await db
        .insertInto('users')
        .values(userValues('jobsoff_past', 'host', now - 86400))
        .returning('id')
        .executeTakeFirstOrThrow()
      const past = await db
        .insertInto('spaces')
        .values({ ...spaceValues(host.id, 'Long over', now - 86400), scheduled_start: now - 6 * 3600 })
        .returning('id')
        .executeTakeFirstOrThrow()
      const stateOfPast = async () =>
        (await db.selectFrom('spaces').select('state').where('id', '=', past.id).executeTakeFirstOrThrow())
          .state
      await rig.kill()

      start(false)
      await waitForHealth(baseUrl)
      await new Promise((r) => setTimeout(r, WATCH_MS))
      expect(smtp.mails).toHaveLength(0)
      expect(await stateOfPast()).toBe('upcoming')
      const deliveries = await db.selectFrom('notification_deliveries').select('id').execute()
      expect(deliveries).toHaveLength(0)
      await rig.kill()

      start(true)
      await smtp.waitFor(FOLLOWERS, 60_000)
      await waitForHealth(baseUrl)
      expect(await stateOfPast()).toBe('ended')
    } finally {
      await close()
    }
  })
})
