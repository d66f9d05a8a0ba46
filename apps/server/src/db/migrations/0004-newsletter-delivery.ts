import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * The newsletter, delivered:
 * - subscribers confirm by mail (double opt-in): a hashed confirmation token and when it was sent;
 * - deliveries are a durable outbox: a retry time, the last SMTP answer;
 * - every http(s) link of a campaign is stored once, so click redirects only go to stored URLs;
 * - opens, clicks and bounces are counted from the deliveries, so the counter columns go.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_token_hash', 'text').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_sent_at', 'bigint').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'bigint').execute()
  await db.schema
    .createIndex('newsletter_subscribers_confirm_idx')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute()
  await db.schema
    .createIndex('newsletter_subscribers_status_idx')
    .on('newsletter_subscribers')
    .column('status')
    .execute()

  await db.schema
    .alterTable('newsletter_deliveries')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  // The pace counts what was sent in the last minute.
  await db.schema
    .createIndex('newsletter_deliveries_sent_idx')
    .on('newsletter_deliveries')
    .column('sent_at')
    .execute()
  await db.schema.alterTable('newsletter_campaigns').dropColumn('open_count').execute()
  await db.schema.alterTable('newsletter_campaigns').dropColumn('click_count').execute()
  await db.schema.alterTable('newsletter_campaigns').dropColumn('bounce_count').execute()

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('newsletter_links')
    .addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('newsletter_campaigns.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addUniqueConstraint('newsletter_links_campaign_url_uq', ['campaign_id', 'url'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('newsletter_links').execute()
  for (const column of ['open_count', 'click_count', 'bounce_count']) {
    await db.schema
      .alterTable('newsletter_campaigns')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  }
  await db.schema.dropIndex('newsletter_deliveries_sent_idx').execute()
  await db.schema.alterTable('newsletter_deliveries').dropColumn('next_attempt_at').execute()
  await db.schema.dropIndex('newsletter_subscribers_status_idx').execute()
  await db.schema.dropIndex('newsletter_subscribers_confirm_idx').execute()
  for (const column of ['confirmed_at', 'confirm_sent_at', 'confirm_token_hash']) {
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute()
  }
}
