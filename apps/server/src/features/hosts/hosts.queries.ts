import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** Users whose role is host or admin (design §5), by name. */
export function listHosts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'profile_image_url'])
    .where('role', 'in', ['host', 'admin'])
    .orderBy('username_key', 'asc')
    .execute()
}
