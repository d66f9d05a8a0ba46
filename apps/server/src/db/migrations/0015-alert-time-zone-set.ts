import { type Kysely, sql } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * When the zone alerts are written in was set (by the person, or from their browser's zone the first
 * time they open their notification settings); null while it is still the default, UTC. A zone
 * other than UTC already stored was set by someone, at its row's last change.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('notification_settings').addColumn('timezone_set_at', 'bigint').execute()
  await sql`update notification_settings set timezone_set_at = updated_at where timezone <> 'UTC'`.execute(db)
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('timezone_set_at').execute()
}
