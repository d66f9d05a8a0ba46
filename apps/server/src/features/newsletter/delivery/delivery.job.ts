import { randomUUID } from 'node:crypto'
import type { Job, JobRun } from '../../../lib/jobs'
import { mailAllowance } from '../../../lib/mail-pacing'
import { FailingRound } from '../../../lib/mail-retry'
import { countWaiting, deferDueDeliveries } from '../../../lib/outbox-wait'
import { nowSeconds } from '../../../lib/time'
import type { DeliveryDeps } from '../newsletter.deps'
import {
  claimDeliveries,
  type DeliveryResult,
  findRecipients,
  hasDueDelivery,
  hasSendingCampaign,
  markSentCampaigns,
  recordOutcomes,
} from './delivery.queries'
import { deliverOne, type TemplateCache } from './delivery.service'

/**
 * The newsletter's delivery job: a durable outbox in `newsletter_deliveries`, one row per (campaign,
 * subscriber), queued by the send route (startSend in campaigns.service.ts) and sent here. Any
 * number of instances run it:
 *
 * - **claim**: rows are claimed with one conditional UPDATE (PostgreSQL adds `FOR UPDATE SKIP
 *   LOCKED`): a row belongs to one instance until its lease ends, so no two instances send the same
 *   delivery.
 * - **work**: a batch of at most `SEND_CONCURRENCY` claimed rows is sent at once (in parallel over
 *   the pooled SMTP connections).
 * - **record**: the batch's outcomes are written in one transaction right after the last SMTP
 *   answer. An instance that dies leaves its claimed rows to be claimed again when the lease ends:
 *   nobody is missed. Only rows whose 250 arrived but whose record did not (the batch in flight at
 *   the instant of the crash: at most `SEND_CONCURRENCY` per instance) can be sent twice, with the
 *   same Message-ID.
 *
 * The pace is global and shared with the notifications' mail (lib/mail-pacing.ts): a run sends at
 * most `ratePerMinute` minus what all instances sent in the last minute. Every instance looks every
 * second (one indexed query when idle), so a send starts within about a second of being queued.
 *
 * While mail is held (lib/mail-hold.ts, read from the database before every batch) nothing is
 * claimed: the queue waits as it is. When the mail server is out of reach, the round stops after the
 * batch that found it so and moves every other due delivery up its retry ladder at once
 * (lib/outbox-wait.ts); the round logs one warning, not one per recipient.
 */
export const SEND_CONCURRENCY = 8
export const NEWSLETTER_JOB = 'newsletter-sender'
const INTERVAL_MS = 1000

export function newsletterJob(deps: DeliveryDeps): Job {
  // Names this instance's claims in the rows (for whoever reads them); nothing depends on it.
  const worker = randomUUID()
  return { name: NEWSLETTER_JOB, intervalMs: INTERVAL_MS, run: (run) => sendDue(deps, worker, run) }
}

/** One run: sends what is due now, within the pace; resolves when nothing is left to claim. */
export async function sendDue(deps: DeliveryDeps, worker: string, run: JobRun): Promise<void> {
  const { db } = deps
  if (!(await hasDueDelivery(db, nowSeconds())) || (await deps.hold.isHeld())) {
    if (await hasSendingCampaign(db)) await markSentCampaigns(db, nowSeconds())
    return
  }
  const templates: TemplateCache = new Map()
  const round = new FailingRound('Newsletter mail')
  while (!run.stopping && !(await deps.hold.isHeld())) {
    const room = await mailAllowance(db, deps.config.ratePerMinute)
    if (room <= 0) break
    const now = nowSeconds()
    const leaseEnds = now + deps.config.leaseSeconds
    const limit = Math.min(room, SEND_CONCURRENCY)
    const batch = await claimDeliveries(db, deps.dialect, { worker, limit, now, until: leaseEnds })
    if (batch.length === 0) break
    const recipients = await findRecipients(
      db,
      batch.map((d) => d.subscriber_id),
    )
    const byId = new Map(recipients.map((row) => [row.id, row]))
    const results = await Promise.all(
      batch.map(async (delivery) => ({
        delivery,
        outcome: await deliverOne(deps, templates, delivery, byId.get(delivery.subscriber_id)),
      })),
    )
    await recordWithinLease(deps, results, leaseEnds)
    for (const { outcome } of results) round.note(outcome)
    const unreachable = results.find((r) => r.outcome.kind === 'retry' && r.outcome.serverWide)
    if (unreachable?.outcome.kind === 'retry') {
      const rest = { now: nowSeconds(), dueBy: now, error: unreachable.outcome.error, policy: deps.retry }
      round.noteMany(await deferDueDeliveries(db, 'newsletter_deliveries', rest), rest)
      break
    }
  }
  round.report(
    deps.log,
    round.hasFailures ? await countWaiting(db, 'newsletter_deliveries') : 0,
    nowSeconds(),
  )
  await markSentCampaigns(db, nowSeconds())
}

/**
 * These messages went out: their outcome must be written, or another instance sends them again
 * once the lease ends. So a failed write (the database briefly unreachable) is tried again, with
 * backoff, for as long as the lease holds; only an outage longer than that can cause duplicates.
 */
async function recordWithinLease(
  deps: DeliveryDeps,
  results: DeliveryResult[],
  leaseEnds: number,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await recordOutcomes(deps.db, results, nowSeconds())
      return
    } catch (err) {
      const wait = Math.min(250 * 2 ** attempt, 5000)
      if (Date.now() + wait >= (leaseEnds - 1) * 1000) throw err
      deps.log.warn({ err, attempt }, 'newsletter outcomes not recorded yet; trying again')
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}
