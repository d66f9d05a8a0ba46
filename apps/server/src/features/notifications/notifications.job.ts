import { randomUUID } from 'node:crypto'
import type { Job, JobRun } from '../../lib/jobs'
import { acquireLease } from '../../lib/lease'
import { mailAllowance } from '../../lib/mail-pacing'
import { FailingRound, passingFailure } from '../../lib/mail-retry'
import { countWaiting, deferDueDeliveries } from '../../lib/outbox-wait'
import { nowSeconds } from '../../lib/time'
import { type ClaimedDelivery, claimDeliveries, type Outcome, recordOutcomes } from './notifications.claim'
import type { NotificationsContext } from './notifications.context'
import { type DeliverContext, deliverGroup } from './notifications.deliver'
import { recordMissedReminders } from './notifications.missed'
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
 * While mail is held nothing is claimed; what is planned meanwhile waits, and an alert whose moment
 * passed by the release is recorded as missed, never sent late (notifications.due.ts). A mail server
 * out of reach moves every due mail up its retry ladder at once and leaves one warning per run.
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
      const now = nowSeconds()
      await planDeliveries(ctx.db, now, ctx.config.followAlertDelaySeconds)
      await recordMissedReminders(ctx.db, now)
    } finally {
      await lease.release()
    }
  }

  const send = async (run: JobRun) => {
    // While mail is held nothing is claimed: the delivery log waits as it is (lib/mail-hold.ts).
    if (await ctx.hold.isHeld()) return
    const keys = await ctx.keys()
    const deliver: DeliverContext = {
      db: ctx.db,
      mailer: ctx.mailer,
      baseUrl: ctx.baseUrl,
      signingKey: keys.signingKey,
      vapid: { ...keys.vapid, subject: ctx.config.vapidSubject },
      isAllowedEndpoint: ctx.isAllowedEndpoint,
      isHeld: ctx.hold.isHeld,
      retry: ctx.retry,
    }
    const round = new FailingRound('Reminders and alerts')
    // Once the mail server is found out of reach, this run sends only pushes.
    let isMailOut = false
    while (!run.stopping && !(await ctx.hold.isHeld())) {
      const now = nowSeconds()
      const claim = { now, until: now + ctx.config.leaseSeconds, workerId }
      const room = isMailOut ? 0 : await mailAllowance(ctx.db, ctx.mailRatePerMinute)
      const rows = [
        ...(await claimDeliveries(ctx.db, ctx.dialect, {
          ...claim,
          channel: 'email',
          limit: Math.min(room, CLAIM_BATCH),
        })),
        ...(await claimDeliveries(ctx.db, ctx.dialect, { ...claim, channel: 'push', limit: CLAIM_BATCH })),
      ]
      if (rows.length === 0) break
      const outcomes = (
        await inParallel(groupRows(rows), SEND_CONCURRENCY, (group) =>
          deliverGroup(deliver, group, nowSeconds()).catch((err: unknown) =>
            group.map((d) => ({
              id: d.id,
              outcome: passingFailure(d, String(err).slice(0, 500), nowSeconds(), ctx.retry) as Outcome,
            })),
          ),
        )
      ).flat()
      await recordOutcomes(ctx.db, outcomes, nowSeconds())
      for (const { outcome } of outcomes) round.note(outcome)
      const unreachable = outcomes.find((o) => o.outcome.kind === 'retry' && o.outcome.serverWide)
      if (!isMailOut && unreachable?.outcome.kind === 'retry') {
        isMailOut = true
        const rest = { now: nowSeconds(), error: unreachable.outcome.error, policy: ctx.retry }
        const moved = await deferDueDeliveries(ctx.db, 'notification_deliveries', {
          ...rest,
          channel: 'email',
        })
        round.noteMany(moved, rest)
      }
    }
    const waiting = round.hasFailures ? await countWaiting(ctx.db, 'notification_deliveries') : 0
    round.report(ctx.log, waiting, nowSeconds())
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
