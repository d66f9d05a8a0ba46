import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../app-types'
import type { AppConfig } from '../config'
import type { Dialect } from '../db/client'
import type { Database } from '../db/database'
import { adminMailRoutes } from '../features/admin-mail/admin-mail.routes'
import { newsletterJob } from '../features/newsletter/delivery/delivery.job'
import type { NewsletterDeps } from '../features/newsletter/newsletter.deps'
import { newsletterRoutes } from '../features/newsletter/newsletter.routes'
import { notificationsJob } from '../features/notifications/delivery/delivery.job'
import type { NotificationsDeps } from '../features/notifications/notifications.deps'
import { createNotificationKeys } from '../features/notifications/notifications.keys'
import { notificationsRoutes } from '../features/notifications/notifications.routes'
import type { CostlyWork } from '../lib/costly-work'
import type { Job } from '../lib/jobs'
import { createMailHold, holdIfSiteMoved, type MailHold } from '../lib/mail-hold'
import { createMailQuota, type MailQuota } from '../lib/mail-quota'
import type { RetryPolicy } from '../lib/mail-retry'
import { type MailServerWatch, watchMailServer } from '../lib/mail-server-watch'
import { createMailer, type Mailer } from '../lib/mailer'

/** The site's outgoing mail, built once at start and handed to whatever sends. */
export interface MailParts {
  /** The one mailer, behind the mail hold: it refuses to send while mail is held. */
  mailer: Mailer
  /** The mail hold as this instance sees it (lib/mail-hold.ts). */
  hold: MailHold
  /** Mail to an address a user typed, counted per account and recipient (lib/mail-quota.ts). */
  mailQuota: MailQuota
  /** How passing failures are waited out (NEWSLETTER_RETRY_SECONDS, MAIL_GIVE_UP_HOURS). */
  retry: RetryPolicy
  /** Whether the mail server answers, from the sends and a check at most once a minute. */
  mailServer: MailServerWatch
  /** Closes the SMTP connections, once the jobs have stopped. */
  closeMailer: () => void
}

/**
 * Starts the site's mail: the mailer behind the mail hold. A database that last sent mail under
 * another host name holds its mail at start, and a held site says so in one warning.
 */
export async function startMail(
  config: AppConfig,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Promise<MailParts> {
  const hold = createMailHold(db, {
    baseUrl: config.baseUrl,
    holdOnThisInstance: config.mail.holdOnThisInstance,
  })
  await holdIfSiteMoved(db, hold.siteHost)
  const state = await hold.read()
  if (state.held) {
    log.warn(
      `Mail is held: nothing is sent until it is released (the newsletter admin page's Release mail, or npm run admin -- mail release). ${state.reason}`,
    )
  }
  const raw = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir })
  const mailServer = watchMailServer(raw)
  return {
    mailer: hold.guard(mailServer.mailer),
    hold,
    mailServer,
    mailQuota: createMailQuota(db, config.limits.mailsPerHour),
    retry: { retrySeconds: config.mail.retrySeconds, giveUpSeconds: config.mail.giveUpSeconds },
    closeMailer: raw.close,
  }
}

/**
 * Everything that leaves the building by mail or push: the newsletter's and the notifications'
 * routes, the admin's hold and release, and the two outbox jobs (returned for app.ts to run).
 */
export async function registerMail(
  app: App,
  parts: {
    db: Kysely<Database>
    dialect: Dialect
    config: AppConfig
    costlyReads: CostlyWork
    mail: MailParts
  },
): Promise<Job[]> {
  const { db, dialect, config, mail } = parts
  const newsletter: NewsletterDeps = {
    db,
    mailer: mail.mailer,
    mailQuota: mail.mailQuota,
    baseUrl: config.baseUrl,
    config: config.newsletter,
    defaultLocale: config.defaultLocale,
  }
  await app.register(newsletterRoutes, newsletter)
  const notifications: NotificationsDeps = {
    db,
    dialect,
    mailer: mail.mailer,
    mailQuota: mail.mailQuota,
    hold: mail.hold,
    retry: mail.retry,
    baseUrl: config.baseUrl,
    config: config.notifications,
    defaultLocale: config.defaultLocale,
    log: app.log,
    costlyReads: parts.costlyReads,
    mailRatePerMinute: config.newsletter.ratePerMinute,
    keys: createNotificationKeys(db, config.notifications),
  }
  await app.register(notificationsRoutes, notifications)
  await app.register(adminMailRoutes, { db, hold: mail.hold })
  const delivery = { ...newsletter, dialect, log: app.log, hold: mail.hold, retry: mail.retry }
  return [newsletterJob(delivery), notificationsJob(notifications)]
}
