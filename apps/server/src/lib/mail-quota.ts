import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database } from '../db/database'
import { type Message, msg, waitMessage } from '../i18n/message'
import { sha256Hex } from './crypto'
import { AppError } from './errors'
import { nowSeconds } from './time'

/** The window both limits count in. */
const WINDOW_SECONDS = 3600
/** Any fixed number: the PostgreSQL advisory lock that makes count-then-insert one step across instances. */
const MAIL_QUOTA_LOCK_ID = 720_451_302

/** Who asks for a mail, and where it goes. */
export interface MailAsk {
  userId: number
  to: string
}

/**
 * RATE_LIMIT_MAILS_PER_HOUR for mail that goes to an address a user typed (confirmations, the notice
 * to an address already subscribed, test sends): counted per account and per recipient, whichever
 * path asked for the mail, in the database (`mail_sends`), so the count holds across every instance
 * and no change of settings resets it. Bulk mail to confirmed subscribers is paced elsewhere
 * (lib/mail-pacing.ts) and does not count here.
 */
export interface MailQuota {
  /**
   * Counts one mail inside `trx` (which must be a transaction: what it decides is then written with
   * the count, or not at all). 429 with Retry-After past either limit. Returns the reservation's id.
   */
  reserveIn: (trx: Kysely<Database>, ask: MailAsk) => Promise<number>
  /** The same in a transaction of its own, for a mail that changes nothing else. */
  reserve: (ask: MailAsk) => Promise<number>
  /** Gives a reservation back when its mail could not be sent. */
  release: (id: number) => Promise<void>
}

/**
 * The recipient as counted: lower case and without a `+tag` (RFC 5233 subaddressing delivers
 * `name+anything@host` to the mailbox of `name@host`, so the tags must not multiply the limit).
 */
export function recipientKey(address: string): string {
  const text = address.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at < 0) return text
  const local = text.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}${text.slice(at)}`
}

export function createMailQuota(db: Kysely<Database>, perHour: number): MailQuota {
  const reserveIn = async (trx: Kysely<Database>, ask: MailAsk): Promise<number> => {
    if (!trx.isTransaction) throw new Error('A mail reservation must be made inside a transaction.')
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // Held to the end of the transaction: two instances cannot both see the last free place.
      await sql`select pg_advisory_xact_lock(${MAIL_QUOTA_LOCK_ID})`.execute(trx)
    }
    const now = nowSeconds()
    const since = now - WINDOW_SECONDS
    await trx.deleteFrom('mail_sends').where('sent_at', '<=', since).execute()
    const recipientHash = sha256Hex(recipientKey(ask.to))
    const [byAccount, byRecipient] = await Promise.all([
      countSince(trx, 'user_id', ask.userId, since),
      countSince(trx, 'recipient_hash', recipientHash, since),
    ])
    if (byAccount.count >= perHour) {
      throw refusal(
        msg('You have asked for {max} emails in the last hour, the most one account may.', { max: perHour }),
        byAccount.oldest + WINDOW_SECONDS - now,
      )
    }
    if (byRecipient.count >= perHour) {
      throw refusal(
        msg(
          '{email} has been sent {max} emails from this site in the last hour, the most one address gets.',
          {
            email: ask.to,
            max: perHour,
          },
        ),
        byRecipient.oldest + WINDOW_SECONDS - now,
      )
    }
    const row = await trx
      .insertInto('mail_sends')
      .values({ user_id: ask.userId, recipient_hash: recipientHash, sent_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  return {
    reserveIn,
    reserve: (ask) => db.transaction().execute((trx) => reserveIn(trx, ask)),
    release: async (id) => {
      await db.deleteFrom('mail_sends').where('id', '=', id).execute()
    },
  }
}

async function countSince(
  trx: Kysely<Database>,
  column: 'user_id' | 'recipient_hash',
  value: number | string,
  since: number,
): Promise<{ count: number; oldest: number }> {
  const row = await trx
    .selectFrom('mail_sends')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.min<number | string>('sent_at').as('oldest'),
    ])
    .where(column, '=', value)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.n), oldest: Number(row.oldest ?? 0) }
}

function refusal(sentence: Message, waitSeconds: number): AppError {
  const wait = Math.max(1, Math.ceil(waitSeconds))
  return new AppError(
    'TOO_MANY_REQUESTS',
    msg('{sentence} Try again in {wait}.', { sentence, wait: waitMessage(wait) }),
    {
      retryAfterSeconds: wait,
    },
  )
}
