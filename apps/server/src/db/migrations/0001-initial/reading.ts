import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** Hosts' reading lists. */
export async function createReadingTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('reading_items')
    .addColumn('id', 'integer', id)
    .addColumn('host_id', 'integer', cascade('users'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('article'))
    .addColumn('author', 'text')
    .addColumn('summary', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('est_read_minutes', 'integer')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('reading_items_host_idx').on('reading_items').column('host_id').execute()
  await db.schema
    .createIndex('reading_items_order_idx')
    .on('reading_items')
    .columns(['pinned', 'created_at'])
    .execute()
}
