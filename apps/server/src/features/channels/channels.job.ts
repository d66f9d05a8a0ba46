import { randomUUID } from 'node:crypto'
import type { Job, JobRun } from '../../lib/jobs'
import { claimOutbox, recordOutboxOutcomes } from '../../lib/outbox'
import { nowSeconds } from '../../lib/time'
import { sendPost } from './channels.delivery'
import type { ChannelsDeps } from './channels.deps'
import { findChannelsForSending, findSpacesForPosts, planPosts, recordPostAnswers } from './channels.queries'

export const CHANNELS_JOB = 'channel-posts'
/** Posts in hand at once per instance. */
const BATCH = 8
/** A claimed post stays with its instance this long: longer than a post's requests can take. */
const LEASE_SECONDS = 120

/**
 * The channels' job, on every instance every CHANNELS_INTERVAL_SECONDS: **plan** the posts due (new,
 * live, an hour before: one row per channel, Space and event under a unique key, so planning on
 * several instances plans once), then **claim** due rows (lib/outbox.ts: one instance per row until
 * its lease ends), **send** them and **record** the outcome with the network's status and words.
 *
 * An instance killed after a network accepted a post but before the record leaves the row to be
 * claimed again when its lease ends: Mastodon (the Idempotency-Key) and Bluesky (the record key)
 * refuse that repeat; Discord and Telegram have no such key and may show it twice.
 */
export function channelsJob(deps: ChannelsDeps): Job {
  const worker = randomUUID()
  return {
    name: CHANNELS_JOB,
    intervalMs: deps.config.intervalSeconds * 1000,
    run: (run) => planAndSend(deps, worker, run),
  }
}

export async function planAndSend(deps: ChannelsDeps, worker: string, run: JobRun): Promise<void> {
  const { db, dialect } = deps
  await planPosts(db, nowSeconds())
  while (!run.stopping) {
    const now = nowSeconds()
    const batch = await claimOutbox(db, dialect, {
      table: 'channel_posts',
      columns: ['id', 'channel_id', 'space_id', 'event', 'attempts', 'first_attempt_at', 'created_at'],
      orderBy: ['next_attempt_at', 'id'],
      worker,
      limit: BATCH,
      now,
      until: now + LEASE_SECONDS,
    })
    if (batch.length === 0) return
    const channels = new Map(
      (await findChannelsForSending(db, [...new Set(batch.map((p) => p.channel_id))])).map((c) => [c.id, c]),
    )
    const spaces = new Map(
      (await findSpacesForPosts(db, [...new Set(batch.map((p) => p.space_id))])).map((s) => [s.id, s]),
    )
    const results = await Promise.all(
      batch.map(async (post) => ({
        id: post.id,
        ...(await sendPost(
          deps,
          { post, channel: channels.get(post.channel_id), space: spaces.get(post.space_id) },
          now,
        )),
      })),
    )
    await recordOutboxOutcomes(db, 'channel_posts', results, nowSeconds(), (trx) =>
      recordPostAnswers(trx, results),
    )
  }
}
