import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { NewsletterConfig } from '../../config'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import { MailError, type Mailer } from '../../lib/mailer'
import { nowSeconds } from '../../lib/time'
import { buildCampaignTemplate, type CampaignTemplate, personalise } from './newsletter.render'

/**
 * The newsletter's delivery job: a durable outbox in `newsletter_deliveries`, one row per (campaign,
 * subscriber). Any number of instances may run it at once:
 *
 * - Rows are **claimed** with one conditional UPDATE (PostgreSQL adds `FOR UPDATE SKIP LOCKED`): a row
 *   belongs to one instance until its lease ends, so no two instances send the same delivery.
 * - A claimed row is sent at once and marked `sent` right after the SMTP server's 250. An instance
 *   that dies leaves its claimed rows to be claimed again when the lease ends: nobody is missed. Only
 *   a row whose 250 arrived but whose mark did not (at most `SEND_CONCURRENCY` rows per instance, the
 *   messages in flight at the instant of the crash) can be sent twice, with the same Message-ID.
 * - The pace is global: a run sends at most `ratePerMinute` minus what all instances sent in the
 *   last minute.
 * - Temporary failures (4xx, connection trouble) wait `retrySeconds · 2^(attempt-1)` (at most an
 *   hour) and are tried again, `MAX_ATTEMPTS` in all; a 5xx to RCPT TO or DATA bounces the subscriber.
 */
export const SEND_CONCURRENCY = 8
export const MAX_ATTEMPTS = 6
const MAX_BACKOFF_SECONDS = 60 * 60

export interface NewsletterSender {
  /** One run: sends what is due now, within the pace; resolves when nothing is left to claim. */
  run: () => Promise<void>
  /** Starts a run soon (a send was just queued). */
  wake: () => void
  /** Lets the current run finish its in-flight messages and stop claiming. */
  stop: () => Promise<void>
}

export interface SenderContext {
  db: Kysely<Database>
  dialect: Dialect
  mailer: Mailer
  baseUrl: string
  config: NewsletterConfig
  log: FastifyBaseLogger
  /** false (RUN_JOBS=false): this instance leaves delivery to the others, even right after a send. */
  wakeOnSend: boolean
}

type DeliveryStatus = Database['newsletter_deliveries']['status']

interface ClaimedDelivery {
  id: number
  campaign_id: number
  subscriber_id: number
  token: string
  attempts: number
}

export function createNewsletterSender(ctx: SenderContext): NewsletterSender {
  const { db, log } = ctx
  const workerId = randomUUID()
  const templates = new Map<number, CampaignTemplate>()
  const host = new URL(ctx.baseUrl).hostname
  let current: Promise<void> | undefined
  let stopped = false

  const claim = async (limit: number): Promise<ClaimedDelivery[]> => {
    const now = nowSeconds()
    let due = db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
    if (ctx.dialect === 'postgres') due = due.forUpdate().skipLocked()
    return (
      db
        .updateTable('newsletter_deliveries')
        .set((eb) => ({
          claimed_by: workerId,
          claimed_until: now + ctx.config.leaseSeconds,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', due)
        // Checked again on the row itself: another instance may have claimed it meanwhile.
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returning(['id', 'campaign_id', 'subscriber_id', 'token', 'attempts'])
        .execute()
    )
  }

  const templateFor = async (campaignId: number): Promise<CampaignTemplate> => {
    const cached = templates.get(campaignId)
    if (cached) return cached
    const campaign = await db
      .selectFrom('newsletter_campaigns')
      .select(['subject', 'content'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow()
    const links = await db
      .selectFrom('newsletter_links')
      .select(['id', 'url'])
      .where('campaign_id', '=', campaignId)
      .execute()
    const template = buildCampaignTemplate({
      baseUrl: ctx.baseUrl,
      subject: campaign.subject,
      content: campaign.content,
      linkIds: new Map(links.map((l) => [l.url, l.id])),
    })
    templates.set(campaignId, template)
    return template
  }

  const finish = (
    id: number,
    values: { status: DeliveryStatus; error: string | null; sent_at?: number; next_attempt_at?: number },
  ) =>
    db
      .updateTable('newsletter_deliveries')
      .set({ ...values, claimed_by: null, claimed_until: null })
      .where('id', '=', id)
      .execute()

  const deliver = async (delivery: ClaimedDelivery): Promise<void> => {
    const subscriber = await db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'status', 'unsubscribe_token'])
      .where('id', '=', delivery.subscriber_id)
      .executeTakeFirst()
    if (subscriber?.status !== 'active') {
      await finish(delivery.id, { status: 'skipped', error: 'No longer subscribed when its turn came.' })
      return
    }
    const template = await templateFor(delivery.campaign_id)
    const { html, text } = personalise(template, {
      delivery: delivery.token,
      unsubscribe: subscriber.unsubscribe_token,
    })
    try {
      await ctx.mailer.send({
        to: subscriber.email,
        subject: template.subject,
        html,
        text,
        messageId: `<${delivery.token}@${host}>`,
        unsubscribeUrl: `${ctx.baseUrl}/newsletter/unsubscribe/${subscriber.unsubscribe_token}`,
      })
    } catch (err) {
      await recordFailure(delivery, err)
      return
    }
    await finish(delivery.id, { status: 'sent', sent_at: nowSeconds(), error: null })
  }

  const recordFailure = async (delivery: ClaimedDelivery, err: unknown): Promise<void> => {
    const mailError = err instanceof MailError ? err : undefined
    const reason = (mailError?.message ?? String(err)).slice(0, 500)
    if (mailError?.permanent) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('newsletter_deliveries')
          .set({ status: 'bounced', error: reason, claimed_by: null, claimed_until: null })
          .where('id', '=', delivery.id)
          .execute()
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'bounced', unsubscribed_at: nowSeconds() })
          .where('id', '=', delivery.subscriber_id)
          .where('status', '=', 'active')
          .execute()
      })
      return
    }
    if (delivery.attempts >= MAX_ATTEMPTS) {
      log.warn({ delivery: delivery.id, reason }, 'newsletter delivery failed for good')
      await finish(delivery.id, { status: 'failed', error: reason })
      return
    }
    const wait = Math.min(ctx.config.retrySeconds * 2 ** (delivery.attempts - 1), MAX_BACKOFF_SECONDS)
    await finish(delivery.id, { status: 'pending', error: reason, next_attempt_at: nowSeconds() + wait })
  }

  /** Messages all instances may still send in this minute. */
  const allowance = async (): Promise<number> => {
    const since = nowSeconds() - 60
    const row = await db
      .selectFrom('newsletter_deliveries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('sent_at', '>', since),
          eb.and([eb('status', '=', 'pending'), eb('claimed_until', '>=', nowSeconds())]),
        ]),
      )
      .executeTakeFirstOrThrow()
    return ctx.config.ratePerMinute - Number(row.n)
  }

  const markSentCampaigns = () =>
    db
      .updateTable('newsletter_campaigns')
      .set({ status: 'sent', sent_at: nowSeconds() })
      .where('status', '=', 'sending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('newsletter_deliveries as d')
              .select('d.id')
              .whereRef('d.campaign_id', '=', 'newsletter_campaigns.id')
              .where('d.status', '=', 'pending'),
          ),
        ),
      )
      .execute()

  const runOnce = async (): Promise<void> => {
    while (!stopped) {
      const room = await allowance()
      if (room <= 0) break
      const batch = await claim(Math.min(room, SEND_CONCURRENCY))
      if (batch.length === 0) break
      await Promise.all(
        batch.map((delivery) =>
          deliver(delivery).catch((err: unknown) => {
            // The database failed us: the lease runs out and the delivery is claimed again.
            log.error({ err, delivery: delivery.id }, 'newsletter delivery not recorded')
          }),
        ),
      )
    }
    await markSentCampaigns()
  }

  const run = (): Promise<void> => {
    current ??= runOnce().finally(() => {
      current = undefined
    })
    return current
  }

  return {
    run,
    wake: () => {
      if (!stopped && ctx.wakeOnSend)
        setImmediate(() => void run().catch((err: unknown) => log.error({ err }, 'newsletter run failed')))
    },
    stop: async () => {
      stopped = true
      await current?.catch(() => undefined)
    },
  }
}
