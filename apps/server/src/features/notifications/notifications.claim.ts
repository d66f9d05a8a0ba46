import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database, NotificationDeliveriesTable } from '../../db/database'
import { claimOutbox, type OutboxOutcome, recordOutboxOutcomes } from '../../lib/outbox'

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
  db: Kysely<Database>,
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

/** `missed`: its moment passed before it could go (notifications.due.ts); it is never sent late. */
export type Outcome = OutboxOutcome<'skipped' | 'failed' | 'missed'>

/** A batch's outcomes in one transaction (one commit per batch). */
export function recordOutcomes(
  db: Kysely<Database>,
  results: { id: number; outcome: Outcome }[],
  now: number,
) {
  return recordOutboxOutcomes(db, 'notification_deliveries', results, now)
}
