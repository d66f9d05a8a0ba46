import type { TCampaign } from '@spaces/shared/schemas/newsletter'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

/** The SQL of campaigns: writing, queueing for the delivery job, and their counts. */

/**
 * Campaigns with their counts, computed from the deliveries so they can never drift: opens and
 * clicks are distinct recipients (one delivery each), bounces are deliveries refused for good.
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
        countWhere(sql<boolean>`d.status in ('failed', 'skipped')`).as('failed_count'),
        countWhere(sql<boolean>`d.opened_at is not null`).as('open_count'),
        countWhere(sql<boolean>`d.clicked_at is not null`).as('click_count'),
        countWhere(sql<boolean>`d.status = 'bounced'`).as('bounce_count'),
      ]
    })
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
  if (campaignId !== undefined) query = query.where('c.id', '=', campaignId)
  const rows = await query.execute()
  return rows.map((r) => ({
    ...r,
    status: r.status as TCampaign['status'],
    created_at: Number(r.created_at),
    sent_at: r.sent_at === null ? null : Number(r.sent_at),
    sent_count: Number(r.sent_count),
    failed_count: Number(r.failed_count),
    open_count: Number(r.open_count),
    click_count: Number(r.click_count),
    bounce_count: Number(r.bounce_count),
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

/** One pending delivery per subscriber, due at once: the delivery job (newsletter.job.ts) picks them up. */
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
