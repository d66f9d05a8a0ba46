import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * Hosts' Spaces imported from X:
 * - spaces.x_import_id is the X Space a row mirrors, unique, so two instances can never import one
 *   Space twice (the database enforces it, whatever the lease does); x_space_id stays what the URL says;
 * - source (manual or x), X's state and listener count, when X first stopped returning it, when it
 *   ended, and which fields the host edited since it was linked (their edit wins from then on);
 * - users.x_import: the host's "Import my Spaces from X" switch, on by default;
 * - x_sync_state: the last run (for Manage Hosts) and X's rate-limit "not before" time, one row;
 * - x_dismissed_spaces: X Spaces a host deleted here, which the import must not bring back.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .execute()
  await db.schema.alterTable('spaces').addColumn('x_import_id', 'text').execute()
  await db.schema.alterTable('spaces').addColumn('x_state', 'text').execute()
  await db.schema.alterTable('spaces').addColumn('live_listeners', 'integer').execute()
  await db.schema.alterTable('spaces').addColumn('x_missing_since', 'bigint').execute()
  await db.schema.alterTable('spaces').addColumn('ended_at', 'bigint').execute()
  await db.schema
    .alterTable('spaces')
    .addColumn('title_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('spaces')
    .addColumn('start_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('spaces_x_import_id_uq').on('spaces').column('x_import_id').unique().execute()
  // Merging finds a host-typed Space by the X id in its URL.
  await db.schema.createIndex('spaces_x_space_id_idx').on('spaces').column('x_space_id').execute()

  await db.schema
    .alterTable('users')
    .addColumn('x_import', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('x_sync_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('not_before', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_started_at', 'bigint')
    .addColumn('last_finished_at', 'bigint')
    .addColumn('hosts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canceled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute()

  await db.schema
    .createTable('x_dismissed_spaces')
    .addColumn('x_space_id', 'text', (c) => c.primaryKey())
    .addColumn('dismissed_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('x_dismissed_spaces').execute()
  await db.schema.dropTable('x_sync_state').execute()
  await db.schema.alterTable('users').dropColumn('x_import').execute()
  await db.schema.dropIndex('spaces_x_space_id_idx').execute()
  await db.schema.dropIndex('spaces_x_import_id_uq').execute()
  for (const column of [
    'start_edited',
    'title_edited',
    'ended_at',
    'x_missing_since',
    'live_listeners',
    'x_state',
    'x_import_id',
    'source',
  ]) {
    await db.schema.alterTable('spaces').dropColumn(column).execute()
  }
}
