import type { Locale } from '@spaces/shared/i18n/locales'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { NewsletterConfig } from '../../config'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { MailHold } from '../../lib/mail-hold'
import type { MailQuota } from '../../lib/mail-quota'
import type { RetryPolicy } from '../../lib/mail-retry'
import type { Mailer } from '../../lib/mailer'

/**
 * What the newsletter is handed by the composition (app/mail.ts): the database, the one mailer
 * (which refuses while mail is held, lib/mail-hold.ts), the site's address and settings.
 */
export interface NewsletterDeps {
  db: Kysely<Database>
  mailer: Mailer
  /** Mail to an address the caller typed counts against RATE_LIMIT_MAILS_PER_HOUR (lib/mail-quota.ts). */
  mailQuota: MailQuota
  baseUrl: string
  config: NewsletterConfig
  /** DEFAULT_LOCALE: the language of a subscriber who has none saved. */
  defaultLocale: Locale
}

/**
 * What the delivery job needs besides: the dialect picks the claim statement; the log hears of
 * failures; the hold keeps queued mail queued; the retry policy waits out mail outages.
 */
export interface DeliveryDeps extends NewsletterDeps {
  dialect: Dialect
  log: FastifyBaseLogger
  hold: MailHold
  retry: RetryPolicy
}
