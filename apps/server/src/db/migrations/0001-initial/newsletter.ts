import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** The newsletter: subscribers, campaigns and one delivery per pair of them. */
export async function createNewsletterTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('website'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('newsletter_subscribers_user_idx')
    .on('newsletter_subscribers')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('newsletter_campaigns')
    .addColumn('id', 'integer', id)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bounce_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('campaign_id', 'integer', cascade('newsletter_campaigns'))
    .addColumn('subscriber_id', 'integer', cascade('newsletter_subscribers'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('opened_at', 'bigint')
    .addColumn('clicked_at', 'bigint')
    .addColumn('error', 'text')
    .addUniqueConstraint('newsletter_deliveries_pair_uq', ['campaign_id', 'subscriber_id'])
    .execute()
  await db.schema
    .createIndex('newsletter_deliveries_status_idx')
    .on('newsletter_deliveries')
    .columns(['status', 'claimed_until'])
    .execute()
}
