import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'
import { MAX_RETRY_WAIT_SECONDS, type RetryPolicy } from './mail-retry'
import type { OutboxTable } from './outbox'

/**
 * When the mail server itself is out of reach (no connection, a timeout, a refused greeting or login),
 * every message due now would fail the same way: the round records one more attempt for all of them
 * at once, in one statement, instead of opening a connection per message. Each row moves up its own
 * retry ladder (retrySeconds · 2^attempts, at most 15 minutes), starts its give-up clock if it had
 * not been tried yet, and fails for good once MAIL_GIVE_UP_HOURS have passed since its first attempt.
 * Rows claimed by an instance are left to it. Returns how many rows wait after this, and how many
 * failed for good.
 *
 * `dueBy` is when the round's batch was claimed: rows due by then. The rows that batch has just tried
 * are due again only `retrySeconds` after their attempt, which a slow batch may already have passed
 * by `now`; they must not be counted twice for one round.
 */
export async function deferDueDeliveries(
  db: Kysely<Database>,
  table: OutboxTable,
  options: { now: number; dueBy: number; error: string; policy: RetryPolicy; channel?: 'email' | 'push' },
): Promise<{ deferred: number; failed: number }> {
  const { now, dueBy, error, policy } = options
  const giveUpBefore = now - policy.giveUpSeconds
  const hours = Math.round(policy.giveUpSeconds / 3600)
  // The wait after this attempt, by the attempts before it; whole numbers written into the statement.
  const steps = []
  for (let n = 0; policy.retrySeconds * 2 ** n < MAX_RETRY_WAIT_SECONDS; n++) {
    steps.push(sql`when attempts = ${sql.lit(n)} then ${sql.lit(policy.retrySeconds * 2 ** n)}`)
  }
  const wait = sql`case ${sql.join(steps, sql` `)} else ${sql.lit(MAX_RETRY_WAIT_SECONDS)} end`
  const isExpired = sql`first_attempt_at is not null and first_attempt_at <= ${sql.lit(giveUpBefore)}`
  const channel = options.channel ? sql` and channel = ${options.channel}` : sql``
  const result = await sql<{ status: string }>`
    update ${sql.table(table)}
    set attempts = attempts + 1,
      first_attempt_at = coalesce(first_attempt_at, ${sql.lit(now)}),
      next_attempt_at = ${sql.lit(now)} + ${wait},
      status = case when ${isExpired} then 'failed' else 'pending' end,
      error = case when ${isExpired} then ${`gave up after ${hours} hours: ${error}`.slice(0, 500)}
        else ${error.slice(0, 500)} end
    where status = 'pending'${channel} and next_attempt_at <= ${sql.lit(Math.min(dueBy, now))}
      and (claimed_until is null or claimed_until < ${sql.lit(now)})
    returning status`.execute(db)
  const failed = result.rows.filter((row) => row.status === 'failed').length
  return { deferred: result.rows.length - failed, failed }
}

/** How many deliveries of an outbox wait to be sent (queued, or waiting to be tried again). */
export async function countWaiting(
  db: Kysely<Database>,
  table: OutboxTable,
  channel?: 'email' | 'push',
): Promise<number> {
  let query = db
    .selectFrom(table as 'newsletter_deliveries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending')
  if (channel) query = query.where(sql.ref('channel'), '=', channel)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.n)
}
