import type { Locale } from '@spaces/shared/i18n/locales'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { NotificationsConfig } from '../../config/notifications'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { CostlyWork } from '../../lib/costly-work'
import type { MailHold } from '../../lib/mail-hold'
import type { MailQuota } from '../../lib/mail-quota'
import type { RetryPolicy } from '../../lib/mail-retry'
import type { Mailer } from '../../lib/mailer'

/** What the notifications' routes and job are handed by the composition (app/mail.ts), built once. */
export interface NotificationsDeps {
  db: Kysely<Database>
  dialect: Dialect
  /** The one mailer, which refuses while mail is held (lib/mail-hold.ts). */
  mailer: Mailer
  /** The mail hold, read from the database before every round: pushes wait with the mail. */
  hold: MailHold
  /** How passing failures are waited out (NEWSLETTER_RETRY_SECONDS, MAIL_GIVE_UP_HOURS). */
  retry: RetryPolicy
  /** Confirmation mails count against RATE_LIMIT_MAILS_PER_HOUR per account and per address. */
  mailQuota: MailQuota
  baseUrl: string
  config: NotificationsConfig
  /** DEFAULT_LOCALE: the language of alerts whose settings have none saved. */
  defaultLocale: Locale
  /** The site's mail pace (NEWSLETTER_RATE_PER_MINUTE), shared with the newsletter (lib/mail-pacing.ts). */
  mailRatePerMinute: number
  log: FastifyBaseLogger
  /** The instance's line of costly reads (the reminder counts are never cached). */
  costlyReads: CostlyWork
  /** The site's keys, resolved on first use (notifications.keys.ts). */
  keys: () => Promise<NotificationKeys>
}

/** A VAPID key pair (RFC 8292): how the push services know the site. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** The VAPID keys and the key that signs the one-click unsubscribe links. */
export interface NotificationKeys {
  vapid: VapidKeys
  signingKey: string
}
