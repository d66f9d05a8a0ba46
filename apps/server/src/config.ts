import path from 'node:path'
import { usernameKey } from '@spaces/shared/domain/username'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { type ChannelsConfig, channelsConfig } from './config/channels'
import { ConfigError, EnvSchema, parseTrustProxy } from './config/env'
import {
  type ConnectionsConfig,
  connectionsConfig,
  type LimitsConfig,
  limitsConfig,
  type ShareImagesConfig,
  shareImagesConfig,
} from './config/limits'
import { type MailConfig, mailConfig } from './config/mail'
import { type MetricsConfig, metricsConfig } from './config/metrics'
import { type NewsletterConfig, newsletterConfig } from './config/newsletter'
import { type NotificationsConfig, parseNotificationsConfig } from './config/notifications'
import { type OutgoingConfig, outgoingConfig } from './config/outgoing'
import { describeValue } from './config/secrets'
import { type ShutdownConfig, shutdownConfig } from './config/shutdown'
import { type XConfig, type XSyncConfig, xConfig, xSyncConfig } from './config/x'
import { findRepoRoot } from './lib/repo-root'

export type { ChannelsConfig } from './config/channels'
export { ConfigError } from './config/env'
export type { ConnectionsConfig, LimitsConfig, ShareImagesConfig } from './config/limits'
export type { MailConfig } from './config/mail'
export type { MetricsConfig } from './config/metrics'
export type { NewsletterConfig } from './config/newsletter'
export type { OutgoingConfig } from './config/outgoing'
export { maskSecrets, maskUrlCredentials } from './config/secrets'
export type { ShutdownConfig } from './config/shutdown'
export type { XConfig, XSyncConfig } from './config/x'

export interface AppConfig {
  port: number
  /** The interface to listen on (HOST): 127.0.0.1 with the sandbox outside production, else 0.0.0.0. */
  host: string
  /** The public origin, e.g. https://spaces.example.org; every absolute URL the server makes starts here. */
  baseUrl: string
  /** NODE_ENV=production or an https BASE_URL: no development stand-in may run. */
  isProduction: boolean
  dataDir: string
  databaseUrl: string | undefined
  sessionSecret: string | undefined
  adminUsernames: string[]
  x: XConfig
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: string
  prettyLogs: boolean
  /** The built web app; absent in API-only tests. */
  webDistDir: string | undefined
  /** Seed the demo community on an empty database (sandbox mode only). */
  seedDemoData: boolean
  /** Run periodic jobs (marking Spaces ended, …) in this process. */
  runJobs: boolean
  /** Fastify's trustProxy: whether (and which) X-Forwarded-* headers are believed. */
  trustProxy: boolean | number | string
  limits: LimitsConfig
  /** Shared rate-limit counters across instances; in memory (per instance) when unset. */
  redisUrl: string | undefined
  /** Prefix of every Redis key this app writes (several apps or test runs can share one Redis). */
  redisKeyPrefix: string
  newsletter: NewsletterConfig
  /** The mail hold and the waiting out of mail outages, for every kind of mail and push. */
  mail: MailConfig
  xSync: XSyncConfig
  shareImages: ShareImagesConfig
  connections: ConnectionsConfig
  notifications: NotificationsConfig
  shutdown: ShutdownConfig
  /** `/metrics`: behind METRICS_TOKEN on the site's port, or on METRICS_PORT of its own (lib/metrics/). */
  metrics: MetricsConfig
  /** Posts about Spaces to Discord, Telegram, Mastodon and Bluesky. */
  channels: ChannelsConfig
  /** Requests the server makes itself (webhooks): where they may go and how long they may take. */
  outgoing: OutgoingConfig
  /** The language of a request that names none it is shipped in (DEFAULT_LOCALE; docs/translating-server.md). */
  defaultLocale: Locale
}

const repoRoot = findRepoRoot()

/**
 * Reads the environment into a typed config. Throws ConfigError with one clear sentence naming the
 * variable when something is wrong; main.ts prints it as the only line and exits.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    throw new ConfigError(`${name} ${issue?.message ?? 'is invalid'}${describeValue(name, env[name])}.`)
  }
  const e = parsed.data
  const port = e.PORT ?? 3000
  const baseUrl = (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const isProduction = e.NODE_ENV === 'production' || baseUrl.startsWith('https://')
  const x = xConfig(e, isProduction)
  const notifications = parseNotificationsConfig(env, { baseUrl, isProduction })
  if (typeof notifications === 'string') throw new ConfigError(notifications)
  return {
    port,
    // A development machine with the sandbox (where anyone reaching the server can log in as the demo
    // admin) listens on loopback only unless HOST says otherwise; production keeps every interface.
    host: e.HOST ?? (x.mode === 'sandbox' && !isProduction ? '127.0.0.1' : '0.0.0.0'),
    baseUrl,
    isProduction,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    adminUsernames: (e.ADMIN_USERNAMES ?? '').split(',').map(usernameKey).filter(Boolean),
    x,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Spaces Calendar <newsletter@localhost>',
    logLevel: e.LOG_LEVEL ?? 'info',
    prettyLogs: !isProduction && process.stdout.isTTY === true,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemoData: x.mode === 'sandbox' && e.SEED_DEMO_DATA !== 'false',
    runJobs: e.RUN_JOBS !== 'false',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: limitsConfig(e),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'spaces:',
    newsletter: newsletterConfig(e, isProduction),
    mail: mailConfig(e),
    xSync: xSyncConfig(e, x),
    shareImages: shareImagesConfig(e),
    connections: connectionsConfig(e),
    notifications,
    shutdown: shutdownConfig(e),
    metrics: metricsConfig(e, port),
    channels: channelsConfig(env, isProduction),
    outgoing: outgoingConfig(e, isProduction),
    defaultLocale: e.DEFAULT_LOCALE ?? SOURCE_LOCALE,
  }
}
