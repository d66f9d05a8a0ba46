import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/database'
import { english } from '../../../i18n/translate'
import { deliveryError, WEBHOOK_OFF_REASONS } from './delivery-errors'

/** The endpoints the claimed deliveries go to, by id. */
export async function readEndpoints(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret', 'status'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

export type SendEndpoint = Awaited<ReturnType<typeof readEndpoints>> extends Map<number, infer E> ? E : never

/** What each attempt got back: the receiver's status (null when none came) and when it was made. */
export async function recordAttempts(
  trx: Transaction<Database>,
  attempts: readonly { id: number; responseStatus: number | null }[],
  now: number,
): Promise<void> {
  for (const { id, responseStatus } of attempts) {
    await trx
      .updateTable('webhook_deliveries')
      .set({ response_status: responseStatus, last_attempt_at: now })
      .where('id', '=', id)
      .execute()
  }
}

/**
 * The endpoints' standing after a round: one that answered is healthy again; one that failed has
 * been failing since its first failure; one that answered 410, or has failed for `giveUpSeconds`, is
 * disabled (its waiting deliveries failed with it) and its owner is to be told.
 */
export async function recordEndpointHealth(
  trx: Transaction<Database>,
  health: { succeeded: number[]; failed: number[]; gone: number[] },
  now: number,
  giveUpSeconds: number,
): Promise<void> {
  if (health.succeeded.length > 0) {
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', 'in', health.succeeded)
      .execute()
  }
  if (health.failed.length > 0) {
    await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(now)) }))
      .where('id', 'in', health.failed)
      .execute()
  }
  const disable = async (ids: number[], reason: string) => {
    if (ids.length === 0) return
    const disabled = await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: reason, disabled_at: now, notice_pending: 1 })
      .where('id', 'in', ids)
      .where('status', '=', 'active')
      .returning('id')
      .execute()
    const disabledIds = disabled.map((row) => row.id)
    if (disabledIds.length === 0) return
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', error: deliveryError.notSent(reason), claimed_by: null, claimed_until: null })
      .where('endpoint_id', 'in', disabledIds)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .execute()
  }
  await disable(health.gone, english(WEBHOOK_OFF_REASONS.gone))
  const tired = await trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('status', '=', 'active')
    .where('failing_since', '<=', now - giveUpSeconds)
    .execute()
  await disable(
    tired.map((row) => row.id),
    english(WEBHOOK_OFF_REASONS.tired),
  )
}

/** Disabled endpoints whose owners have not been told yet, with the owner. */
export function listPendingNotices(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'host_id', 'created_by', 'disabled_reason'])
    .where('notice_pending', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute()
}

export async function clearNotice(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ notice_pending: 0 }).where('id', '=', id).execute()
}
