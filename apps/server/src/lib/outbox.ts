import { type Kysely, type Selectable, type SelectType, sql, type Transaction } from 'kysely'
import type { Dialect } from '../db/client'
import type { Database } from '../db/database'

/**
 * The outboxes: tables of one row per message to send (the newsletter's `newsletter_deliveries`, the
 * notifications' `notification_deliveries`, the webhooks' `webhook_deliveries`, the channels'
 * `channel_posts`), which any number of instances work through the same way:
 *
 * - **claim**: due rows (`status` pending, `next_attempt_at` reached, no live claim) are claimed with
 *   one conditional UPDATE that sets `claimed_by`, `claimed_until`, `attempts + 1` and, the first time,
 *   `first_attempt_at`: a row belongs to one instance until its claim ends, so no two instances send
 *   the same message;
 * - **record**: a batch's outcomes are written in one transaction (one commit, one fsync, per batch).
 */
export type OutboxTable =
  | 'newsletter_deliveries'
  | 'notification_deliveries'
  | 'webhook_deliveries'
  | 'channel_posts'

type Row<T extends OutboxTable> = Selectable<Database[T]>
type Column<T extends OutboxTable> = keyof Row<T> & string
/** The states a row ends in besides `sent`. */
type FinalStatus<T extends OutboxTable> = Exclude<SelectType<Database[T]['status']>, 'pending' | 'sent'>

/**
 * What became of one claimed row; `retry` waits until `at` (`serverWide`: the mail server itself was
 * out of reach, so every message due would fail alike); `held`: mail was held while it was in hand,
 * so it goes back as if never claimed (its attempt not counted). `Final` are the table's end states.
 */
export type OutboxOutcome<Final extends string = 'skipped' | 'failed'> =
  | { kind: 'sent' }
  | { kind: Final; error: string }
  | { kind: 'retry'; error: string; at: number; serverWide?: boolean }
  | { kind: 'held' }

export interface OutboxClaim<T extends OutboxTable, C extends Column<T>> {
  table: T
  /** The columns the caller reads from each claimed row. */
  columns: readonly C[]
  /** The order in which due rows are taken. */
  orderBy: readonly Column<T>[]
  /** Only rows with these values (besides being due), e.g. one channel. */
  match?: Partial<Row<T>>
  worker: string
  limit: number
  now: number
  until: number
}

/**
 * Claims at most `limit` due rows of `table` for `worker` until `until`, in one atomic statement, and
 * returns their `columns`.
 */
export async function claimOutbox<T extends OutboxTable, C extends Column<T>>(
  db: Kysely<Database>,
  dialect: Dialect,
  claim: OutboxClaim<T, C>,
): Promise<Pick<Row<T>, C>[]> {
  const { worker, limit, now, until } = claim
  const table = claim.table as OutboxTable
  const match = Object.entries(claim.match ?? {}) as [Column<OutboxTable>, string | number][]
  if (dialect === 'postgres') {
    // The rows are picked once, in a CTE: PostgreSQL may run an `IN (… LIMIT n FOR UPDATE SKIP
    // LOCKED)` subquery again for every row it updates, and SKIP LOCKED then hands it new rows
    // each time, so such an UPDATE can claim far more than n (it claimed every row here once).
    const matches = match.map(([column, value]) => sql` and ${sql.ref(column)} = ${value}`)
    const result = await sql<Pick<Row<T>, C>>`
      with due as (
        select id from ${sql.table(table)}
        where status = 'pending'${sql.join(matches, sql``)} and next_attempt_at <= ${now}
          and (claimed_until is null or claimed_until < ${now})
        order by ${sql.join(claim.orderBy.map((column) => sql.ref(column)))}
        limit ${limit}
        for update skip locked
      )
      update ${sql.table(table)} as d
      set claimed_by = ${worker}, claimed_until = ${until}, attempts = d.attempts + 1,
        first_attempt_at = coalesce(d.first_attempt_at, ${now})
      from due
      where d.id = due.id
      returning ${sql.join(claim.columns.map((column) => sql.ref(`d.${column}`)))}`.execute(db)
    return result.rows
  }
  // SQLite: one writer at a time, and the subquery is evaluated once.
  let due = db.selectFrom(table).select('id').where('status', '=', 'pending')
  for (const [column, value] of match) due = due.where(column, '=', value)
  due = due
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
  for (const column of claim.orderBy as readonly Column<OutboxTable>[]) due = due.orderBy(column)
  const rows = await db
    .updateTable(table)
    .set((eb) => ({
      claimed_by: worker,
      claimed_until: until,
      attempts: eb('attempts', '+', 1),
      first_attempt_at: eb.fn.coalesce('first_attempt_at', eb.val(now)),
    }))
    .where('id', 'in', due.limit(limit))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning(claim.columns as readonly Column<OutboxTable>[])
    .execute()
  return rows as Pick<Row<T>, C>[]
}

/**
 * A batch's outcomes in one transaction: one commit per batch, not per message. `alsoWrite` adds the
 * area's own writes (the newsletter's bounced subscribers) to the same transaction.
 */
export function recordOutboxOutcomes<T extends OutboxTable>(
  db: Kysely<Database>,
  table: T,
  batch: readonly { id: number; outcome: OutboxOutcome<FinalStatus<T>> }[],
  now: number,
  alsoWrite?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const outbox = table as OutboxTable
  const results = batch as readonly { id: number; outcome: OutboxOutcome<FinalStatus<OutboxTable>> }[]
  return db.transaction().execute(async (trx) => {
    const sent = results.filter((r) => r.outcome.kind === 'sent').map((r) => r.id)
    if (sent.length > 0) {
      await trx
        .updateTable(outbox)
        .set({ status: 'sent', sent_at: now, error: null, claimed_by: null, claimed_until: null })
        .where('id', 'in', sent)
        .execute()
    }
    for (const { id, outcome } of results) {
      if (outcome.kind === 'sent') continue
      if (outcome.kind === 'held') {
        await trx
          .updateTable(outbox)
          .set((eb) => ({
            attempts: eb('attempts', '-', 1),
            first_attempt_at: sql<number | null>`case when attempts <= 1 then null else first_attempt_at end`,
            claimed_by: null,
            claimed_until: null,
          }))
          .where('id', '=', id)
          .execute()
        continue
      }
      await trx
        .updateTable(outbox)
        .set({
          status: outcome.kind === 'retry' ? 'pending' : outcome.kind,
          error: outcome.error,
          claimed_by: null,
          claimed_until: null,
          ...(outcome.kind === 'retry' ? { next_attempt_at: outcome.at } : {}),
        })
        .where('id', '=', id)
        .execute()
    }
    if (alsoWrite) await alsoWrite(trx)
  })
}
