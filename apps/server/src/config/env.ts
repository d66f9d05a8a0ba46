import { LOCALES } from '@spaces/shared/i18n/locales'
import { z } from 'zod'
import { parseSmtpUrl } from '../lib/smtp-url'

/** Thrown with one clear sentence naming the variable; main.ts prints it as the only line and exits. */
export class ConfigError extends Error {}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optionalString = z.preprocess(blankToUndefined, z.string().optional())

export const EnvSchema = z.object({
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
      .refine((value) => parseSmtpUrl(value) !== null, {
        message:
          'is not a URL that can be read: write it as smtps://mail.example.org:465, with the user and password before the host (user:password@) and any : @ / ? # % in them percent-encoded (%3A %40 %2F %3F %23 %25)',
      })
      .optional(),
  ),
  MAIL_FROM: optionalString,
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  NODE_ENV: optionalString,
  SEED_DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  DEFAULT_LOCALE: z.preprocess(
    blankToUndefined,
    z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` }).optional(),
  ),
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
  RATE_LIMIT_READS_PER_MINUTE: positiveInt(),
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
  OUTGOING_ALLOW_PRIVATE: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  ),
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(),
  WEBHOOK_RETRY_SECONDS: positiveInt(),
  RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: positiveInt(),
  NEWSLETTER_RETRY_SECONDS: positiveInt(),
  MAIL_HOLD: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  ),
  MAIL_GIVE_UP_HOURS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,2}$/, { message: 'must be a whole number of hours from 1 to 720' })
      .transform(Number)
      .refine((n) => n <= 720, { message: 'must be a whole number of hours from 1 to 720' })
      .optional(),
  ),
  NEWSLETTER_POSTAL_ADDRESS: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .max(300, { message: 'must be at most 300 characters' })
      .regex(/^[^\r\n]*$/, { message: 'must be one line (separate the parts with commas)' })
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
  X_SYNC_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,7}$/, { message: 'must be a whole number of seconds (0 turns the periodic import off)' })
      .transform(Number)
      .optional(),
  ),
  X_SYNC_CALLS_PER_WINDOW: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, { message: 'must be a whole number of calls from 1 to 9999' })
      .transform(Number)
      .optional(),
  ),
  SHARE_IMAGE_DRAWS_AT_ONCE: positiveInt(),
  SHARE_IMAGE_DRAWS_WAITING: wholeNumber('must be a whole number (0: no draw waits)'),
  REQUEST_TIMEOUT_SECONDS: positiveInt(),
  MAX_CONNECTIONS_PER_IP: wholeNumber('must be a whole number (0 turns the cap off)'),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber('must be a whole number of seconds (0: no drain)'),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(16, { message: 'must be at least 16 characters long (e.g. openssl rand -hex 32)' })
      .regex(/^[\x21-\x7e]+$/, {
        message: 'must be printable ASCII without spaces (e.g. openssl rand -hex 32)',
      })
      .optional(),
  ),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,4}$/, { message: 'must be a whole number between 1 and 65535' })
      .transform(Number)
      .refine((n) => n <= 65535, { message: 'must be a whole number between 1 and 65535' })
      .optional(),
  ),
  METRICS_HOST: optionalString,
})

function wholeNumber(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, { message })
      .transform(Number)
      .optional(),
  )
}

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

export function parseTrustProxy(value: string | undefined): boolean | number | string {
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

/** The environment, parsed: every variable checked, none defaulted yet. */
export type Env = z.infer<typeof EnvSchema>
