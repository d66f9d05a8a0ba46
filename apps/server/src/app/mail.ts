import type { App } from '../app-types'
import { adminMailRoutes } from '../features/admin-mail/admin-mail.routes'
import { newsletterJob } from '../features/newsletter/newsletter.job'
import { newsletterRoutes } from '../features/newsletter/newsletter.routes'
import { createNotificationsContext } from '../features/notifications/notifications.context'
import { notificationsJob } from '../features/notifications/notifications.job'
import { notificationPageRoutes } from '../features/notifications/notifications.page-routes'
import { notificationsRoutes } from '../features/notifications/notifications.routes'
import type { Job } from '../lib/jobs'
import { createMailHold, holdIfSiteMoved, type MailHold } from '../lib/mail-hold'
import { createMailQuota } from '../lib/mail-quota'
import { type MailServerWatch, watchMailServer } from '../lib/mail-server-watch'
import { createMailer, type Mailer } from '../lib/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mailer, behind the mail hold: it refuses to send while mail is held. */
    mailer: Mailer
    /** The mail hold as this instance sees it (lib/mail-hold.ts). */
    mailHold: MailHold
    /** Whether the mail server answers, from the sends and a check at most once a minute. */
    mailServer: MailServerWatch
  }
}

/**
 * Everything that leaves the building by mail or push: the mailer behind the mail hold, the
 * newsletter's and the notifications' routes, the admin's hold and release, and the two outbox jobs
 * (returned for app.ts to run, with what closes the mailer once they stopped). At start, a database that last sent mail under another host name
 * holds its mail, and a held site says so in one warning.
 */
export async function registerMail(app: App): Promise<{ jobs: Job[]; closeMailer: () => void }> {
  const { config, db, dialect } = app
  const hold = createMailHold(db, {
    baseUrl: config.baseUrl,
    holdOnThisInstance: config.mail.holdOnThisInstance,
  })
  await holdIfSiteMoved(db, hold.siteHost)
  const state = await hold.read()
  if (state.held) {
    app.log.warn(
      `Mail is held: nothing is sent until it is released (the newsletter admin page's Release mail, or npm run admin -- mail release). ${state.reason}`,
    )
  }
  const raw = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir })
  const mailServer = watchMailServer(raw)
  const mailer = hold.guard(mailServer.mailer)
  app.decorate('mailer', mailer)
  app.decorate('mailServer', mailServer)
  app.decorate('mailHold', hold)
  const retry = { retrySeconds: config.mail.retrySeconds, giveUpSeconds: config.mail.giveUpSeconds }

  const mailQuota = createMailQuota(db, config.limits.mailsPerHour)
  const newsletter = { db, mailer, mailQuota, baseUrl: config.baseUrl, config: config.newsletter }
  await app.register(newsletterRoutes, { context: newsletter })
  const notifications = createNotificationsContext({
    ...{
      db,
      dialect,
      mailer,
      mailQuota,
      hold,
      retry,
      baseUrl: config.baseUrl,
      config: config.notifications,
      log: app.log,
    },
    mailRatePerMinute: config.newsletter.ratePerMinute,
  })
  await app.register(notificationsRoutes, { context: notifications })
  await app.register(notificationPageRoutes, { context: notifications })
  await app.register(adminMailRoutes, { hold })
  const jobs = [
    newsletterJob({ ...newsletter, dialect, log: app.log, hold, retry }),
    notificationsJob(notifications),
  ]
  return { jobs, closeMailer: raw.close }
}
