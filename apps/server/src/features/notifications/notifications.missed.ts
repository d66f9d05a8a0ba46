import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { audience, DAY, insertAll, type NewDelivery, recipients } from './notifications.plan'

/** The job mark holding when the planner last ran (table job_marks). */
const PLAN_MARK = 'notifications-plan'

/**
 * Reminders of Spaces that began since the planner last ran are recorded as missed: when no instance
 * was planning (the site was down), their moments came and went unseen, and the delivery log says so
 * instead of saying nothing. Reminders that were planned are untouched (the log's unique key). Looks
 * back at most a day; the first run on a database has no mark and records nothing.
 */
export async function recordMissedReminders(db: Kysely<Database>, now: number): Promise<void> {
  const mark = await db.selectFrom('job_marks').select('at').where('name', '=', PLAN_MARK).executeTakeFirst()
  if (mark) {
    const from = Math.max(Number(mark.at), now - DAY)
    const spaces = await db
      .selectFrom('spaces')
      .select('id')
      .where('scheduled_start', '>', from)
      .where('scheduled_start', '<=', now)
      .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '!=', 'canceled')]))
      .execute()
    const pairs = await audience(
      db,
      spaces.map((s) => s.id),
      true,
    )
    const who = await recipients(
      db,
      pairs.map((p) => p.user_id),
    )
    const rows: NewDelivery[] = []
    for (const pair of pairs) {
      const r = who.get(pair.user_id)
      for (const minutes of r?.minutes ?? []) {
        for (const channel of r?.channels ?? []) {
          rows.push({
            user_id: pair.user_id,
            subject_type: 'space',
            subject_id: pair.space_id,
            kind: 'reminder',
            offset_key: minutes,
            channel,
            host_id: pair.host_id,
            status: 'missed',
            error: 'The site was not running when its moment came.',
            created_at: now,
          })
        }
      }
    }
    await insertAll(db, rows)
  }
  await db
    .insertInto('job_marks')
    .values({ name: PLAN_MARK, at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ at: now }))
    .execute()
}
