import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../../../db/client'
import type { Database, NotificationDeliveriesTable } from '../../../db/database'
import { claimOutbox, type OutboxOutcome, recordOutboxOutcomes } from '../../../lib/outbox'
import { DAY_SECONDS } from '../../../lib/time'

/**
 * The SQL of sending: claiming due rows of the delivery log (`notification_deliveries`), recording
 * their outcomes, and what a message needs to know just before it goes. Every function takes `db` or
 * a transaction first.
 */

type Db = Kysely<Database>
const WEEK_SECONDS = 7 * DAY_SECONDS

/** What the sender reads of a claimed row. */
const CLAIMED_COLUMNS = [
  'id',
  'attempts',
  'channel',
  'kind',
  'user_id',
  'host_id',
  'subject_type',
  'subject_id',
  'offset_key',
  'first_attempt_at',
] as const

export type ClaimedDelivery = Pick<Selectable<NotificationDeliveriesTable>, (typeof CLAIMED_COLUMNS)[number]>

/**
 * Claims due rows of one channel with one conditional UPDATE (lib/outbox.ts, as the newsletter does): a row
 * belongs to one instance until `until`; PostgreSQL picks the rows once, in a CTE, with SKIP LOCKED.
 * Ordered by user and host so a host's new Spaces for one user tend to share a batch (one message).
 */
export async function claimDeliveries(
  db: Db,
  dialect: Dialect,
  options: { channel: 'email' | 'push'; limit: number; now: number; until: number; workerId: string },
): Promise<ClaimedDelivery[]> {
  const { channel, workerId, ...claim } = options
  if (claim.limit <= 0) return []
  const rows = await claimOutbox(db, dialect, {
    ...claim,
    worker: workerId,
    table: 'notification_deliveries',
    columns: CLAIMED_COLUMNS,
    orderBy: ['user_id', 'host_id', 'id'],
    match: { channel },
  })
  // PostgreSQL's driver returns a bigint column as a string.
  return dialect === 'postgres' ? rows.map((r) => ({ ...r, offset_key: Number(r.offset_key) })) : rows
}

/** `missed`: its moment passed before it could go (delivery.rules.ts); it is never sent late. */
export type Outcome = OutboxOutcome<'skipped' | 'failed' | 'missed'>

/** A batch's outcomes in one transaction (one commit per batch). */
export function recordOutcomes(db: Db, results: { id: number; outcome: Outcome }[], now: number) {
  return recordOutboxOutcomes(db, 'notification_deliveries', results, now)
}

/** The Spaces of a group of alerts, with their host's name. */
export function loadSpaces(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'spaces.state',
      'spaces.x_state',
      'spaces.host_id',
      'users.username',
      'users.display_name',
    ])
    .where('spaces.id', 'in', ids)
    .execute()
}
export type LoadedSpace = Awaited<ReturnType<typeof loadSpaces>>[number]

/** Whether the user follows the host. */
export async function isFollowing(db: Db, userId: number, hostId: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('host_id', '=', hostId)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the user asked to be reminded of the Space. */
export async function isReminded(db: Db, userId: number, spaceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('space_reminders')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('space_id', '=', spaceId)
    .executeTakeFirst()
  return row !== undefined
}

/** A week of followed hosts' Spaces from `from`, for the digest (at most 50). */
export function listDigestSpaces(db: Db, userId: number, from: number) {
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .innerJoin('follows', 'follows.host_id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'users.username',
      'users.display_name',
    ])
    .where('follows.user_id', '=', userId)
    .where('spaces.scheduled_start', '>=', from)
    .where('spaces.scheduled_start', '<', from + WEEK_SECONDS)
    .orderBy('spaces.scheduled_start')
    .limit(50)
    .execute()
}
