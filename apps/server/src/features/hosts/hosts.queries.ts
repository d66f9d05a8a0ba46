import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/**
 * The hosts the calendar filters by, by name: every user with the host role, and admins only when
 * they have Spaces (an admin may host, but one who never did is not a host to a visitor). The same
 * set Manage Hosts lists, plus hosting admins.
 */
export function listHosts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'profile_image_url'])
    .where((eb) =>
      eb.or([
        eb('role', '=', 'host'),
        eb.and([
          eb('role', '=', 'admin'),
          eb.exists(eb.selectFrom('spaces').select('spaces.id').whereRef('spaces.host_id', '=', 'users.id')),
        ]),
      ]),
    )
    .orderBy('username_key', 'asc')
    .execute()
}
