import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../../../db/client'
import type { Database, NewsletterDeliveriesTable } from '../../../db/database'
import { claimOutbox, type OutboxOutcome, recordOutboxOutcomes } from '../../../lib/outbox'

type Db = Kysely<Database>

/**
 * The SQL of deliveries (`newsletter_deliveries`): the delivery job's outbox (delivery.job.ts), and
 * the opens and clicks its tracked links record (delivery.pages.ts).
 */

export type ClaimedDelivery = Pick<
  Selectable<NewsletterDeliveriesTable>,
  'id' | 'campaign_id' | 'subscriber_id' | 'token' | 'attempts' | 'first_attempt_at'
>

/** What became of one claimed delivery; `retry` waits until `at`. */
export type DeliveryOutcome = OutboxOutcome<'skipped' | 'bounced' | 'failed'>

export interface DeliveryResult {
  delivery: ClaimedDelivery
  outcome: DeliveryOutcome
}

/** Whether any delivery is due now: the cheap check every idle tick makes (status index). */
export async function hasDueDelivery(db: Db, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Claims at most `limit` due deliveries for `worker` until `until`, in one atomic statement: a row
 * belongs to one instance until its claim ends, so no two instances send the same delivery.
 */
export function claimDeliveries(
  db: Db,
  dialect: Dialect,
  claim: { worker: string; limit: number; now: number; until: number },
): Promise<ClaimedDelivery[]> {
  return claimOutbox(db, dialect, {
    ...claim,
    table: 'newsletter_deliveries',
    columns: ['id', 'campaign_id', 'subscriber_id', 'token', 'attempts', 'first_attempt_at'],
    orderBy: ['id'],
  })
}

/** The recipients of a claimed batch. */
export function findRecipients(db: Db, subscriberIds: number[]) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'unsubscribe_token', 'locale'])
    .where('id', 'in', subscriberIds)
    .execute()
}

/** A campaign's tracked links, url → id, for the click redirects. */
export async function findCampaignLinkIds(db: Db, campaignId: number): Promise<Map<string, number>> {
  const links = await db
    .selectFrom('newsletter_links')
    .select(['id', 'url'])
    .where('campaign_id', '=', campaignId)
    .execute()
  return new Map(links.map((l) => [l.url, l.id]))
}

/** A batch's outcomes in one transaction, with the subscribers whose address bounced. */
export function recordOutcomes(db: Db, results: DeliveryResult[], now: number): Promise<void> {
  const outcomes = results.map(({ delivery, outcome }) => ({ id: delivery.id, outcome }))
  return recordOutboxOutcomes(db, 'newsletter_deliveries', outcomes, now, async (trx) => {
    for (const { delivery, outcome } of results) {
      if (outcome.kind !== 'bounced') continue
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'bounced', unsubscribed_at: now })
        .where('id', '=', delivery.subscriber_id)
        .where('status', '=', 'active')
        .execute()
    }
  })
}

/** Campaigns whose every delivery has its outcome become `sent`. */
export async function markSentCampaigns(db: Db, now: number): Promise<void> {
  await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sent', sent_at: now })
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
}

/** Whether any campaign is still sending (an idle tick closes those whose deliveries are all done). */
export async function hasSendingCampaign(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_campaigns')
    .select('id')
    .where('status', '=', 'sending')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** A delivery and what its recipient's message needs, by the token in a tracking URL. */
export function findDeliveryByToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_deliveries')
    .select(['id', 'campaign_id', 'opened_at', 'clicked_at'])
    .where('token', '=', token)
    .executeTakeFirst()
}

/** The first open of a delivery (the pixel); later ones change nothing. */
export async function recordOpen(db: Db, deliveryId: number, now: number): Promise<void> {
  await db
    .updateTable('newsletter_deliveries')
    .set({ opened_at: now })
    .where('id', '=', deliveryId)
    .where('opened_at', 'is', null)
    .execute()
}

/** The first click of a delivery, which is an open too (images may be blocked). */
export async function recordClick(db: Db, deliveryId: number, now: number): Promise<void> {
  await db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({ clicked_at: now, opened_at: eb.fn.coalesce('opened_at', eb.val(now)) }))
    .where('id', '=', deliveryId)
    .where('clicked_at', 'is', null)
    .execute()
}

/** A link stored for this campaign (click redirects go nowhere else). */
export async function findCampaignLinkUrl(
  db: Db,
  campaignId: number,
  linkId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_links')
    .select('url')
    .where('id', '=', linkId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst()
  return row?.url
}
