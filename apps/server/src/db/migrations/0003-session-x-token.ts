import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/** The X access token of a login, encrypted, so 'Sync from X' can call users/me for that person. */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('x_access_token', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('x_token_expires_at', 'bigint').execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('x_token_expires_at').execute()
  await db.schema.alterTable('sessions').dropColumn('x_access_token').execute()
}
