import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** Spaces, with the indexes the calendar and the jobs read them by. */
export async function createSpaceTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('spaces')
    .addColumn('id', 'integer', id)
    .addColumn('host_id', 'integer', cascade('users'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('space_url', 'text', (c) => c.notNull())
    .addColumn('scheduled_start', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('upcoming'))
    .addColumn('recording_url', 'text')
    .addColumn('recording_platform', 'text')
    .addColumn('host_timezone', 'text')
    .addColumn('series_id', 'text')
    .addColumn('recurrence_pattern', 'text')
    .addColumn('series_index', 'integer')
    .addColumn('x_space_id', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  // The calendar asks for a month at a time, for everyone or for one host.
  await db.schema.createIndex('spaces_start_idx').on('spaces').column('scheduled_start').execute()
  await db.schema
    .createIndex('spaces_host_start_idx')
    .on('spaces')
    .columns(['host_id', 'scheduled_start'])
    .execute()
  // The job that marks Spaces ended scans only upcoming ones.
  await db.schema
    .createIndex('spaces_state_start_idx')
    .on('spaces')
    .columns(['state', 'scheduled_start'])
    .execute()
  await db.schema.createIndex('spaces_series_idx').on('spaces').column('series_id').execute()
}
