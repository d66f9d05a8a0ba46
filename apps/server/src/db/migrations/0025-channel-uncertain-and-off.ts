import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Channels that are turned off, and posts whose outcome is unknown.
 *
 * - channel_posts.attempt_started_at: set (and committed) just before a request to a network that has
 *   no idempotency key leaves; cleared when its outcome is recorded. A row found claimed-out with it
 *   still set was in flight when its instance died: it becomes `uncertain` (a status value), never
 *   sent again on its own.
 * - channels.status (`active` or `off`), off_reason, off_at, failing_since (the first failure since
 *   the last post that went out) and notice_pending (the owner is still to be mailed).
 *
 * Only additions: the previous release runs unchanged beside it (it ignores the new columns).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('channel_posts').addColumn('attempt_started_at', 'bigint').execute()
  await db.schema
    .alterTable('channels')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute()
  await db.schema.alterTable('channels').addColumn('off_reason', 'text').execute()
  await db.schema.alterTable('channels').addColumn('off_at', 'bigint').execute()
  await db.schema.alterTable('channels').addColumn('failing_since', 'bigint').execute()
  await db.schema
    .alterTable('channels')
    .addColumn('notice_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.updateTable('channel_posts').set({ status: 'failed' }).where('status', '=', 'uncertain').execute()
  await db.schema.alterTable('channel_posts').dropColumn('attempt_started_at').execute()
  for (const column of ['notice_pending', 'failing_since', 'off_at', 'off_reason', 'status'])
    await db.schema.alterTable('channels').dropColumn(column).execute()
}
