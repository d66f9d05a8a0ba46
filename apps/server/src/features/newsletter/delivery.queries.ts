import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database, NewsletterDeliveriesTable } from '../../db/database'
import { claimOutbox, type OutboxOutcome, recordOutboxOutcomes } from '../../lib/outbox'

type Db = Kysely<Database>

/** The SQL of the delivery job (newsletter.job.ts): the outbox `newsletter_deliveries`. */

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
    .select(['id', 'email', 'status', 'unsubscribe_token'])
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
