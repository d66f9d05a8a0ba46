import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Mail that can be held, and outages that are waited out:
 * - mail_state, one row (id 1): whether mail is held and why, and the host name of the site address
 *   that last sent mail, so a copy of the database started under another address holds its mail;
 * - first_attempt_at on both outboxes: a delivery that keeps failing for a passing reason is given up
 *   only a set time after its first attempt;
 * - job_marks: when a piece of periodic work last ran (the notifications' planner records missed
 *   reminders for Spaces that began while no instance was planning).
 * Only additions, so code of the previous release runs unchanged beside it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('mail_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('held_reason', 'text')
    .addColumn('held_at', 'bigint')
    .addColumn('site_host', 'text')
    .addColumn('site_host_at', 'bigint')
    .execute()
  await db.insertInto('mail_state').values({ id: 1, held: 0 }).execute()
  await db.schema.alterTable('newsletter_deliveries').addColumn('first_attempt_at', 'bigint').execute()
  await db.schema.alterTable('notification_deliveries').addColumn('first_attempt_at', 'bigint').execute()
  await db.schema
    .createTable('job_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_marks').ifExists().execute()
  await db.schema.alterTable('notification_deliveries').dropColumn('first_attempt_at').execute()
  await db.schema.alterTable('newsletter_deliveries').dropColumn('first_attempt_at').execute()
  await db.schema.dropTable('mail_state').ifExists().execute()
}
