import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports app code, and runs unchanged on SQLite and PostgreSQL.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

function idColumn(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  return isPostgres
    ? (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()
}

const cascade = (table: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(`${table}.id`).onDelete('cascade')

export async function up(db: Db): Promise<void> {
  const id = idColumn(db)

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('x_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('website', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('host_timezone', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()

  await db.schema
    .createTable('profile_links')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('profile_links_user_idx').on('profile_links').column('user_id').execute()

  await db.schema
    .createTable('spaces')
    .addColumn('id', 'integer', id)
    .addColumn('host_id', 'integer', cascade('users'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('space_url', 'text', (c) => c.notNull())
    .addColumn('scheduled_start', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('upcoming'))
    .addColumn('recording_url', 'text')
    .addColumn('recording_platform', 'text')
    .addColumn('host_timezone', 'text')
    .addColumn('series_id', 'text')
    .addColumn('recurrence_pattern', 'text')
    .addColumn('series_index', 'integer')
    .addColumn('x_space_id', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  // The calendar asks for a month at a time, for everyone or for one host.
  await db.schema.createIndex('spaces_start_idx').on('spaces').column('scheduled_start').execute()
  await db.schema
    .createIndex('spaces_host_start_idx')
    .on('spaces')
    .columns(['host_id', 'scheduled_start'])
    .execute()
  // The job that marks Spaces ended scans only upcoming ones.
  await db.schema
    .createIndex('spaces_state_start_idx')
    .on('spaces')
    .columns(['state', 'scheduled_start'])
    .execute()
  await db.schema.createIndex('spaces_series_idx').on('spaces').column('series_id').execute()

  await db.schema
    .createTable('reading_items')
    .addColumn('id', 'integer', id)
    .addColumn('host_id', 'integer', cascade('users'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('article'))
    .addColumn('author', 'text')
    .addColumn('summary', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('est_read_minutes', 'integer')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('reading_items_host_idx').on('reading_items').column('host_id').execute()
  await db.schema
    .createIndex('reading_items_order_idx')
    .on('reading_items')
    .columns(['pinned', 'created_at'])
    .execute()

  await db.schema
    .createTable('collaborator_grants')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', cascade('users'))
    .addColumn('collaborator_id', 'integer', cascade('users'))
    .addColumn('access_level', 'text', (c) => c.notNull().defaultTo('helper'))
    .addColumn('can_edit_profile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_manage_spaces', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_manage_links', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('notes', 'text')
    .addColumn('granted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('collaborator_grants_pair_uq', ['owner_id', 'collaborator_id'])
    .execute()
  await db.schema
    .createIndex('collaborator_grants_collaborator_idx')
    .on('collaborator_grants')
    .column('collaborator_id')
    .execute()

  await db.schema
    .createTable('pending_preapprovals')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text')
    .addColumn('username_key', 'text', (c) => c.unique())
    .addColumn('x_user_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()

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

  await db.schema
    .createTable('glossary_terms')
    .addColumn('id', 'integer', id)
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('term_key', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('glossary_definitions')
    .addColumn('id', 'integer', id)
    .addColumn('term_id', 'integer', cascade('glossary_terms'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('examples', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('citations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('glossary_definitions_level_uq', ['term_id', 'level'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('oauth_login_attempts')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('oauth_login_attempts_expires_idx')
    .on('oauth_login_attempts')
    .column('expires_at')
    .execute()

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('leased_until', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'job_leases',
    'app_secrets',
    'oauth_login_attempts',
    'sessions',
    'glossary_definitions',
    'glossary_terms',
    'newsletter_deliveries',
    'newsletter_campaigns',
    'newsletter_subscribers',
    'pending_preapprovals',
    'collaborator_grants',
    'reading_items',
    'spaces',
    'profile_links',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
