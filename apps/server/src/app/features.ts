import type { App } from '../app-types'
import type { CookieSettings } from '../auth/session'
import type { CacheParts } from '../cache/cached-answers'
import type { AppConfig } from '../config'
import type { DbHandle } from '../db/client'
import { accessRoutes } from '../features/access/access.routes'
import { adminHostsRoutes } from '../features/admin-hosts/admin-hosts.routes'
import { sessionsJob } from '../features/auth/auth.job'
import { authRoutes } from '../features/auth/auth.routes'
import { channelsFeature } from '../features/channels/channels.feature'
import { embedFeature } from '../features/embed/embed.feature'
import { feedsRoutes } from '../features/feeds/feeds.routes'
import { glossaryRoutes } from '../features/glossary/glossary.routes'
import { healthRoutes } from '../features/health/health.routes'
import { hostsRoutes } from '../features/hosts/hosts.routes'
import { profileRoutes } from '../features/profile/profile.routes'
import { readingRoutes } from '../features/reading/reading.routes'
import { searchIndexJob } from '../features/search/search.job'
import { searchRoutes } from '../features/search/search.routes'
import { type ShareImageRenderer, shareRoutes } from '../features/share/share.routes'
import { spacesJob } from '../features/spaces/spaces.job'
import { spacesRoutes } from '../features/spaces/spaces.routes'
import { tokensRoutes } from '../features/tokens/tokens.routes'
import { webhooksJob } from '../features/webhooks/delivery/delivery.job'
import { webhooksRoutes } from '../features/webhooks/webhooks.routes'
import { xSyncJobs } from '../features/x-sync/x-sync.job'
import { xSyncRoutes } from '../features/x-sync/x-sync.routes'
import { createXSyncContext, type XSyncContext } from '../features/x-sync/x-sync.service'
import type { CostlyWork } from '../lib/costly-work'
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
  /** The data versions and the hot answers every cached route shares (cache/). */
  cache: CacheParts
  config: AppConfig
  sessionSecret: string
  cookieSettings: CookieSettings
  xClient: XClient
  /** Reads the response cache did not have: limited per IP and bounded per instance. */
  costlyReads: CostlyWork
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
  const { db, config, sessionSecret, xClient, costlyReads, cache } = parts
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
    dialect: parts.dialect,
    spaceQuota,
    costlyReads,
    cache,
  })
  await app.register(hostsRoutes, { db })
  await app.register(profileRoutes, { db, xClient, sessionSecret })
  await app.register(accessRoutes, { db })
  await app.register(adminHostsRoutes, { db, xClient })
  await app.register(readingRoutes, { db })
  await app.register(glossaryRoutes, { db })
  await app.register(feedsRoutes, { db, baseUrl, costlyReads, cache, defaultLocale: config.defaultLocale })
  await app.register(embedFeature, {
    db,
    baseUrl,
    costlyReads,
    cache,
    defaultLocale: config.defaultLocale,
  })
  await app.register(searchRoutes, { db, dialect: parts.dialect, costlyReads })
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
    callsPerWindow: config.xSync.callsPerWindow,
    spaceQuota,
  })
  app.decorate('xSync', xSync)
  await app.register(xSyncRoutes, { db, xSync, config: config.xSync })
  const webhooks = {
    db,
    dialect: parts.dialect,
    baseUrl,
    policy: config.outgoing.policy,
    timeoutMs: config.outgoing.webhookTimeoutMs,
    retrySeconds: config.outgoing.webhookRetrySeconds,
    mailer: parts.mail.mailer,
    defaultLocale: config.defaultLocale,
  }
  await app.register(webhooksRoutes, webhooks)
  await app.register(tokensRoutes, { db })
  const channelJobs = await channelsFeature(app, {
    db,
    dialect: parts.dialect,
    baseUrl,
    config: config.channels,
    policy: config.outgoing.policy,
    sealKey: config.channels.secretKey ?? sessionSecret,
    mailer: parts.mail.mailer,
    defaultLocale: config.defaultLocale,
  })
  return [
    spacesJob(db),
    sessionsJob(db),
    searchIndexJob(db),
    ...mailJobs,
    ...xSyncJobs(xSync),
    webhooksJob(webhooks, app.log),
    ...channelJobs,
  ]
}
