import type { Kysely } from 'kysely'

// Frozen in time: never imports app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, so they do not use the app's table types
type Db = Kysely<any>

/**
 * admin_grants: the accounts the operator made admin from the command line (`make-admin`). When
 * ADMIN_USERNAMES is set it decides the role at every login, and would take such an admin's role
 * away at their next login; a row here keeps it. `remove-admin` deletes the row. Keyed by the
 * account (users.id, which follows X's immutable user id), not the handle, so a handle X hands to
 * someone else carries no grant. Only an addition, so the previous release runs unchanged beside it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('admin_grants')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('admin_grants').ifExists().execute()
}
