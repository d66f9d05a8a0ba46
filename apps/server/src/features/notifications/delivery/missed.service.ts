import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { DAY_SECONDS } from '../../../lib/time'
import { insertDeliveries, listStartedBetween, readJobMark, writeJobMark } from './plan.queries'
import { alertRows, audienceOf } from './recipients.service'

/** The job mark holding when the planner last ran (table job_marks). */
const PLAN_MARK = 'notifications-plan'

/**
 * Reminders of Spaces that began since the planner last ran are recorded as missed: when no instance
 * was planning (the site was down), their moments came and went unseen, and the delivery log says so
 * instead of saying nothing. Reminders that were planned are untouched (the log's unique key). Looks
 * back at most a day; the first run on a database has no mark and records nothing.
 */
export async function recordMissedReminders(db: Kysely<Database>, now: number): Promise<void> {
  const mark = await readJobMark(db, PLAN_MARK)
  if (mark !== undefined) {
    const spaces = await listStartedBetween(db, Math.max(mark, now - DAY_SECONDS), now)
    const { pairs, who } = await audienceOf(
      db,
      spaces.map((s) => s.id),
    )
    const error = 'The site was not running when its moment came.'
    const rows = pairs.flatMap((pair) =>
      (who.get(pair.user_id)?.minutes ?? []).flatMap((minutes) => {
        const alert = {
          kind: 'reminder',
          offset_key: minutes,
          status: 'missed',
          error,
          created_at: now,
        } as const
        return alertRows(who, pair, alert, () => true)
      }),
    )
    await insertDeliveries(db, rows)
  }
  await writeJobMark(db, PLAN_MARK, now)
}
