import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Channels: a profile's (or, site-wide, the admin's) connections to Discord, Telegram, Mastodon and
 * Bluesky, and the outbox of posts to them.
 *
 * - channels: one per network and scope (`scope` is `site` or `user:<id>`, unique with the network);
 *   `credentials` is AES-256-GCM sealed JSON, never sent back; `events` a comma list.
 * - channel_posts: one row per (channel, Space, event), unique, so a post is planned once whatever the
 *   number of instances, and claimed like the other outboxes (lib/outbox.ts).
 *
 * Only additions: the previous release runs unchanged beside it.
 */
export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const identity = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', identity)
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('channels_scope_network_uq', ['scope', 'network'])
    .execute()

  await db.schema
    .createTable('channel_posts')
    .addColumn('id', 'integer', identity)
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('first_attempt_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('response_code', 'integer')
    .addColumn('remote_url', 'text')
    .addUniqueConstraint('channel_posts_once_uq', ['channel_id', 'space_id', 'event'])
    .execute()
  await db.schema
    .createIndex('channel_posts_due_idx')
    .on('channel_posts')
    .columns(['status', 'next_attempt_at'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('channel_posts').ifExists().execute()
  await db.schema.dropTable('channels').ifExists().execute()
}
