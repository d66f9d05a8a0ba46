import { randomUUID } from 'node:crypto'
import type { Job, JobRun } from '../../lib/jobs'
import { acquireLease } from '../../lib/lease'
import { mailAllowance } from '../../lib/mail-pacing'
import { nowSeconds } from '../../lib/time'
import { type ClaimedDelivery, claimDeliveries, type Outcome, recordOutcomes } from './notifications.claim'
import type { NotificationsContext } from './notifications.context'
import { type DeliverContext, deliverGroup } from './notifications.deliver'
import { planDeliveries } from './notifications.plan'

/**
 * Messages sent at once, and rows claimed per channel per round: no more are claimed than are sent at
 * once, because a round's outcomes are recorded together, so a kill -9 can repeat at most the
 * messages of one round (a duplicate only for a message in flight, as for the newsletter).
 */
export const SEND_CONCURRENCY = 16
export const CLAIM_BATCH = SEND_CONCURRENCY

/** A host's new Spaces for one user (one channel) go as one message; every other row alone. */
function groupRows(rows: ClaimedDelivery[]): ClaimedDelivery[][] {
  const groups = new Map<string, ClaimedDelivery[]>()
  for (const row of rows) {
    const key = row.kind === 'new_space' ? `n:${row.user_id}:${row.host_id}:${row.channel}` : `r:${row.id}`
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return [...groups.values()]
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export const NOTIFICATIONS_JOB = 'notifications'

/**
 * The reminders job (issue 22), every REMINDERS_INTERVAL_SECONDS on each instance:
 * 1. one instance at a time (a lease) writes what is due into the delivery log, where the unique key
 *    (user, subject, kind, offset, channel) keeps each alert once;
 * 2. every instance then claims due rows like the newsletter's sender (a claimed row is one
 *    instance's until its lease ends, so a kill -9 loses nothing: the row is claimed again), sends
 *    within the site's mail pace, and records each batch's outcomes in one transaction.
 */
export function notificationsJob(ctx: NotificationsContext): Job {
  // Names this instance's claims in the rows (for whoever reads them); nothing depends on it.
  const workerId = randomUUID()

  const plan = async () => {
    const lease = await acquireLease(
      ctx.db,
      'notifications-plan',
      workerId,
      Math.max(ctx.config.leaseSeconds, 30),
    )
    if (!lease) return
    try {
      await planDeliveries(ctx.db, nowSeconds(), ctx.config.followAlertDelaySeconds)
    } finally {
      await lease.release()
    }
  }

  const send = async (run: JobRun) => {
    const keys = await ctx.keys()
    const deliver: DeliverContext = {
      db: ctx.db,
      mailer: ctx.mailer,
      baseUrl: ctx.baseUrl,
      signingKey: keys.signingKey,
      vapid: { ...keys.vapid, subject: ctx.config.vapidSubject },
      isAllowedEndpoint: ctx.isAllowedEndpoint,
    }
    while (!run.stopping) {
      const now = nowSeconds()
      const claim = { now, until: now + ctx.config.leaseSeconds, workerId }
      const room = await mailAllowance(ctx.db, ctx.mailRatePerMinute)
      const rows = [
        ...(await claimDeliveries(ctx.db, ctx.dialect, {
          ...claim,
          channel: 'email',
          limit: Math.min(room, CLAIM_BATCH),
        })),
        ...(await claimDeliveries(ctx.db, ctx.dialect, { ...claim, channel: 'push', limit: CLAIM_BATCH })),
      ]
      if (rows.length === 0) return
      const outcomes = await inParallel(groupRows(rows), SEND_CONCURRENCY, (group) =>
        deliverGroup(deliver, group, nowSeconds()).catch((err: unknown) =>
          group.map((d) => ({
            id: d.id,
            outcome: { kind: 'retry', error: String(err).slice(0, 500), at: nowSeconds() + 30 } as Outcome,
          })),
        ),
      )
      await recordOutcomes(ctx.db, outcomes.flat(), nowSeconds())
    }
  }

  return {
    name: NOTIFICATIONS_JOB,
    intervalMs: ctx.config.intervalSeconds * 1000,
    run: async (run) => {
      await plan()
      await send(run)
    },
  }
}
