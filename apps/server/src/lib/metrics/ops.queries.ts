import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../db/database'

/**
 * One outbox: a table of one row per message to send, claimed, sent and recorded by a job
 * (lib/outbox.ts). Each is watched the same way, so one that comes later (webhooks, channel posts)
 * is one more entry here and one more value of the `outbox` label.
 */
export interface OutboxSpec {
  /** Its table, and the `outbox` label of its series. */
  name: string
  /** What the Health screen calls it. */
  label: string
  /** When a waiting row began to wait: its first attempt, else when it was queued. */
  waitingSince: RawBuilder<number>
  /** A row's channel (`email`, `push`), or the one channel all rows of the table go by. */
  channel: RawBuilder<string>
}

export const OUTBOXES: readonly OutboxSpec[] = [
  {
    name: 'newsletter_deliveries',
    label: 'Newsletter mail',
    // A delivery is queued with next_attempt_at set to the moment of Send.
    waitingSince: sql<number>`coalesce(first_attempt_at, next_attempt_at)`,
    channel: sql<string>`'email'`,
  },
  {
    name: 'notification_deliveries',
    label: 'Reminders and alerts',
    waitingSince: sql<number>`coalesce(first_attempt_at, created_at)`,
    channel: sql<string>`channel`,
  },
]

/** Rows waiting to be sent (status pending, retries included), and when the oldest began to wait. */
export async function readOutboxQueue(
  db: Kysely<Database>,
  outbox: OutboxSpec,
): Promise<{ depth: number; oldestSince: number | null }> {
  const result = await sql<{ depth: number | string; oldest: number | string | null }>`
    select count(*) as depth, min(${outbox.waitingSince}) as oldest
    from ${sql.table(outbox.name)} where status = 'pending'`.execute(db)
  const row = result.rows[0]
  return {
    depth: Number(row?.depth ?? 0),
    oldestSince: row?.oldest == null ? null : Number(row.oldest),
  }
}

/**
 * Every row of the outbox counted by channel and status (pending, sent, failed, bounced, skipped,
 * missed). The status index leads both tables' indexes, so this reads indexes, not rows (the
 * notifications' (status, channel) index: migration 0016).
 */
export async function countOutboxMessages(
  db: Kysely<Database>,
  outbox: OutboxSpec,
): Promise<{ channel: string; status: string; count: number }[]> {
  const result = await sql<{ channel: string; status: string; count: number | string }>`
    select ${outbox.channel} as channel, status, count(*) as count
    from ${sql.table(outbox.name)} group by 1, 2`.execute(db)
  return result.rows.map((row) => ({ channel: row.channel, status: row.status, count: Number(row.count) }))
}

/** The X import's one state row: its last run and X's rate-limit wait (table x_sync_state). */
export function readXImportRow(db: Kysely<Database>) {
  return db
    .selectFrom('x_sync_state')
    .select(['last_started_at', 'last_finished_at', 'error', 'not_before'])
    .where('name', '=', 'x-sync')
    .executeTakeFirst()
}
export type XImportRow = NonNullable<Awaited<ReturnType<typeof readXImportRow>>>
