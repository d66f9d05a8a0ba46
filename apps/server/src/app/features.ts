import type { App } from '../app-types'
import type { CookieSettings } from '../auth/session'
import type { AppConfig } from '../config'
import type { DbHandle } from '../db/client'
import { accessRoutes } from '../features/access/access.routes'
import { adminHostsRoutes } from '../features/admin-hosts/admin-hosts.routes'
import { sessionsJob } from '../features/auth/auth.job'
import { authRoutes } from '../features/auth/auth.routes'
import { embedFeature } from '../features/embed/embed.feature'
import { feedsRoutes } from '../features/feeds/feeds.routes'
import { glossaryRoutes } from '../features/glossary/glossary.routes'
import { healthRoutes } from '../features/health/health.routes'
import { hostsRoutes } from '../features/hosts/hosts.routes'
import { profileRoutes } from '../features/profile/profile.routes'
import { readingRoutes } from '../features/reading/reading.routes'
import { type ShareImageRenderer, shareRoutes } from '../features/share/share.routes'
import { spacesJob } from '../features/spaces/spaces.job'
import { spacesRoutes } from '../features/spaces/spaces.routes'
import { xSyncJobs } from '../features/x-sync/x-sync.job'
import { xSyncRoutes } from '../features/x-sync/x-sync.routes'
import { createXSyncContext, type XSyncContext } from '../features/x-sync/x-sync.service'
import type { CostlyWork } from '../lib/costly-work'
import type { HotAnswers } from '../lib/hot-answers'
import type { Job, JobInfo } from '../lib/jobs'
import type { OpsWatch } from '../lib/metrics/ops-watch'
import type { XClient } from '../x/x-client'
import { type MailParts, registerMail } from './mail'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the X import runs with: tests run it through x-sync.service.ts. */
    xSync: XSyncContext
  }
}

/** What the composition builds once (app.ts); each feature is handed the parts it names. */
export interface AppParts {
  db: DbHandle['db']
  dialect: DbHandle['dialect']
  readDataVersion: DbHandle['readDataVersion']
  config: AppConfig
  sessionSecret: string
  cookieSettings: CookieSettings
  xClient: XClient
  /** Reads the response cache did not have: limited per IP and bounded per instance. */
  costlyReads: CostlyWork
  hotAnswers: HotAnswers
  mail: MailParts
  /** How this instance and the site are doing: `/readyz`, `/metrics`, the Health screen (lib/metrics/). */
  ops: OpsWatch
  /** The jobs as the runner holds them (the runner is made once the features are mounted). */
  listJobs: () => JobInfo[]
  /** Draws the share pictures; a test holds draws open with its own (buildApp's options). */
  renderShareImage: ShareImageRenderer | undefined
}

/**
 * Mounts every feature, each with its dependencies as the options of its plugin (the one way a
 * feature gets them: CONTRIBUTING.md), and returns the jobs they run.
 */
export async function registerFeatures(app: App, parts: AppParts): Promise<Job[]> {
  const { db, config, sessionSecret, xClient, costlyReads, readDataVersion } = parts
  const { baseUrl } = config
  await app.register(healthRoutes, {
    db,
    dialect: parts.dialect,
    redisConfigured: config.redisUrl !== undefined,
    drain: app.drain,
    readiness: app.readiness,
    ops: parts.ops,
    mailServer: parts.mail.mailServer,
    listJobs: parts.listJobs,
  })
  await app.register(authRoutes, {
    db,
    xClient,
    sessionSecret,
    cookieSettings: parts.cookieSettings,
    baseUrl,
    loginPolicy: { adminUsernames: config.adminUsernames, neverAdmin: config.x.publicDemo },
  })
  const spaceQuota = { perDay: config.limits.spacesPerHostPerDay }
  await app.register(spacesRoutes, {
    db,
    spaceQuota,
    costlyReads,
    readDataVersion,
    hotAnswers: parts.hotAnswers,
  })
  await app.register(hostsRoutes, { db })
  await app.register(profileRoutes, { db, xClient, sessionSecret })
  await app.register(accessRoutes, { db })
  await app.register(adminHostsRoutes, { db, xClient })
  await app.register(readingRoutes, { db })
  await app.register(glossaryRoutes, { db })
  await app.register(feedsRoutes, {
    db,
    baseUrl,
    costlyReads,
    readDataVersion,
    defaultLocale: config.defaultLocale,
  })
  await app.register(embedFeature, { db, baseUrl, costlyReads, readDataVersion })
  const mailJobs = await registerMail(app, {
    db,
    dialect: parts.dialect,
    config,
    costlyReads,
    mail: parts.mail,
  })
  await app.register(shareRoutes, {
    db,
    imagesPerMinute: config.limits.imagesPerMinute,
    draws: config.shareImages,
    render: parts.renderShareImage,
    defaultLocale: config.defaultLocale,
  })
  const xSync = createXSyncContext({
    db,
    xClient,
    log: app.log,
    offReason: config.xSync.offReason,
    intervalSeconds: config.xSync.intervalSeconds,
    spaceQuota,
  })
  app.decorate('xSync', xSync)
  await app.register(xSyncRoutes, { db, xSync, config: config.xSync })
  return [spacesJob(db), sessionsJob(db), ...mailJobs, ...xSyncJobs(xSync)]
}
