import path from 'node:path'
import { z } from 'zod'
import { findRepoRoot } from './lib/repo-root'
import { SANDBOX_APP_TOKEN } from './x/sandbox/sandbox-store'

export interface XConfig {
  /** 'sandbox': the in-process stand-in for X under /x-sandbox. 'live': the real X. */
  mode: 'sandbox' | 'live'
  /**
   * The sandbox on a production site (X_SANDBOX=on, a public demo): anyone can log in as any handle,
   * so no sandbox login is ever an admin.
   */
  publicDemo: boolean
  clientId: string
  clientSecret: string | undefined
  /** Where the browser is sent to authorize; root-relative in sandbox mode. */
  authorizeUrl: string
  tokenUrl: string
  apiBase: string
  scopes: string
  /** App-only bearer token for looking handles up (admin: add a host before their first login). */
  bearerToken: string | undefined
}

export interface AppConfig {
  port: number
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
  xSync: XSyncConfig
}

/** The X import (issue 13). */
export interface XSyncConfig {
  /** Seconds between runs on each instance (X_SYNC_INTERVAL_SECONDS); 0: only "Sync now" runs it. */
  intervalSeconds: number
  /** Why it cannot run here (real X without X_BEARER_TOKEN), or null. */
  offReason: string | null
}

export interface NewsletterConfig {
  /** Subscribers confirm by a link in a mail before they get campaigns. */
  doubleOptIn: boolean
  /** Campaign messages per minute, across all instances. */
  ratePerMinute: number
  /** Authorises POST /api/newsletter/bounces (a provider's webhook); the route refuses all without it. */
  webhookSecret: string | undefined
  /** How long a claimed delivery stays with the instance that claimed it. */
  leaseSeconds: number
  /** First wait after a temporary SMTP failure; doubles with every attempt, up to an hour. */
  retrySeconds: number
}

export interface LimitsConfig {
  /** Login starts and OAuth callbacks per client IP per minute (each counted on its own). */
  authPerMinute: number
  /** Non-GET API calls per user (per IP when logged out) per minute. */
  writesPerMinute: number
  /** New Spaces per host profile in any 24 hours; a series counts each Space. */
  spacesPerHostPerDay: number
  /** Calls that mail an address the caller typed (newsletter confirmations, test sends), per user per hour. */
  mailsPerHour: number
  /** Share images drawn (not served from the cache) per client IP per minute: each costs ~50–300 ms of CPU. */
  imagesPerMinute: number
}

export class ConfigError extends Error {}

const repoRoot = findRepoRoot()

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optionalString = z.preprocess(blankToUndefined, z.string().optional())

const EnvSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number between 0 and 65535' })
      .transform(Number)
      .refine((n) => n <= 65535, { message: 'must be a whole number between 0 and 65535' })
      .optional(),
  ),
  HOST: optionalString,
  BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://spaces.example.org' })
      .optional(),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isPostgresUrl, {
        message: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      })
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  ),
  X_MODE: z.preprocess(blankToUndefined, z.enum(['sandbox', 'live']).optional()),
  X_SANDBOX: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  ),
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  X_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ message: 'must be a URL' }).optional()),
  X_TOKEN_URL: z.preprocess(blankToUndefined, z.url({ message: 'must be a URL' }).optional()),
  X_API_BASE: z.preprocess(blankToUndefined, z.url({ message: 'must be a URL' }).optional()),
  X_BEARER_TOKEN: optionalString,
  ADMIN_USERNAMES: optionalString,
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalString,
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  NODE_ENV: optionalString,
  SEED_DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  RUN_JOBS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, {
        message:
          'must be true, false, a number of proxy hops, or comma-separated proxy addresses (CIDR allowed)',
      })
      .optional(),
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt(),
  RATE_LIMIT_WRITES_PER_MINUTE: positiveInt(),
  SPACES_PER_HOST_PER_DAY: positiveInt(),
  RATE_LIMIT_MAILS_PER_HOUR: positiveInt(),
  RATE_LIMIT_IMAGES_PER_MINUTE: positiveInt(),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/./, { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: optionalString,
  NEWSLETTER_DOUBLE_OPT_IN: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  ),
  NEWSLETTER_RATE_PER_MINUTE: positiveInt(),
  NEWSLETTER_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters long' }).optional(),
  ),
  NEWSLETTER_LEASE_SECONDS: positiveInt(),
  NEWSLETTER_RETRY_SECONDS: positiveInt(),
  WEB_DIST_DIR: optionalString,
  X_SYNC_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,7}$/, { message: 'must be a whole number of seconds (0 turns the periodic import off)' })
      .transform(Number)
      .optional(),
  ),
})

function positiveInt() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, { message: 'must be a whole number of at least 1' })
      .transform(Number)
      .optional(),
  )
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Strips a leading '@' and lower-cases: how handles are compared everywhere. */
export function normalizeHandle(handle: string): string {
  return handle.trim().replace(/^@/, '').toLowerCase()
}

/**
 * Reads the environment into a typed config. Throws ConfigError with one clear sentence naming the
 * variable when something is wrong; main.ts prints it as the only line and exits.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    const got = env[name]
    throw new ConfigError(`${name} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(got)}).`)
  }
  const e = parsed.data
  const port = e.PORT ?? 3000
  const baseUrl = (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const isProduction = e.NODE_ENV === 'production' || baseUrl.startsWith('https://')
  const mode: XConfig['mode'] =
    e.X_SANDBOX === 'on' ? 'sandbox' : (e.X_MODE ?? (e.X_CLIENT_ID ? 'live' : 'sandbox'))
  if (mode === 'live' && !e.X_CLIENT_ID) {
    throw new ConfigError(
      'X_CLIENT_ID is required when X_MODE=live (create an app in the X developer portal).',
    )
  }
  // The sandbox lets anyone log in as anyone: on a production site only when asked for by name.
  if (mode === 'sandbox' && isProduction && e.X_SANDBOX !== 'on') {
    throw new ConfigError(
      'X_CLIENT_ID is required in production (NODE_ENV=production or an https BASE_URL): create an app in the X developer portal, or set X_SANDBOX=on for a public demo where anyone can log in as anyone.',
    )
  }
  const publicDemo = mode === 'sandbox' && isProduction

  const x: XConfig =
    mode === 'live'
      ? {
          mode,
          publicDemo: false,
          clientId: e.X_CLIENT_ID ?? '',
          clientSecret: e.X_CLIENT_SECRET,
          authorizeUrl: e.X_AUTHORIZE_URL ?? 'https://x.com/i/oauth2/authorize',
          tokenUrl: e.X_TOKEN_URL ?? 'https://api.x.com/2/oauth2/token',
          apiBase: e.X_API_BASE ?? 'https://api.x.com/2',
          scopes: 'tweet.read users.read',
          bearerToken: e.X_BEARER_TOKEN,
        }
      : {
          mode,
          publicDemo,
          clientId: e.X_CLIENT_ID ?? 'sandbox-client',
          clientSecret: e.X_CLIENT_SECRET ?? 'sandbox-secret',
          authorizeUrl: '/x-sandbox/i/oauth2/authorize',
          tokenUrl: '/x-sandbox/2/oauth2/token',
          // Root-relative: through the app's own router. X_API_BASE (an absolute URL) sends the calls
          // over HTTP instead, e.g. to one instance's sandbox from several (the tests do).
          apiBase: e.X_API_BASE ?? '/x-sandbox/2',
          scopes: 'tweet.read users.read',
          bearerToken: SANDBOX_APP_TOKEN,
        }

  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    baseUrl,
    isProduction,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    adminUsernames: (e.ADMIN_USERNAMES ?? '').split(',').map(normalizeHandle).filter(Boolean),
    x,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Spaces Calendar <newsletter@localhost>',
    logLevel: e.LOG_LEVEL ?? 'info',
    prettyLogs: !isProduction && process.stdout.isTTY === true,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemoData: mode === 'sandbox' && e.SEED_DEMO_DATA !== 'false',
    runJobs: e.RUN_JOBS !== 'false',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE ?? 20,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE ?? 60,
      spacesPerHostPerDay: e.SPACES_PER_HOST_PER_DAY ?? 200,
      mailsPerHour: e.RATE_LIMIT_MAILS_PER_HOUR ?? 10,
      imagesPerMinute: e.RATE_LIMIT_IMAGES_PER_MINUTE ?? 30,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'spaces:',
    newsletter: {
      doubleOptIn: e.NEWSLETTER_DOUBLE_OPT_IN !== 'off',
      ratePerMinute: e.NEWSLETTER_RATE_PER_MINUTE ?? 600,
      webhookSecret: e.NEWSLETTER_WEBHOOK_SECRET,
      leaseSeconds: e.NEWSLETTER_LEASE_SECONDS ?? 60,
      retrySeconds: e.NEWSLETTER_RETRY_SECONDS ?? 30,
    },
    xSync: {
      intervalSeconds: e.X_SYNC_INTERVAL_SECONDS ?? 300,
      offReason: x.bearerToken
        ? null
        : 'The X import is off: X_BEARER_TOKEN is not set (the app-only bearer token from the X developer portal).',
    },
  }
}
