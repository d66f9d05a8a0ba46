import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/**
 * A user's mail address as the newsletter holds it. Its confirmation link proved the mailbox, so the
 * alerts may use a confirmed one as it is; the newsletter owns the rows, the alerts only read them.
 */

/** The user's confirmed newsletter address; null when none. */
export async function findConfirmedAddress(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.email ?? null
}

/** The address the user gave the newsletter, confirmed or still awaiting its link; null when none. */
export async function findGivenAddress(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'pending'])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.email ?? null
}

/** The confirmed newsletter addresses of several users, by user id (those without one are left out). */
export async function listConfirmedAddresses(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['user_id', 'email'])
    .where('user_id', 'in', userIds)
    .where('status', '=', 'active')
    .execute()
  return new Map(rows.map((row) => [row.user_id as number, row.email]))
}
