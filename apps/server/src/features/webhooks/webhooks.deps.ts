import type { Locale } from '@spaces/shared/i18n/locales'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { Mailer } from '../../lib/mailer'
import type { OutgoingPolicy } from '../../lib/outgoing/outgoing-fetch'

/** What the webhooks are handed (app/features.ts). */
export interface WebhooksDeps {
  db: Kysely<Database>
  dialect: Dialect
  baseUrl: string
  /** Where deliveries may go (OUTGOING_ALLOW_PRIVATE; loopback and http outside production). */
  policy: OutgoingPolicy
  /** WEBHOOK_TIMEOUT_SECONDS, in milliseconds. */
  timeoutMs: number
  /** WEBHOOK_RETRY_SECONDS: the first wait after a passing failure. */
  retrySeconds: number
  /** The site's mailer behind the mail hold: tells an owner their webhook was disabled. */
  mailer: Mailer
  /** DEFAULT_LOCALE: the language of that mail to an owner who never chose one. */
  defaultLocale: Locale
}
