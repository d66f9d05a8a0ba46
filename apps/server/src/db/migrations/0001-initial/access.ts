import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** Who may act for whom: collaborator grants, and hosts approved before they first log in. */
export async function createAccessTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('collaborator_grants')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', cascade('users'))
    .addColumn('collaborator_id', 'integer', cascade('users'))
    .addColumn('access_level', 'text', (c) => c.notNull().defaultTo('helper'))
    .addColumn('can_edit_profile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_manage_spaces', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_manage_links', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('notes', 'text')
    .addColumn('granted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('collaborator_grants_pair_uq', ['owner_id', 'collaborator_id'])
    .execute()
  await db.schema
    .createIndex('collaborator_grants_collaborator_idx')
    .on('collaborator_grants')
    .column('collaborator_id')
    .execute()

  await db.schema
    .createTable('pending_preapprovals')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text')
    .addColumn('username_key', 'text', (c) => c.unique())
    .addColumn('x_user_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()
}
