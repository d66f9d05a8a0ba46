import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

export interface XConfig {
  /** 'sandbox': the in-process stand-in for X under /x-sandbox. 'live': the real X. */
  mode: 'sandbox' | 'live'
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
  /** The public origin, e.g. https://spaces.example.org. */
  baseUrl: string
  /** True when BASE_URL was given; otherwise the sandbox derives callback URLs from the request. */
  baseUrlExplicit: boolean
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
  trustProxy: boolean
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

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
  TRUST_PROXY: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  WEB_DIST_DIR: optionalString,
})

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
  const mode: XConfig['mode'] = e.X_MODE ?? (e.X_CLIENT_ID ? 'live' : 'sandbox')
  if (mode === 'live' && !e.X_CLIENT_ID) {
    throw new ConfigError(
      'X_CLIENT_ID is required when X_MODE=live (create an app in the X developer portal).',
    )
  }
  const isProduction = e.NODE_ENV === 'production'

  const x: XConfig =
    mode === 'live'
      ? {
          mode,
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
          clientId: e.X_CLIENT_ID ?? 'sandbox-client',
          clientSecret: e.X_CLIENT_SECRET ?? 'sandbox-secret',
          authorizeUrl: '/x-sandbox/i/oauth2/authorize',
          tokenUrl: '/x-sandbox/2/oauth2/token',
          apiBase: '/x-sandbox/2',
          scopes: 'tweet.read users.read',
          bearerToken: 'sandbox-app-token',
        }

  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    baseUrl,
    baseUrlExplicit: e.BASE_URL !== undefined,
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
    trustProxy: e.TRUST_PROXY === 'true',
  }
}
