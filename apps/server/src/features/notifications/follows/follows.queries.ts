import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'

/** The SQL of follows (`follows`): every function takes `db` or a transaction first. */

type Db = Kysely<Database>

/** The caller follows the host (once: following again changes nothing). */
export async function insertFollow(db: Db, userId: number, hostId: number, now: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ user_id: userId, host_id: hostId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'host_id']).doNothing())
    .execute()
}

export async function deleteFollow(db: Db, userId: number, hostId: number): Promise<void> {
  await db.deleteFrom('follows').where('user_id', '=', userId).where('host_id', '=', hostId).execute()
}

/** The hosts a user follows, by handle. */
export function listFollows(db: Db, userId: number) {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.host_id')
    .select([
      'users.id as user_id',
      'users.username',
      'users.display_name',
      'users.profile_image_url',
      'follows.created_at as followed_at',
    ])
    .where('follows.user_id', '=', userId)
    .orderBy('users.username_key')
    .execute()
}
