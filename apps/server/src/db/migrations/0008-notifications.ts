import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Notifications:
 * - follows (a user follows a host) and space_reminders ("Remind me" on one Space; `known_start` is
 *   the start the user was last told of, so a move is noticed once);
 * - notification_settings, one row per user who touched any of it (email double opt-in, channels,
 *   offsets, alert kinds, digest, the personal feed's token);
 * - push_subscriptions, one row per browser endpoint;
 * - notification_deliveries, the one delivery log: unique on (user, subject, kind, offset, channel),
 *   so an alert is planned once whatever the number of instances, and claimed like the newsletter's
 *   outbox rows.
 */
export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const identity = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'host_id'])
    .execute()
  await db.schema.createIndex('follows_host_idx').on('follows').columns(['host_id', 'user_id']).execute()

  await db.schema
    .createTable('space_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('known_start', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('space_reminders_pk', ['user_id', 'space_id'])
    .execute()
  await db.schema
    .createIndex('space_reminders_space_idx')
    .on('space_reminders')
    .columns(['space_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('email_key', 'text')
    .addColumn('email_confirmed_at', 'bigint')
    .addColumn('email_bounced_at', 'bigint')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_sent_at', 'bigint')
    .addColumn('email_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remind_minutes', 'text', (c) => c.notNull().defaultTo('15'))
    .addColumn('new_space_alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('live_alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('change_notices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('digest', 'text', (c) => c.notNull().defaultTo('off'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('feed_token', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('notification_settings_confirm_idx')
    .on('notification_settings')
    .column('confirm_token_hash')
    .execute()
  await db.schema
    .createIndex('notification_settings_feed_uq')
    .on('notification_settings')
    .column('feed_token')
    .unique()
    .execute()

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('offset_key', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('host_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'text')
    .addUniqueConstraint('notification_deliveries_once_uq', [
      'user_id',
      'subject_type',
      'subject_id',
      'kind',
      'offset_key',
      'channel',
    ])
    .execute()
  await db.schema
    .createIndex('notification_deliveries_due_idx')
    .on('notification_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('notification_deliveries_sent_idx')
    .on('notification_deliveries')
    .column('sent_at')
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'notification_deliveries',
    'push_subscriptions',
    'notification_settings',
    'space_reminders',
    'follows',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
