import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { NewsletterConfig } from '../../config'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import { MailError, type Mailer } from '../../lib/mailer'
import { nowSeconds } from '../../lib/time'
import type { CampaignTemplate } from './newsletter.render'

/**
 * The newsletter's delivery job: a durable outbox in `newsletter_deliveries`, one row per (campaign,
 * subscriber). Any number of instances may run it at once:
 *
 * - Rows are **claimed** with one conditional UPDATE (PostgreSQL adds `FOR UPDATE SKIP LOCKED`): a row
 *   belongs to one instance until its lease ends, so no two instances send the same delivery.
 * - A batch of at most `SEND_CONCURRENCY` claimed rows is sent at once (in parallel over the pooled
 *   SMTP connections), and the batch's outcomes are recorded in one transaction right after the last
 *   SMTP answer. An instance that dies leaves its claimed rows to be claimed again when the lease
 *   ends: nobody is missed. Only rows whose 250 arrived but whose record did not (the batch in flight
 *   at the instant of the crash: at most `SEND_CONCURRENCY` per instance) can be sent twice, with the
 *   same Message-ID.
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

interface SubscriberRow {
  email: string
  status: string
  unsubscribe_token: string
}

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
    const until = now + ctx.config.leaseSeconds
    if (ctx.dialect === 'postgres') {
      // The rows are picked once, in a CTE: PostgreSQL may run an `IN (… LIMIT n FOR UPDATE SKIP
      // LOCKED)` subquery again for every row it updates, and SKIP LOCKED then hands it new rows
      // each time, so such an UPDATE can claim far more than n (it claimed every row here once).
      const result = await sql<ClaimedDelivery>`
        with due as (
          select id from newsletter_deliveries
          where status = 'pending' and next_attempt_at <= ${now}
            and (claimed_until is null or claimed_until < ${now})
          order by id
          limit ${limit}
          for update skip locked
        )
        update newsletter_deliveries as d
        set claimed_by = ${workerId}, claimed_until = ${until}, attempts = d.attempts + 1
        from due
        where d.id = due.id
        returning d.id, d.campaign_id, d.subscriber_id, d.token, d.attempts`.execute(db)
      return result.rows
    }
    // SQLite: one writer at a time, and the subquery is evaluated once.
    const due = db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
    return db
      .updateTable('newsletter_deliveries')
      .set((eb) => ({ claimed_by: workerId, claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returning(['id', 'campaign_id', 'subscriber_id', 'token', 'attempts'])
      .execute()
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
    // Loaded on first use, like the service's: see loadRender there.
    const { buildCampaignTemplate } = await import('./newsletter.render')
    const template = buildCampaignTemplate({
      baseUrl: ctx.baseUrl,
      subject: campaign.subject,
      content: campaign.content,
      linkIds: new Map(links.map((l) => [l.url, l.id])),
    })
    templates.set(campaignId, template)
    return template
  }

  type Outcome =
    | { kind: 'sent' }
    | { kind: 'skipped' | 'bounced' | 'failed'; error: string }
    | { kind: 'retry'; error: string; at: number }

  /** Sends one claimed delivery; writes nothing, so a batch's outcomes are recorded together. */
  const deliver = async (
    delivery: ClaimedDelivery,
    subscriber: SubscriberRow | undefined,
  ): Promise<Outcome> => {
    if (subscriber?.status !== 'active') {
      return { kind: 'skipped', error: 'No longer subscribed when its turn came.' }
    }
    const template = await templateFor(delivery.campaign_id)
    const { personalise } = await import('./newsletter.render')
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
      return { kind: 'sent' }
    } catch (err) {
      const mailError = err instanceof MailError ? err : undefined
      const error = (mailError?.message ?? String(err)).slice(0, 500)
      if (mailError?.permanent) return { kind: 'bounced', error }
      if (delivery.attempts >= MAX_ATTEMPTS) {
        log.warn({ delivery: delivery.id, reason: error }, 'newsletter delivery failed for good')
        return { kind: 'failed', error }
      }
      const wait = Math.min(ctx.config.retrySeconds * 2 ** (delivery.attempts - 1), MAX_BACKOFF_SECONDS)
      return { kind: 'retry', error, at: nowSeconds() + wait }
    }
  }

  /** A batch's outcomes in one transaction: one commit (one fsync) per batch, not per message. */
  const record = (results: { delivery: ClaimedDelivery; outcome: Outcome }[]) =>
    db.transaction().execute(async (trx) => {
      const now = nowSeconds()
      const sentIds = results.filter((r) => r.outcome.kind === 'sent').map((r) => r.delivery.id)
      if (sentIds.length > 0) {
        await trx
          .updateTable('newsletter_deliveries')
          .set({ status: 'sent', sent_at: now, error: null, claimed_by: null, claimed_until: null })
          .where('id', 'in', sentIds)
          .execute()
      }
      for (const { delivery, outcome } of results) {
        if (outcome.kind === 'sent') continue
        await trx
          .updateTable('newsletter_deliveries')
          .set({
            status: outcome.kind === 'retry' ? 'pending' : outcome.kind,
            error: outcome.error,
            claimed_by: null,
            claimed_until: null,
            ...(outcome.kind === 'retry' ? { next_attempt_at: outcome.at } : {}),
          })
          .where('id', '=', delivery.id)
          .execute()
        if (outcome.kind === 'bounced') {
          await trx
            .updateTable('newsletter_subscribers')
            .set({ status: 'bounced', unsubscribed_at: now })
            .where('id', '=', delivery.subscriber_id)
            .where('status', '=', 'active')
            .execute()
        }
      }
    })

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

  /**
   * These messages went out: their outcome must be written, or another instance sends them again
   * once the lease ends. So a failed write (the database briefly unreachable) is tried again, with
   * backoff, for as long as the lease holds; only an outage longer than that can cause duplicates.
   */
  const recordWithinLease = async (
    results: { delivery: ClaimedDelivery; outcome: Outcome }[],
    leaseEnds: number,
  ): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await record(results)
        return
      } catch (err) {
        const wait = Math.min(250 * 2 ** attempt, 5000)
        if (Date.now() + wait >= (leaseEnds - 1) * 1000) throw err
        log.warn({ err, attempt }, 'newsletter outcomes not recorded yet; trying again')
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }

  /** Whether any delivery is due now: the cheap check every idle run makes (status index). */
  const anythingDue = async (): Promise<boolean> => {
    const row = await db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowSeconds())
      .limit(1)
      .executeTakeFirst()
    return row !== undefined
  }

  const runOnce = async (): Promise<void> => {
    if (!(await anythingDue())) {
      await markSentCampaigns()
      return
    }
    while (!stopped) {
      const room = await allowance()
      if (room <= 0) break
      const leaseEnds = nowSeconds() + ctx.config.leaseSeconds
      const batch = await claim(Math.min(room, SEND_CONCURRENCY))
      if (batch.length === 0) break
      const subscribers = await db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'status', 'unsubscribe_token'])
        .where(
          'id',
          'in',
          batch.map((d) => d.subscriber_id),
        )
        .execute()
      const byId = new Map(subscribers.map((row) => [row.id, row]))
      const results = await Promise.all(
        batch.map(async (delivery) => ({
          delivery,
          outcome: await deliver(delivery, byId.get(delivery.subscriber_id)),
        })),
      )
      await recordWithinLease(results, leaseEnds)
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
