import { cascade, type Db } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** The server's own state: sessions, OAuth logins under way, its secrets and job leases. */
export async function createServerStateTables(db: Db): Promise<void> {
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
