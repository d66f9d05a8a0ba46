import { randomUUID } from 'node:crypto'
import { inParallel } from '../../../lib/in-parallel'
import type { Job, JobRun } from '../../../lib/jobs'
import { acquireLease } from '../../../lib/lease'
import { mailAllowance } from '../../../lib/mail-pacing'
import { FailingRound, passingFailure } from '../../../lib/mail-retry'
import { countWaiting, deferDueDeliveries } from '../../../lib/outbox-wait'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { isAllowedPushEndpoint } from '../push/push.rules'
import { recordMissedReminders } from './missed.service'
import { planDeliveries } from './plan.service'
import { type ClaimedDelivery, claimDeliveries, type Outcome, recordOutcomes } from './send.queries'
import { deliverGroup, type SendDeps } from './send.service'

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

export const NOTIFICATIONS_JOB = 'notifications'

/**
 * The reminders and alerts job, every REMINDERS_INTERVAL_SECONDS on each instance:
 * 1. one instance at a time (a lease) writes what is due into the delivery log, where the unique key
 *    (user, subject, kind, offset, channel) keeps each alert once;
 * 2. every instance then claims due rows like the newsletter's sender (a claimed row is one
 *    instance's until its lease ends, so a kill -9 loses nothing: the row is claimed again), sends
 *    within the site's mail pace, and records each batch's outcomes in one transaction.
 * While mail is held nothing is claimed; what is planned meanwhile waits, and an alert whose moment
 * passed by the release is recorded as missed, never sent late (delivery.rules.ts). A mail server
 * out of reach moves every due mail up its retry ladder at once and leaves one warning per run.
 */
export function notificationsJob(deps: NotificationsDeps): Job {
  // Names this instance's claims in the rows (for whoever reads them); nothing depends on it.
  const workerId = randomUUID()
  return {
    name: NOTIFICATIONS_JOB,
    intervalMs: deps.config.intervalSeconds * 1000,
    run: async (run) => {
      await planDue(deps, workerId)
      await sendDue(deps, workerId, run)
    },
  }
}

/** Writes what is due into the delivery log, on one instance at a time (a lease). */
async function planDue(deps: NotificationsDeps, workerId: string): Promise<void> {
  const lease = await acquireLease(
    deps.db,
    'notifications-plan',
    workerId,
    Math.max(deps.config.leaseSeconds, 30),
  )
  if (!lease) return
  try {
    const now = nowSeconds()
    await planDeliveries(deps.db, now, deps.config.followAlertDelaySeconds)
    await recordMissedReminders(deps.db, now)
  } finally {
    await lease.release()
  }
}

/** Claims, sends and records due rows, round after round, until none is left or mail is held. */
async function sendDue(deps: NotificationsDeps, workerId: string, run: JobRun): Promise<void> {
  // While mail is held nothing is claimed: the delivery log waits as it is (lib/mail-hold.ts).
  if (await deps.hold.isHeld()) return
  const keys = await deps.keys()
  const send: SendDeps = {
    db: deps.db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    signingKey: keys.signingKey,
    vapid: { ...keys.vapid, subject: deps.config.vapidSubject },
    isAllowedEndpoint: (endpoint) => isAllowedPushEndpoint(endpoint, deps.config),
    isHeld: deps.hold.isHeld,
    retry: deps.retry,
    defaultLocale: deps.defaultLocale,
  }
  const round = new FailingRound('Reminders and alerts')
  // Once the mail server is found out of reach, this run sends only pushes.
  let isMailOut = false
  while (!run.stopping && !(await deps.hold.isHeld())) {
    const now = nowSeconds()
    const claim = { now, until: now + deps.config.leaseSeconds, workerId }
    const room = isMailOut ? 0 : await mailAllowance(deps.db, deps.mailRatePerMinute)
    const rows = [
      ...(await claimDeliveries(deps.db, deps.dialect, {
        ...claim,
        channel: 'email',
        limit: Math.min(room, CLAIM_BATCH),
      })),
      ...(await claimDeliveries(deps.db, deps.dialect, { ...claim, channel: 'push', limit: CLAIM_BATCH })),
    ]
    if (rows.length === 0) break
    const outcomes = (
      await inParallel(groupRows(rows), SEND_CONCURRENCY, (group) =>
        deliverGroup(send, group, nowSeconds()).catch((err: unknown) =>
          group.map((d) => ({
            id: d.id,
            outcome: passingFailure(d, String(err).slice(0, 500), nowSeconds(), deps.retry) as Outcome,
          })),
        ),
      )
    ).flat()
    await recordOutcomes(deps.db, outcomes, nowSeconds())
    for (const { outcome } of outcomes) round.note(outcome)
    const unreachable = outcomes.find((o) => o.outcome.kind === 'retry' && o.outcome.serverWide)
    if (!isMailOut && unreachable?.outcome.kind === 'retry') {
      isMailOut = true
      const rest = { now: nowSeconds(), dueBy: now, error: unreachable.outcome.error, policy: deps.retry }
      const moved = await deferDueDeliveries(deps.db, 'notification_deliveries', {
        ...rest,
        channel: 'email',
      })
      round.noteMany(moved, rest)
    }
  }
  const waiting = round.hasFailures ? await countWaiting(deps.db, 'notification_deliveries') : 0
  round.report(deps.log, waiting, nowSeconds())
}
