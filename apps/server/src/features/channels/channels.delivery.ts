import { paths } from '@spaces/shared/paths'
import type { ChannelNetwork } from '../../db/database'
import type { OutboxOutcome } from '../../lib/outbox'
import type { ChannelsDeps } from './channels.deps'
import { type Credentials, postToChannel } from './channels.networks'
import { openCredentials } from './channels.secrets'
import { ChannelError } from './networks/network-http'
import type { ChannelEvent } from './networks/post-text'

/** A claimed post, its channel and its Space (channels.job.ts reads them). */
export interface PostInHand {
  post: {
    id: number
    event: ChannelEvent
    attempts: number
    first_attempt_at: number | null
    created_at: number
  }
  channel: { network: ChannelNetwork; credentials: string; time_zone: string } | undefined
  space:
    | { id: number; title: string; scheduled_start: number; state: string; x_state: string | null }
    | undefined
}

export interface PostResult {
  outcome: OutboxOutcome<'failed'>
  responseCode: number | null
  remoteUrl: string | null
}

/** Tries end a day after the first: a post a day late helps nobody. */
export const GIVE_UP_SECONDS = 24 * 60 * 60

/** The wait before the next try: 30 s, 1 min, 2 min, … up to an hour (or what the network asked). */
export function retryWaitSeconds(attempts: number, askedFor?: number): number {
  const ladder = Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))
  return Math.max(ladder, Math.min(askedFor ?? 0, 3600))
}

/** Whether the moment a post speaks of has passed (a "live now" for a Space no longer live). */
function staleReason(item: PostInHand, now: number): string | null {
  const { post, space } = item
  if (!space) return 'The Space was deleted before it could be posted.'
  if (space.x_state === 'canceled') return 'The Space was canceled before it could be posted.'
  if (post.event === 'live' && space.x_state !== 'live')
    return 'The Space was no longer live when it could be posted.'
  if (post.event === 'hour' && space.scheduled_start <= now)
    return 'The Space had started before it could be posted.'
  return null
}

/** Sends one claimed post and says what became of it; never throws. */
export async function sendPost(deps: ChannelsDeps, item: PostInHand, now: number): Promise<PostResult> {
  const { post, channel, space } = item
  const done = (
    outcome: PostResult['outcome'],
    responseCode: number | null = null,
    remoteUrl: string | null = null,
  ) => ({
    outcome,
    responseCode,
    remoteUrl,
  })
  if (!channel) return done({ kind: 'failed', error: 'The channel was disconnected.' })
  const stale = staleReason(item, now)
  if (stale || !space) return done({ kind: 'failed', error: stale ?? '' })
  const credentials = openCredentials<Credentials>(deps.sealKey, channel.credentials)
  if (!credentials) {
    return done({
      kind: 'failed',
      error: 'The channel’s credentials cannot be read with this server’s key: connect it again.',
    })
  }
  const key = `spaces-calendar-post-${post.id}`
  const content = {
    event: post.event,
    title: space.title,
    url: `${deps.baseUrl}${paths.space(space.id)}`,
    startsAt: space.scheduled_start,
    zone: channel.time_zone,
    key,
    serial: post.id,
    plannedAt: post.created_at,
  }
  try {
    const answer = await postToChannel(deps, channel.network, credentials, content)
    return done({ kind: 'sent' }, answer.status, answer.remoteUrl)
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err)
    const status = err instanceof ChannelError ? err.status : null
    const canRetry = err instanceof ChannelError ? err.retry : true
    const firstTry = post.first_attempt_at ?? now
    if (!canRetry || now - firstTry >= GIVE_UP_SECONDS) return done({ kind: 'failed', error }, status)
    const wait = retryWaitSeconds(post.attempts, err instanceof ChannelError ? err.retryAfter : undefined)
    return done({ kind: 'retry', error, at: now + wait }, status)
  }
}
