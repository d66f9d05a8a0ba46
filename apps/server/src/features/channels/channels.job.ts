import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Job, JobRun } from '../../lib/jobs'
import { claimOutbox, recordOutboxOutcomes } from '../../lib/outbox'
import { nowSeconds } from '../../lib/time'
import { GIVE_UP_SECONDS, sendPost } from './channels.delivery'
import type { ChannelsDeps } from './channels.deps'
import { sendChannelNotices } from './channels.notice'
import { markPostStarted, recordChannelHealth, recordPostAnswers } from './channels.outcomes.queries'
import { findChannelsForSending, findSpacesForPosts, planPosts } from './channels.queries'

export const CHANNELS_JOB = 'channel-posts'
/** Posts in hand at once per instance. */
const BATCH = 8
/** A claimed post stays with its instance this long: longer than a post's requests can take. */
const LEASE_SECONDS = 120
/** After a notice could not be mailed (mail held, the server away), this instance waits this long. */
const NOTICE_RETRY_MS = 60_000

/**
 * The channels' job, on every instance every CHANNELS_INTERVAL_SECONDS: **plan** the posts due (new,
 * live, an hour before: one row per channel, Space and event under a unique key, so planning on
 * several instances plans once), then **claim** due rows (lib/outbox.ts: one instance per row until
 * its lease ends), **send** them and **record** the outcome with the network's status and words.
 *
 * An instance killed after a network accepted a post but before the record leaves the row to be
 * claimed again when its lease ends: Mastodon (the Idempotency-Key) and Bluesky (the record key, looked
 * for before a second try) make that repeat harmless; Discord and Telegram have no such key, so a mark committed before their
 * request makes such a row `uncertain`, never sent again on its own (a person may Post again).
 * Last, the owners of channels turned off in the meantime are mailed (channels.notice.ts).
 */
export function channelsJob(deps: ChannelsDeps, log: FastifyBaseLogger): Job {
  const worker = randomUUID()
  let noticesAfter = 0
  return {
    name: CHANNELS_JOB,
    intervalMs: deps.config.intervalSeconds * 1000,
    run: async (run) => {
      await planAndSend(deps, worker, run)
      if (Date.now() >= noticesAfter && !(await sendChannelNotices(deps, log)))
        noticesAfter = Date.now() + NOTICE_RETRY_MS
    },
  }
}

export async function planAndSend(deps: ChannelsDeps, worker: string, run: JobRun): Promise<void> {
  const { db, dialect } = deps
  await planPosts(db, nowSeconds())
  while (!run.stopping) {
    const now = nowSeconds()
    const batch = await claimOutbox(db, dialect, {
      table: 'channel_posts',
      columns: [
        'id',
        'channel_id',
        'space_id',
        'event',
        'attempts',
        'first_attempt_at',
        'created_at',
        'attempt_started_at',
      ],
      orderBy: ['next_attempt_at', 'id'],
      worker,
      limit: BATCH,
      now,
      until: now + LEASE_SECONDS,
    })
    if (batch.length === 0) return
    const channels = new Map(
      (
        await findChannelsForSending(db, [...new Set(batch.map((p) => p.channel_id))], deps.defaultLocale)
      ).map((c) => [c.id, c]),
    )
    const spaces = new Map(
      (await findSpacesForPosts(db, [...new Set(batch.map((p) => p.space_id))])).map((s) => [s.id, s]),
    )
    const results = await Promise.all(
      batch.map(async (post) => ({
        id: post.id,
        channelId: post.channel_id,
        ...(await sendPost(
          deps,
          { post, channel: channels.get(post.channel_id), space: spaces.get(post.space_id) },
          now,
          () => markPostStarted(db, post.id, worker, nowSeconds()),
        )),
      })),
    )
    const recordedAt = nowSeconds()
    await recordOutboxOutcomes(db, 'channel_posts', results, recordedAt, async (trx) => {
      await recordPostAnswers(trx, results)
      await recordChannelHealth(trx, results, recordedAt, GIVE_UP_SECONDS)
    })
  }
}
