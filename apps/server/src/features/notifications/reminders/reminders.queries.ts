import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'

/** The SQL of "Remind me" (`space_reminders`): every function takes `db` or a transaction first. */

type Db = Kysely<Database>

/** What a reminder needs to know of its Space: whether it exists, its state and its start. */
export function findSpaceState(db: Db, spaceId: number) {
  return db
    .selectFrom('spaces')
    .select(['id', 'host_id', 'scheduled_start', 'state'])
    .where('id', '=', spaceId)
    .executeTakeFirst()
}

/** The user is reminded of the Space (once); `knownStart` is the start a later move is told against. */
export async function insertReminder(
  db: Db,
  reminder: { userId: number; spaceId: number; knownStart: number; now: number },
): Promise<void> {
  await db
    .insertInto('space_reminders')
    .values({
      user_id: reminder.userId,
      space_id: reminder.spaceId,
      known_start: reminder.knownStart,
      created_at: reminder.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'space_id']).doNothing())
    .execute()
}

export async function deleteReminder(db: Db, userId: number, spaceId: number): Promise<void> {
  await db
    .deleteFrom('space_reminders')
    .where('user_id', '=', userId)
    .where('space_id', '=', spaceId)
    .execute()
}

export async function countReminders(db: Db, spaceId: number): Promise<number> {
  const row = await db
    .selectFrom('space_reminders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('space_id', '=', spaceId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function listRemindedSpaceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('space_reminders')
    .select('space_id')
    .where('user_id', '=', userId)
    .orderBy('space_id')
    .execute()
  return rows.map((r) => r.space_id)
}

/** The reminder counts of the named Spaces that exist, zero included, in one query. */
export async function countRemindersOf(db: Db, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return []
  const rows = await db
    .selectFrom('spaces')
    .leftJoin('space_reminders', 'space_reminders.space_id', 'spaces.id')
    .select((eb) => [
      'spaces.id as space_id',
      eb.fn.count<string | number>('space_reminders.user_id').as('n'),
    ])
    .where('spaces.id', 'in', spaceIds)
    .groupBy('spaces.id')
    .orderBy('spaces.id')
    .execute()
  return rows.map((row) => ({ space_id: row.space_id, reminder_count: Number(row.n) }))
}
