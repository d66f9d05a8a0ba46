import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * The language each person reads the site and their mail in (docs/translating-server.md): a person's saved
 * choice, and the language a newsletter subscription or the alert settings were made in (from the
 * request that made them, or the account's). A BCP 47 tag of a shipped locale, or null: the
 * operator's DEFAULT_LOCALE. Add-only: nothing existing changes.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(35)').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('locale', 'varchar(35)').execute()
  await db.schema.alterTable('notification_settings').addColumn('locale', 'varchar(35)').execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('locale').execute()
  await db.schema.alterTable('newsletter_subscribers').dropColumn('locale').execute()
  await db.schema.alterTable('users').dropColumn('locale').execute()
}
