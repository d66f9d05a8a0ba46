import type { TCampaign } from '@spaces/shared/schemas/newsletter'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../../db/database'
import { mailFailureReason } from '../../../lib/mailer'

type Db = Kysely<Database>

/** The SQL of campaigns: writing, queueing for the delivery job, and their counts. */

/**
 * Campaigns with their counts, computed from the deliveries so they can never drift: opens and
 * clicks are distinct recipients (one delivery each), bounces are deliveries refused for good.
 * sent + waiting + failed = recipients: waiting is queued or waiting to be tried again, failed is
 * everything that ended unsent (refused, given up, or skipped because the person had left);
 * retryable is what Retry failed would queue again (refused or given up). While deliveries wait
 * after a failure, `retrying_since` is the first attempt among them and `retry_reason` the latest
 * failure's short reason.
 */
export async function listCampaigns(db: Db, campaignId?: number): Promise<TCampaign[]> {
  let query = db
    .selectFrom('newsletter_campaigns as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select((eb) => {
      const countWhere = (condition: RawBuilder<boolean>) =>
        eb
          .selectFrom('newsletter_deliveries as d')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('d.campaign_id', '=', 'c.id')
          .where(condition)
      return [
        'c.id',
        'c.subject',
        'c.content',
        'c.status',
        'u.display_name as created_by_display_name',
        'u.username as created_by_username',
        'c.created_at',
        'c.sent_at',
        'c.recipient_count',
        countWhere(sql<boolean>`d.status = 'sent'`).as('sent_count'),
        countWhere(sql<boolean>`d.status in ('failed', 'skipped', 'bounced')`).as('failed_count'),
        countWhere(sql<boolean>`d.status = 'pending'`).as('waiting_count'),
        countWhere(sql<boolean>`d.status in ('failed', 'bounced')`).as('retryable_count'),
        eb
          .selectFrom('newsletter_deliveries as d')
          .select(sql<number | null>`min(d.first_attempt_at)`.as('since'))
          .whereRef('d.campaign_id', '=', 'c.id')
          .where('d.status', '=', 'pending')
          .where('d.error', 'is not', null)
          .as('retrying_since'),
        eb
          .selectFrom('newsletter_deliveries as d')
          .select('d.error')
          .whereRef('d.campaign_id', '=', 'c.id')
          .where('d.status', '=', 'pending')
          .where('d.error', 'is not', null)
          .orderBy('d.next_attempt_at', 'desc')
          .limit(1)
          .as('last_error'),
        countWhere(sql<boolean>`d.opened_at is not null`).as('open_count'),
        countWhere(sql<boolean>`d.clicked_at is not null`).as('click_count'),
        countWhere(sql<boolean>`d.status = 'bounced'`).as('bounce_count'),
      ]
    })
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
  if (campaignId !== undefined) query = query.where('c.id', '=', campaignId)
  const rows = await query.execute()
  return rows.map(({ last_error, ...r }) => ({
    ...r,
    status: r.status as TCampaign['status'],
    created_at: Number(r.created_at),
    sent_at: r.sent_at === null ? null : Number(r.sent_at),
    sent_count: Number(r.sent_count),
    failed_count: Number(r.failed_count),
    open_count: Number(r.open_count),
    click_count: Number(r.click_count),
    bounce_count: Number(r.bounce_count),
    waiting_count: Number(r.waiting_count),
    retryable_count: Number(r.retryable_count),
    retrying_since: r.retrying_since === null ? null : Number(r.retrying_since),
    retry_reason: r.retrying_since === null ? null : mailFailureReason(last_error),
  }))
}

export async function findCampaign(db: Db, id: number): Promise<TCampaign | undefined> {
  return (await listCampaigns(db, id))[0]
}

/** A campaign's subject and stored (sanitised) content. */
export function findCampaignContent(db: Db, id: number) {
  return db
    .selectFrom('newsletter_campaigns')
    .select(['subject', 'content'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A new draft; returns its id. */
export async function insertCampaign(
  db: Db,
  draft: { subject: string; content: string; createdBy: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('newsletter_campaigns')
    .values({
      subject: draft.subject,
      content: draft.content,
      status: 'draft',
      created_by: draft.createdBy,
      created_at: draft.now,
      recipient_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The http(s) links of a campaign's content: click redirects go only to these. */
export async function insertCampaignLinks(db: Db, campaignId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return
  await db
    .insertInto('newsletter_links')
    .values(urls.map((url) => ({ campaign_id: campaignId, url })))
    .execute()
}

export function findCampaignStatus(db: Db, id: number) {
  return db.selectFrom('newsletter_campaigns').select(['status']).where('id', '=', id).executeTakeFirst()
}

export function listActiveSubscriberIds(db: Db) {
  return db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute()
}

/**
 * Moves a draft to `sending` with its recipient count; false when it is no longer a draft. The
 * conditional update is the guard: of two sends at once, one moves the campaign.
 */
export async function moveDraftToSending(db: Db, id: number, recipientCount: number): Promise<boolean> {
  const moved = await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sending', sent_at: null, recipient_count: recipientCount })
    .where((eb) => eb.and({ id, status: 'draft' }))
    .executeTakeFirst()
  return Number(moved.numUpdatedRows) > 0
}

const DELIVERY_INSERT_CHUNK = 500

/** One pending delivery per subscriber, due at once: the delivery job (delivery.job.ts) picks them up. */
export async function queueDeliveries(
  db: Db,
  campaignId: number,
  subscriberIds: number[],
  options: { newToken: () => string; now: number },
): Promise<void> {
  for (let i = 0; i < subscriberIds.length; i += DELIVERY_INSERT_CHUNK) {
    await db
      .insertInto('newsletter_deliveries')
      .values(
        subscriberIds.slice(i, i + DELIVERY_INSERT_CHUNK).map((id) => ({
          campaign_id: campaignId,
          subscriber_id: id,
          status: 'pending' as const,
          token: options.newToken(),
          attempts: 0,
          next_attempt_at: options.now,
        })),
      )
      .onConflict((oc) => oc.columns(['campaign_id', 'subscriber_id']).doNothing())
      .execute()
  }
}

/**
 * Retry failed: the campaign's refused and given-up deliveries are queued again, as new (never a sent
 * one, never one skipped because its subscriber had left). A subscriber this campaign's delivery
 * bounced is active again: the admin judged the refusal passing (a mail server misconfigured for a
 * while refuses everyone), and a new refusal bounces them again. Returns how many were queued.
 */
export async function requeueFailedDeliveries(db: Db, campaignId: number, now: number): Promise<number> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'active', unsubscribed_at: null })
    .where('status', '=', 'bounced')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('newsletter_deliveries')
        .select('subscriber_id')
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'bounced'),
    )
    .execute()
  const queued = await db
    .updateTable('newsletter_deliveries')
    .set({
      status: 'pending',
      attempts: 0,
      first_attempt_at: null,
      next_attempt_at: now,
      error: null,
      claimed_by: null,
      claimed_until: null,
    })
    .where('campaign_id', '=', campaignId)
    .where('status', 'in', ['failed', 'bounced'])
    .executeTakeFirst()
  return Number(queued.numUpdatedRows)
}

/** A sent campaign goes back to sending while deliveries queued again are under way. */
export async function reopenCampaign(db: Db, campaignId: number): Promise<void> {
  await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sending', sent_at: null })
    .where('id', '=', campaignId)
    .where('status', '=', 'sent')
    .execute()
}
