import type { TNewsletterStats, TSubscriber } from '@spaces/shared/schemas/newsletter'
import type { Insertable, Kysely } from 'kysely'
import type { Database, NewsletterSubscribersTable } from '../../../db/database'

type Db = Kysely<Database>

/** The SQL of subscribers (`newsletter_subscribers`): every function takes `db` or a transaction first. */

export function findSubscriberByUser(db: Db, userId: number) {
  return db.selectFrom('newsletter_subscribers').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export type SubscriberRow = NonNullable<Awaited<ReturnType<typeof findSubscriberByUser>>>

/** The pending subscriber a confirmation link names, if it was sent after `sentAfter` (unix seconds). */
export function findPendingByConfirmHash(db: Db, tokenHash: string, sentAfter: number) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'locale'])
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirm_sent_at', '>', sentAfter)
    .executeTakeFirst()
}

export function findSubscriberByEmailKey(db: Db, emailKey: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email_key', '=', emailKey)
    .executeTakeFirst()
}

/** A subscriber by the unsubscribe token of their mails. */
export function findSubscriberByUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'locale'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
}

/** Ends the subscriptions (active or waiting for confirmation) that `where` names; returns how many. */
async function endSubscription(
  db: Db,
  where: { userId: number } | { id: number },
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null })
    .where((eb) => ('userId' in where ? eb('user_id', '=', where.userId) : eb('id', '=', where.id)))
    .where('status', 'in', ['active', 'pending'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export const endSubscriptionOfUser = (db: Db, userId: number, now: number) =>
  endSubscription(db, { userId }, now)
export const endSubscriptionById = (db: Db, id: number, now: number) => endSubscription(db, { id }, now)

/** The pending subscriber a confirmation link names (sent after `sentAfter`) becomes active; returns the address. */
export async function activateByConfirmHash(
  db: Db,
  link: { tokenHash: string; sentAfter: number; now: number },
): Promise<{ email: string; locale: string | null } | undefined> {
  const { tokenHash, sentAfter, now } = link
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'active', confirmed_at: now, subscribed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirm_sent_at', '>', sentAfter)
    .returning(['email', 'locale'])
    .executeTakeFirst()
  return row
}

/** A provider's report: the address's subscription ends as bounced; returns whether a row changed. */
export async function markBounced(db: Db, emailKey: string, now: number): Promise<boolean> {
  const changed = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'bounced', unsubscribed_at: now, confirm_token_hash: null })
    .where('email_key', '=', emailKey)
    .where('status', '!=', 'bounced')
    .returning('id')
    .executeTakeFirst()
  return changed !== undefined
}

/** When the last subscribe mail about this row went out (null: one may go at once). */
export async function setConfirmSentAt(db: Db, id: number, at: number | null): Promise<void> {
  await db.updateTable('newsletter_subscribers').set({ confirm_sent_at: at }).where('id', '=', id).execute()
}

type SubscriberValues = Omit<Insertable<NewsletterSubscribersTable>, 'id' | 'source' | 'unsubscribe_token'>

/** A subscribe request written over an existing row; a new unsubscribe token when given. */
export function rewriteSubscriber(db: Db, id: number, values: SubscriberValues, unsubscribeToken?: string) {
  return db
    .updateTable('newsletter_subscribers')
    .set({ ...values, ...(unsubscribeToken ? { unsubscribe_token: unsubscribeToken } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A subscribe request as a new row; undefined when the address was taken at the same moment. */
export function insertSubscriber(db: Db, values: SubscriberValues, unsubscribeToken: string) {
  return db
    .insertInto('newsletter_subscribers')
    .values({ ...values, source: 'website', unsubscribe_token: unsubscribeToken })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .returningAll()
    .executeTakeFirst()
}

/** A row lets go of its account; an active or pending one ends, a bounced one stays bounced. */
export async function releaseSubscriberFromAccount(
  db: Db,
  row: { id: number; status: string },
  now: number,
): Promise<void> {
  const isRunning = row.status === 'active' || row.status === 'pending'
  await db
    .updateTable('newsletter_subscribers')
    .set({
      user_id: null,
      confirm_token_hash: null,
      ...(isRunning ? { status: 'unsubscribed' as const, unsubscribed_at: now } : {}),
    })
    .where('id', '=', row.id)
    .execute()
}

/** The subscribers, newest first, with the display name and handle of the account behind each. */
export async function listSubscribers(db: Db): Promise<TSubscriber[]> {
  return db
    .selectFrom('newsletter_subscribers as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.email', 'u.display_name', 'u.username', 's.source', 's.status', 's.subscribed_at'])
    .orderBy('s.subscribed_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()
}

export async function subscriberStats(db: Db): Promise<TNewsletterStats> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    active: count('active'),
    pending: count('pending'),
    unsubscribed: count('unsubscribed'),
    bounced: count('bounced'),
  }
}
