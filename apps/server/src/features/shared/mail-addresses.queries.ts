import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
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
    .orderBy('id')
    .execute()
  // Oldest first, so a user's newest address wins, as in findConfirmedAddress.
  return new Map(rows.map((row) => [row.user_id as number, row.email]))
}

/** Someone a notice can be mailed to: a confirmed address, and the language to write it in. */
export interface MailReader {
  email: string
  locale: Locale
}

/**
 * The users among `who` (every admin, or these ids) who can be mailed: each one's confirmed address
 * and saved language, else `fallback` (the site's default). Those with no confirmed address are left out.
 */
export async function listMailReaders(
  db: Kysely<Database>,
  who: { admins: true } | { ids: readonly number[] },
  fallback: Locale,
): Promise<MailReader[]> {
  if ('ids' in who && who.ids.length === 0) return []
  const users = db.selectFrom('users').select(['id', 'locale'])
  const rows = await ('ids' in who
    ? users.where('id', 'in', who.ids)
    : users.where('role', '=', 'admin')
  ).execute()
  const addresses = await listConfirmedAddresses(
    db,
    rows.map((row) => row.id),
  )
  return rows.flatMap((row) => {
    const email = addresses.get(row.id)
    return email ? [{ email, locale: parseLocale(row.locale) ?? fallback }] : []
  })
}
