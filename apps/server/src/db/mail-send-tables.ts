import type { Generated } from 'kysely'

/**
 * One row per mail sent to an address someone typed (a confirmation, a notice, a test send), kept for
 * an hour: RATE_LIMIT_MAILS_PER_HOUR is counted here per account and per recipient (migration 0013).
 */
export interface MailSendsTable {
  id: Generated<number>
  /** The account that asked for the mail. */
  user_id: number
  /** sha256 of the normalised recipient address: the table never holds the address itself. */
  recipient_hash: string
  sent_at: number
}
