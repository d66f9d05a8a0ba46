import { usernameKey } from '@spaces/shared/domain/username'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** A person as lists show them beside their things: handle, name and picture. */
export const USER_CARD_COLUMNS = ['users.username', 'users.display_name', 'users.profile_image_url'] as const

/** The user a handle names (with or without '@', in any case: usernameKey), or undefined. */
export function findUserByKey(db: Kysely<Database>, handle: string) {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(handle)).executeTakeFirst()
}

/** A profile's links, in the order its owner set. */
export function listLinks(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('profile_links')
    .select(['id', 'platform', 'url', 'label', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute()
}

/** How many people follow a host. */
export async function countFollowers(db: Kysely<Database>, hostId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('host_id', '=', hostId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
