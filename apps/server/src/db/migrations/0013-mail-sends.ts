import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/** The most push subscriptions one account keeps (the app keeps the newest). */
const PUSH_SUBSCRIPTIONS_PER_USER = 10

/**
 * - mail_sends: one row per mail sent to an address a user typed (confirmations, notices, test sends),
 *   by account and by a hash of the recipient, pruned after an hour: the per-account and per-address
 *   hourly limits are counted here, so they hold across every instance on the database.
 * - push_subscriptions: each account keeps its 10 newest; rows whose keys cannot be a P-256 point
 *   (87 or 88 base64url characters) and a 16-byte secret (22 or 24) go, as nothing can be sent to them.
 */
export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const identity = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('mail_sends')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('mail_sends_user_idx')
    .on('mail_sends')
    .columns(['user_id', 'sent_at'])
    .execute()
  await db.schema
    .createIndex('mail_sends_recipient_idx')
    .on('mail_sends')
    .columns(['recipient_hash', 'sent_at'])
    .execute()
  await db.schema.createIndex('mail_sends_sent_idx').on('mail_sends').column('sent_at').execute()

  await sql`
    delete from push_subscriptions
    where length(p256dh) not in (87, 88) or length(auth) not in (22, 24)
  `.execute(db)
  await sql`
    delete from push_subscriptions
    where id not in (
      select newest.id from push_subscriptions newest
      where newest.user_id = push_subscriptions.user_id
      order by newest.created_at desc, newest.id desc
      limit ${sql.lit(PUSH_SUBSCRIPTIONS_PER_USER)}
    )
  `.execute(db)
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mail_sends').ifExists().execute()
}
