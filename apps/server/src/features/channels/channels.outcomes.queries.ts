import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database'
import type { ChannelHealth } from './channels.delivery'
import { notSentError } from './channels.post-errors'

/**
 * What becomes of posts and channels after a send: the mark of a request in flight, the answers, Post
 * again, and the channels' standing (turned off after a refusal or a day of failures, their owners to
 * be told).
 */

/** Marks (committed at once) that a request for a post is about to leave; only while `worker` holds it. */
export async function markPostStarted(
  db: Kysely<Database>,
  id: number,
  worker: string,
  now: number,
): Promise<void> {
  const result = await db
    .updateTable('channel_posts')
    .set({ attempt_started_at: now })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw new Error('The post is no longer this instance’s to send.')
}

/**
 * Post again: a post in doubt (or failed) goes back to the outbox as a new post, due now, its day of
 * tries counted afresh; its channel, if it was turned off, is turned back on. False when the post is
 * not in doubt or failed (sent, or already waiting).
 */
export async function postAgain(db: Kysely<Database>, channelId: number, postId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('channel_posts')
      .set({
        status: 'pending',
        attempt_started_at: null,
        claimed_by: null,
        claimed_until: null,
        next_attempt_at: now,
        first_attempt_at: null,
        attempts: 0,
        error: null,
        response_code: null,
      })
      .where('id', '=', postId)
      .where('channel_id', '=', channelId)
      .where('status', 'in', ['uncertain', 'failed'])
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await trx
      .updateTable('channels')
      .set({ status: 'active', off_reason: null, off_at: null, failing_since: null, notice_pending: 0 })
      .where('id', '=', channelId)
      .where('status', '=', 'off')
      .execute()
    return true
  })
}

/** One of a channel's posts, to tell a missing post (404) from one that cannot be posted again. */
export function findPost(db: Kysely<Database>, channelId: number, postId: number) {
  return db
    .selectFrom('channel_posts')
    .select(['id', 'status'])
    .where('id', '=', postId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst()
}

/**
 * Records, beside the outbox's own columns, what the network answered and where the post is; the
 * outcome is known, so the mark of a request in flight is cleared.
 */
export async function recordPostAnswers(
  db: Kysely<Database>,
  answers: readonly { id: number; responseCode: number | null; remoteUrl: string | null }[],
): Promise<void> {
  for (const answer of answers) {
    await db
      .updateTable('channel_posts')
      .set({ response_code: answer.responseCode, remote_url: answer.remoteUrl, attempt_started_at: null })
      .where('id', '=', answer.id)
      .execute()
  }
}

/** The reasons a channel is turned off, in English (the dashboard shows them; the mail translates them). */
export const OFF_REFUSED = 'The network refused the channel’s credentials, so the channel was turned off.'
export const OFF_TIRED = 'Every post failed for a day, so the channel was turned off.'

/**
 * The channels' standing after a batch: one whose post went out is healthy again; one whose post
 * failed has been failing since its first failure; one whose credentials the network refused, or
 * that has failed for `giveUpSeconds`, is turned off (its waiting posts failed with it) and its owner
 * is to be told, once.
 */
export async function recordChannelHealth(
  trx: Transaction<Database>,
  results: readonly { channelId: number; health: ChannelHealth | null }[],
  now: number,
  giveUpSeconds: number,
): Promise<void> {
  const of = (health: ChannelHealth) => [
    ...new Set(results.filter((r) => r.health === health).map((r) => r.channelId)),
  ]
  const ok = of('ok')
  const failing = of('failing').filter((id) => !ok.includes(id))
  if (ok.length > 0)
    await trx.updateTable('channels').set({ failing_since: null }).where('id', 'in', ok).execute()
  if (failing.length > 0) {
    await trx
      .updateTable('channels')
      .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(now)) }))
      .where('id', 'in', failing)
      .execute()
  }
  const turnOff = async (ids: number[], reason: string) => {
    if (ids.length === 0) return
    const off = await trx
      .updateTable('channels')
      .set({ status: 'off', off_reason: reason, off_at: now, notice_pending: 1 })
      .where('id', 'in', ids)
      .where('status', '=', 'active')
      .returning('id')
      .execute()
    if (off.length === 0) return
    await trx
      .updateTable('channel_posts')
      .set({ status: 'failed', error: notSentError(reason), claimed_by: null, claimed_until: null })
      .where(
        'channel_id',
        'in',
        off.map((row) => row.id),
      )
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .execute()
  }
  await turnOff(of('refused'), OFF_REFUSED)
  const tired = await trx
    .selectFrom('channels')
    .select('id')
    .where('status', '=', 'active')
    .where('failing_since', '<=', now - giveUpSeconds)
    .execute()
  await turnOff(
    tired.map((row) => row.id),
    OFF_TIRED,
  )
}

/** Channels turned off whose owners have not been told yet. */
export function listPendingNotices(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('channels')
    .select(['id', 'network', 'account', 'owner_id', 'off_reason'])
    .where('notice_pending', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute()
}

export async function clearNotice(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('channels').set({ notice_pending: 0 }).where('id', '=', id).execute()
}
