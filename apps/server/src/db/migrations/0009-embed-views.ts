import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Views of a host's embedded schedule, one row per host and UTC day (unix seconds of the
 * day's start), added to in batches by an upsert. A host's rows go with the host.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('embed_views')
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('embed_views_pkey', ['host_id', 'day'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('embed_views').ifExists().execute()
}
