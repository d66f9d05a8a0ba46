import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** The glossary: terms and their definitions, one per level. */
export async function createGlossaryTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('glossary_terms')
    .addColumn('id', 'integer', id)
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('term_key', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('glossary_definitions')
    .addColumn('id', 'integer', id)
    .addColumn('term_id', 'integer', cascade('glossary_terms'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('examples', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('citations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('glossary_definitions_level_uq', ['term_id', 'level'])
    .execute()
}
