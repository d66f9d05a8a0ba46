import { cascade, type Db, type IdColumn } from './columns'

// Frozen in time: part of migration 0001-initial; what it runs never changes.

/** Users and the links on their profiles. */
export async function createUserTables(db: Db, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('x_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('website', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('host_timezone', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()

  await db.schema
    .createTable('profile_links')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('profile_links_user_idx').on('profile_links').column('user_id').execute()
}
