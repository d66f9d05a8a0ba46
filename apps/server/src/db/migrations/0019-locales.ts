import type { Kysely } from 'kysely'
import { createWatchTriggers, dropWatchTriggers } from './0018-data-versions-on-change'

// Frozen in time: never imports app code (the trigger helpers of 0018 are frozen too).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * The language each person reads the site and their mail in (docs/translating-server.md): a person's saved
 * choice, and the language a newsletter subscription or the alert settings were made in (from the
 * request that made them, or the account's). A BCP 47 tag of a shipped locale, or null: the
 * operator's DEFAULT_LOCALE. Add-only: nothing existing changes.
 *
 * No cached answer shows a person's language, so `users.locale` joins the columns the data versions
 * ignore (cache/data-sets.ts): the users' triggers of 0018 are made again with it ignored, on both
 * databases (SQLite's name the columns a table has, so they must be remade after a column is added).
 */
const BEFORE = {
  spaces: { users: ['last_login_at', 'updated_at'] },
  hosts: { users: ['last_login_at', 'updated_at'] },
}
const AFTER = {
  spaces: { users: ['last_login_at', 'updated_at', 'locale'] },
  hosts: { users: ['last_login_at', 'updated_at', 'locale'] },
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(35)').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('locale', 'varchar(35)').execute()
  await db.schema.alterTable('notification_settings').addColumn('locale', 'varchar(35)').execute()
  await dropWatchTriggers(db, BEFORE)
  await createWatchTriggers(db, AFTER)
}

export async function down(db: Db): Promise<void> {
  await dropWatchTriggers(db, AFTER)
  await db.schema.alterTable('notification_settings').dropColumn('locale').execute()
  await db.schema.alterTable('newsletter_subscribers').dropColumn('locale').execute()
  await db.schema.alterTable('users').dropColumn('locale').execute()
  await createWatchTriggers(db, BEFORE)
}
