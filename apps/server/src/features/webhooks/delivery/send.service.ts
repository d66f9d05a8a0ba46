import type { FastifyBaseLogger } from 'fastify'
import { inParallel } from '../../../lib/in-parallel'
import { claimOutbox, type OutboxOutcome, recordOutboxOutcomes } from '../../../lib/outbox'
import { OutgoingFailed, OutgoingRefused, outgoingFetch } from '../../../lib/outgoing/outgoing-fetch'
import { DAY_SECONDS } from '../../../lib/time'
import type { WebhooksDeps } from '../webhooks.deps'
import { webhookHeaders } from '../webhooks.sign'
import { readEndpoints, recordAttempts, recordEndpointHealth, type SendEndpoint } from './delivery.queries'
import { deliveryError } from './delivery-errors'

/** Deliveries claimed per round, and sent at once. */
const BATCH = 20
const AT_ONCE = 8
/** A failing delivery is retried for a day, then given up (and its webhook, failing that long, turned off). */
export const WEBHOOK_GIVE_UP_SECONDS = DAY_SECONDS
/** The longest wait between two attempts. */
const MAX_RETRY_WAIT_SECONDS = 3600

/** The wait after the `attempts`-th passing failure: `first`, doubling, at most an hour. */
export function retryWait(first: number, attempts: number): number {
  return Math.min(MAX_RETRY_WAIT_SECONDS, first * 2 ** Math.max(0, Math.min(attempts - 1, 20)))
}

interface Claimed {
  id: number
  endpoint_id: number
  message_id: string
  payload: string
  attempts: number
  first_attempt_at: number | null
}

interface Attempt {
  id: number
  endpointId: number
  outcome: OutboxOutcome<'failed'>
  responseStatus: number | null
  /** What the attempt says of its endpoint. */
  health: 'succeeded' | 'failed' | 'gone' | 'none'
}

type Deps = Pick<WebhooksDeps, 'db' | 'dialect' | 'policy' | 'timeoutMs' | 'retrySeconds'>

/**
 * One round of the outbox: claims due deliveries (each belongs to this instance until its claim
 * ends, so no two instances send it; a claim left by a killed instance ends and the delivery goes
 * again, with the same `webhook-id`), sends them, and records every outcome in one transaction.
 * Returns how many it claimed.
 */
export async function sendDueWebhooks(deps: Deps, worker: string, now: number, log: FastifyBaseLogger) {
  const { db, dialect } = deps
  const claimSeconds = Math.ceil(deps.timeoutMs / 1000) * 2 + 5
  const claimed: Claimed[] = await claimOutbox(db, dialect, {
    table: 'webhook_deliveries',
    columns: ['id', 'endpoint_id', 'message_id', 'payload', 'attempts', 'first_attempt_at'],
    orderBy: ['next_attempt_at', 'id'],
    match: { kind: 'webhook' },
    worker,
    limit: BATCH,
    now,
    until: now + claimSeconds,
  })
  if (claimed.length === 0) return 0
  const endpoints = await readEndpoints(db, [...new Set(claimed.map((c) => c.endpoint_id))])
  const attempts = await inParallel(claimed, AT_ONCE, (delivery) =>
    attempt(deps, delivery, endpoints.get(delivery.endpoint_id), now),
  )
  const doneAt = Math.floor(Date.now() / 1000)
  const ids = (health: Attempt['health']) => [
    ...new Set(attempts.filter((a) => a.health === health).map((a) => a.endpointId)),
  ]
  await recordOutboxOutcomes(db, 'webhook_deliveries', attempts, doneAt, async (trx) => {
    await recordAttempts(trx, attempts, doneAt)
    await recordEndpointHealth(
      trx,
      { succeeded: ids('succeeded'), failed: ids('failed'), gone: ids('gone') },
      doneAt,
      WEBHOOK_GIVE_UP_SECONDS,
    )
  })
  const failures = attempts.filter((a) => a.outcome.kind !== 'sent').length
  if (failures > 0) log.warn({ failures, claimed: claimed.length }, 'webhook deliveries failed this round')
  return claimed.length
}

async function attempt(
  deps: Deps,
  delivery: Claimed,
  endpoint: SendEndpoint | undefined,
  now: number,
): Promise<Attempt> {
  const base = { id: delivery.id, endpointId: delivery.endpoint_id }
  if (endpoint?.status !== 'active' || !endpoint) {
    const error = deliveryError.turnedOff()
    return { ...base, outcome: { kind: 'failed', error }, responseStatus: null, health: 'none' }
  }
  const firstAttempt = delivery.first_attempt_at ?? now
  const retry = (error: string, responseStatus: number | null): Attempt => {
    const at = now + retryWait(deps.retrySeconds, delivery.attempts)
    const outcome: OutboxOutcome<'failed'> =
      at - firstAttempt >= WEBHOOK_GIVE_UP_SECONDS
        ? { kind: 'failed', error: deliveryError.givenUp(error) }
        : { kind: 'retry', error, at }
    return { ...base, outcome, responseStatus, health: 'failed' }
  }
  try {
    const timestamp = Math.floor(Date.now() / 1000)
    const res = await outgoingFetch(
      endpoint.url,
      {
        method: 'POST',
        headers: webhookHeaders(endpoint.secret, delivery.message_id, timestamp, delivery.payload),
        body: delivery.payload,
        timeoutMs: deps.timeoutMs,
        maxBodyBytes: 4096,
      },
      deps.policy,
    )
    if (res.status >= 200 && res.status < 300) {
      return { ...base, outcome: { kind: 'sent' }, responseStatus: res.status, health: 'succeeded' }
    }
    const answered = deliveryError.answered(res.status, false)
    if (res.status === 410) {
      return { ...base, outcome: { kind: 'failed', error: answered }, responseStatus: 410, health: 'gone' }
    }
    if (res.status >= 500 || res.status === 429) return retry(answered, res.status)
    const why = res.status >= 300 && res.status < 400 ? deliveryError.answered(res.status, true) : answered
    return { ...base, outcome: { kind: 'failed', error: why }, responseStatus: res.status, health: 'failed' }
  } catch (err) {
    if (err instanceof OutgoingRefused) {
      const error = deliveryError.notSent(err.message)
      return { ...base, outcome: { kind: 'failed', error }, responseStatus: null, health: 'failed' }
    }
    if (err instanceof OutgoingFailed) return retry(err.message, null)
    throw err
  }
}
