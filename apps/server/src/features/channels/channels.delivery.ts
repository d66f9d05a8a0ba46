import type { Locale } from '@spaces/shared/i18n/locales'
import { paths } from '@spaces/shared/paths'
import type { ChannelNetwork } from '../../db/database'
import { withValues } from '../../i18n/stored'
import { english } from '../../i18n/translate'
import type { OutboxOutcome } from '../../lib/outbox'
import type { ChannelsDeps } from './channels.deps'
import { type Credentials, postToChannel, refusesRepeats } from './channels.networks'
import { notSentError, POST_ERRORS, UNCERTAIN_ERROR } from './channels.post-errors'
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
    attempt_started_at: number | null
  }
  channel:
    | {
        network: ChannelNetwork
        credentials: string
        time_zone: string
        status: 'active' | 'off'
        off_reason: string | null
        locale: Locale
      }
    | undefined
  space:
    | { id: number; title: string; scheduled_start: number; state: string; x_state: string | null }
    | undefined
}

/**
 * What a post's outcome says of its channel: `ok` a post went out; `failing` the network failed it;
 * `refused` the network refused the credentials (401, 403: revoked), so the channel is turned off.
 */
export type ChannelHealth = 'ok' | 'failing' | 'refused'

export interface PostResult {
  outcome: OutboxOutcome<'failed' | 'uncertain'>
  responseCode: number | null
  remoteUrl: string | null
  health: ChannelHealth | null
}

/** Tries end a day after the first: a post a day late helps nobody. */
export const GIVE_UP_SECONDS = 24 * 60 * 60

/** The wait before the next try: 30 s, 1 min, 2 min, … up to an hour (or what the network asked). */
export function retryWaitSeconds(attempts: number, askedFor?: number): number {
  const ladder = Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))
  return Math.max(ladder, Math.min(askedFor ?? 0, 3600))
}

/**
 * Whether the network refused the channel's credentials for good: 401 or 403 (a revoked token, a bot
 * removed from the chat), and Discord's 404 (the webhook was deleted).
 */
function refusesCredentials(network: ChannelNetwork, status: number | null): boolean {
  return status === 401 || status === 403 || (network === 'discord' && status === 404)
}

/** Whether the moment a post speaks of has passed (a "live now" for a Space no longer live). */
function staleReason(item: PostInHand, now: number): string | null {
  const { post, space } = item
  if (!space) return english(POST_ERRORS.spaceDeleted)
  if (space.x_state === 'canceled') return english(POST_ERRORS.spaceCanceled)
  if (post.event === 'live' && space.x_state !== 'live') return english(POST_ERRORS.noLongerLive)
  if (post.event === 'hour' && space.scheduled_start <= now) return english(POST_ERRORS.alreadyStarted)
  return null
}

/**
 * Sends one claimed post and says what became of it; never throws. `markStarted` records (committed)
 * that a request without an idempotency key is about to leave: found still set after its instance
 * died, the post is `uncertain` and waits for a person's Post again instead of being sent twice.
 */
export async function sendPost(
  deps: ChannelsDeps,
  item: PostInHand,
  now: number,
  markStarted: () => Promise<void>,
): Promise<PostResult> {
  const { post, channel, space } = item
  const done = (
    outcome: PostResult['outcome'],
    responseCode: number | null = null,
    remoteUrl: string | null = null,
    health: ChannelHealth | null = null,
  ): PostResult => ({ outcome, responseCode, remoteUrl, health })
  if (!channel) return done({ kind: 'failed', error: english(POST_ERRORS.disconnected) })
  const keyless = !refusesRepeats(channel.network)
  if (keyless && post.attempt_started_at !== null) return done({ kind: 'uncertain', error: UNCERTAIN_ERROR })
  if (channel.status === 'off') return done({ kind: 'failed', error: notSentError(channel.off_reason) })
  const stale = staleReason(item, now)
  if (stale || !space) return done({ kind: 'failed', error: stale ?? '' })
  const credentials = openCredentials<Credentials>(deps.sealKey, channel.credentials)
  if (!credentials) {
    return done({ kind: 'failed', error: english(POST_ERRORS.unreadable) })
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
    locale: channel.locale,
    retrying: post.attempts > 1,
  }
  try {
    if (keyless) await markStarted()
    const answer = await postToChannel(deps, channel.network, credentials, content)
    return done({ kind: 'sent' }, answer.status, answer.remoteUrl, 'ok')
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err)
    const status = err instanceof ChannelError ? err.status : null
    // No answer on an open connection: the post may be up, and without a key it cannot be retried.
    if (keyless && err instanceof ChannelError && err.mayHaveArrived)
      return done(
        { kind: 'uncertain', error: english(withValues(POST_ERRORS.uncertainBecause, { detail: error })) },
        null,
        null,
        'failing',
      )
    const health: ChannelHealth = refusesCredentials(channel.network, status) ? 'refused' : 'failing'
    const canRetry = err instanceof ChannelError ? err.retry : true
    const firstTry = post.first_attempt_at ?? now
    if (!canRetry || now - firstTry >= GIVE_UP_SECONDS)
      return done({ kind: 'failed', error }, status, null, health)
    const wait = retryWaitSeconds(post.attempts, err instanceof ChannelError ? err.retryAfter : undefined)
    return done({ kind: 'retry', error, at: now + wait }, status, null, health)
  }
}
