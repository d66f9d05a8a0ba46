import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Job } from '../../../lib/jobs'
import { nowSeconds } from '../../../lib/time'
import { listMailReaders } from '../../shared/mail-addresses.queries'
import { mailOwnerNotices } from '../../shared/owner-notices'
import type { WebhooksDeps } from '../webhooks.deps'
import { clearNotice, listPendingNotices } from './delivery.queries'
import { webhookDisabledMail } from './mail/webhook-disabled'
import { planWebhookDeliveries } from './plan.service'
import { sendDueWebhooks } from './send.service'

/** Rounds of claim, send, record per run: a long queue is worked through without waiting a tick each. */
const ROUNDS_PER_RUN = 50
/** After a notice could not be mailed (mail held, the server away), this instance waits this long. */
const NOTICE_RETRY_MS = 60_000

/**
 * The webhook outbox, every second on every instance: plans the deliveries of new Space events, then
 * claims, sends and records due deliveries (send.service.ts), then tells owners of webhooks that
 * were turned off, by mail through the mailer behind the mail hold.
 */
export function webhooksJob(deps: WebhooksDeps, log: FastifyBaseLogger): Job {
  const worker = `webhooks-${randomUUID()}`
  let noticesAfter = 0
  return {
    name: 'webhook-deliveries',
    intervalMs: 1000,
    run: async (run) => {
      while ((await planWebhookDeliveries(deps.db, nowSeconds())) > 0 && !run.stopping) {}
      for (let round = 0; round < ROUNDS_PER_RUN && !run.stopping; round++) {
        if ((await sendDueWebhooks(deps, worker, nowSeconds(), log)) === 0) break
      }
      if (Date.now() >= noticesAfter && !(await sendNotices(deps, log)))
        noticesAfter = Date.now() + NOTICE_RETRY_MS
    },
  }
}

/** Mails each owner whose webhook was turned off; false when a mail could not go (tried again later). */
function sendNotices(deps: WebhooksDeps, log: FastifyBaseLogger): Promise<boolean> {
  return mailOwnerNotices({
    mailer: deps.mailer,
    log,
    what: 'webhook',
    pending: () => listPendingNotices(deps.db, 10),
    recipients: (endpoint) => listMailReaders(deps.db, { ids: [endpoint.created_by] }, deps.defaultLocale),
    compose: (endpoint, reader) => webhookDisabledMail(deps.baseUrl, reader, endpoint),
    clear: (id) => clearNotice(deps.db, id),
  })
}
