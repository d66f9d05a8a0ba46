import type { Insertable, Kysely } from 'kysely'
import type { Database, NotificationDeliveriesTable } from '../../../db/database'

/**
 * The SQL of planning: what is due (Spaces about to start, new, live, moved or canceled; weekly
 * digests), who wants it, and the rows written into the delivery log (`notification_deliveries`).
 * Every function takes `db` or a transaction first.
 */

type Db = Kysely<Database>
export type NewDelivery = Insertable<NotificationDeliveriesTable>

/** Rows written per statement (and users read per query). */
export const PLAN_BATCH = 500

/**
 * Writes rows into the delivery log. Its unique key (user, subject, kind, offset, channel) keeps each
 * alert once: a row planned again, by this run or another instance, is left as it is.
 */
export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  for (let i = 0; i < rows.length; i += PLAN_BATCH) {
    await db
      .insertInto('notification_deliveries')
      .values(rows.slice(i, i + PLAN_BATCH))
      .onConflict((oc) =>
        oc.columns(['user_id', 'subject_type', 'subject_id', 'kind', 'offset_key', 'channel']).doNothing(),
      )
      .execute()
  }
}

/** The alert settings of these users (those who never made any have none). */
export function listSettingsOf(db: Db, userIds: number[]) {
  return db.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute()
}

/** Which of these users have a push subscription. */
export async function listUsersWithPush(db: Db, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

/** A user who may hear of a Space, with the Space's host and start. */
export interface AudiencePair {
  user_id: number
  space_id: number
  host_id: number
  scheduled_start: number
}

const spacesOf = (db: Db) =>
  db.selectFrom('spaces').select(['spaces.id as space_id', 'spaces.host_id', 'spaces.scheduled_start'])

/** The users reminded of each of these Spaces. */
export function listRemindedOf(db: Db, spaceIds: number[]): Promise<AudiencePair[]> {
  return spacesOf(db)
    .innerJoin('space_reminders as r', 'r.space_id', 'spaces.id')
    .select('r.user_id')
    .where('spaces.id', 'in', spaceIds)
    .execute()
}

/** The followers of each of these Spaces' hosts. */
export function listFollowersOf(db: Db, spaceIds: number[]): Promise<AudiencePair[]> {
  return spacesOf(db)
    .innerJoin('follows as f', 'f.host_id', 'spaces.host_id')
    .select('f.user_id')
    .where('spaces.id', 'in', spaceIds)
    .execute()
}

/** Upcoming Spaces starting within a day that X has not marked otherwise: reminders may be due. */
export function listStartingWithinDay(db: Db, now: number, day: number) {
  return db
    .selectFrom('spaces')
    .select('id')
    .where('scheduled_start', '>', now)
    .where('scheduled_start', '<=', now + day)
    .where('state', '=', 'upcoming')
    .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '=', 'scheduled')]))
    .execute()
}

/**
 * Spaces created between `createdAfter` and `createdBy` that have not started or been canceled, with
 * each follower of their host who followed before the Space was created.
 */
export function listNewSpaceFollowers(
  db: Db,
  window: { createdAfter: number; createdBy: number; now: number },
) {
  return db
    .selectFrom('spaces')
    .innerJoin('follows as f', 'f.host_id', 'spaces.host_id')
    .select(['f.user_id', 'spaces.id', 'spaces.host_id'])
    .where('spaces.created_at', '<=', window.createdBy)
    .where('spaces.created_at', '>', window.createdAfter)
    .whereRef('f.created_at', '<=', 'spaces.created_at')
    .where('spaces.scheduled_start', '>', window.now)
    .where((eb) => eb.or([eb('spaces.x_state', 'is', null), eb('spaces.x_state', '!=', 'canceled')]))
    .execute()
}

/** Spaces the X import marked live and that have not ended. */
export function listLiveSpaces(db: Db) {
  return db
    .selectFrom('spaces')
    .select('id')
    .where('x_state', '=', 'live')
    .where('ended_at', 'is', null)
    .execute()
}

/** Reminders whose upcoming Space moved from the start the user knew, or was canceled. */
export function listChangedReminders(db: Db) {
  return db
    .selectFrom('space_reminders as r')
    .innerJoin('spaces', 'spaces.id', 'r.space_id')
    .select(['r.user_id', 'spaces.id', 'spaces.host_id', 'spaces.scheduled_start', 'spaces.x_state'])
    .where('spaces.state', '=', 'upcoming')
    .where((eb) =>
      eb.or([
        eb('spaces.scheduled_start', '!=', eb.ref('r.known_start')),
        eb('spaces.x_state', '=', 'canceled'),
      ]),
    )
    .execute()
}

/** The start a user was told of: a later move is told against it. */
export async function updateKnownStart(
  db: Db,
  reminder: { userId: number; spaceId: number; start: number },
): Promise<void> {
  await db
    .updateTable('space_reminders')
    .set({ known_start: reminder.start })
    .where('user_id', '=', reminder.userId)
    .where('space_id', '=', reminder.spaceId)
    .execute()
}

/** The settings of everyone who asked for the weekly digest by mail. */
export function listWeeklyDigestSettings(db: Db) {
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('digest', '=', 'weekly')
    .where('email_enabled', '=', 1)
    .execute()
}

/** Spaces that were to start after `from`, until `to`, and were not canceled. */
export function listStartedBetween(db: Db, from: number, to: number) {
  return db
    .selectFrom('spaces')
    .select('id')
    .where('scheduled_start', '>', from)
    .where('scheduled_start', '<=', to)
    .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '!=', 'canceled')]))
    .execute()
}

/** When the job mark `name` was last set (`job_marks`), or undefined before its first. */
export async function readJobMark(db: Db, name: string): Promise<number | undefined> {
  const mark = await db.selectFrom('job_marks').select('at').where('name', '=', name).executeTakeFirst()
  return mark ? Number(mark.at) : undefined
}

export async function writeJobMark(db: Db, name: string, at: number): Promise<void> {
  await db
    .insertInto('job_marks')
    .values({ name, at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ at }))
    .execute()
}
