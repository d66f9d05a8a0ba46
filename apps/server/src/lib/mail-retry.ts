import type { FastifyBaseLogger } from 'fastify'
import { describeWait } from './time'

/**
 * How a delivery that failed for a passing reason (no connection, a timeout, a 4xx, a 5xx before
 * RCPT TO) is waited out, the same for every outbox: the wait starts at NEWSLETTER_RETRY_SECONDS and
 * doubles with each attempt, up to 15 minutes; MAIL_GIVE_UP_HOURS after its first attempt the delivery
 * fails for good. A mail outage over lunch, or over a night, therefore loses nothing.
 */
export const MAX_RETRY_WAIT_SECONDS = 15 * 60

export interface RetryPolicy {
  retrySeconds: number
  giveUpSeconds: number
}

/** The wait after the `attempts`-th attempt failed: retrySeconds · 2^(attempts − 1), at most 15 minutes. */
export function retryWait(attempts: number, retrySeconds: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20))
  return Math.min(retrySeconds * 2 ** doublings, MAX_RETRY_WAIT_SECONDS)
}

/** Whether a delivery first tried at `firstAttemptAt` has waited as long as it may. */
export function hasGivenUp(firstAttemptAt: number | null, now: number, policy: RetryPolicy): boolean {
  return firstAttemptAt !== null && now - firstAttemptAt >= policy.giveUpSeconds
}

/**
 * What becomes of a delivery whose attempt just failed for a passing reason: it waits its turn on the
 * ladder, or fails once MAIL_GIVE_UP_HOURS have passed since its first attempt.
 */
export function passingFailure(
  delivery: { attempts: number; first_attempt_at: number | null },
  error: string,
  now: number,
  policy: RetryPolicy,
): { kind: 'failed'; error: string } | { kind: 'retry'; error: string; at: number } {
  if (hasGivenUp(delivery.first_attempt_at ?? now, now, policy)) {
    const hours = Math.round(policy.giveUpSeconds / 3600)
    return { kind: 'failed', error: `gave up after ${hours} hours: ${error}`.slice(0, 500) }
  }
  return { kind: 'retry', error, at: now + retryWait(delivery.attempts, policy.retrySeconds) }
}

/**
 * One warning per failing round of an outbox, not one per recipient: what went wrong, how many
 * deliveries wait, and when the next try is. Collect a round's failures with `note`, then `report`.
 */
export class FailingRound {
  private failures = 0
  private reason: string | undefined
  private nextTry: number | undefined

  constructor(private readonly what: string) {}

  note(outcome: { kind: string; error?: string; at?: number }): void {
    if (outcome.kind !== 'retry' && outcome.kind !== 'failed') return
    this.failures += 1
    this.reason ??= outcome.error
    if (outcome.kind === 'retry' && outcome.at !== undefined) {
      this.nextTry = Math.min(this.nextTry ?? outcome.at, outcome.at)
    }
  }

  /** Deliveries moved up the ladder together (lib/outbox-wait.ts) after the server was found out of reach. */
  noteMany(counts: { deferred: number; failed: number }, at: { error: string }): void {
    this.failures += counts.deferred + counts.failed
    this.reason ??= at.error
  }

  get hasFailures(): boolean {
    return this.failures > 0
  }

  /** Logs the round's one warning, if anything failed; `waiting` counts every delivery still waiting. */
  report(log: FastifyBaseLogger, waiting: number, now: number): void {
    if (this.failures === 0) return
    const next =
      this.nextTry === undefined ? '' : `; next try in ${describeWait(Math.max(1, this.nextTry - now))}`
    log.warn(
      { failed: this.failures, waiting, reason: this.reason },
      `${this.what} could not go out: ${this.reason ?? 'unknown reason'}. ${waiting} waiting${next}.`,
    )
  }
}
