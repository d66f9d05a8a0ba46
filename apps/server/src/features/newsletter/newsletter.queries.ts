import type { TCampaign, TNewsletterStats, TSubscriber } from '@spaces/shared/schemas/newsletter'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findSubscriberByUser(db: Db, userId: number) {
  return db.selectFrom('newsletter_subscribers').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export function findSubscriberByEmailKey(db: Db, emailKey: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email_key', '=', emailKey)
    .executeTakeFirst()
}

/** Spec §3 subscribers, newest first, with the display name and handle of the account behind each. */
export async function listSubscribers(db: Db): Promise<TSubscriber[]> {
  return db
    .selectFrom('newsletter_subscribers as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.email', 'u.display_name', 'u.username', 's.source', 's.status', 's.subscribed_at'])
    .orderBy('s.subscribed_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()
}

export async function subscriberStats(db: Db): Promise<TNewsletterStats> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    active: count('active'),
    pending: count('pending'),
    unsubscribed: count('unsubscribed'),
    bounced: count('bounced'),
  }
}

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

/** A delivery and what its recipient's message needs, by the token in a tracking URL. */
export function findDeliveryByToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_deliveries')
    .select(['id', 'campaign_id', 'opened_at', 'clicked_at'])
    .where('token', '=', token)
    .executeTakeFirst()
}
