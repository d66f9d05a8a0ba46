import { z } from 'zod'

/**
 * `GET /readyz` and `GET /api/admin/health`: how an instance and the site's queues are doing. Times
 * are unix seconds; ages and lags are seconds. `readyz` is public and says nothing a stranger should
 * not read (no error text, no address); the admin's answer says why.
 */

const zSeconds = z.number().nonnegative()
const zTime = z.number().int().nullable()

/** A part's state: `off` when it is not set up (no REDIS_URL, no SMTP_URL, jobs not run here). */
const ZPartStatus = z.enum(['ok', 'degraded', 'off', 'unknown'])

export const ZOutboxQueue = z.object({
  /** Messages waiting (queued, or waiting to be tried again). */
  depth: z.number().int(),
  /** How long the oldest waiting message has waited; 0 when none waits. */
  oldest_age_seconds: zSeconds,
})

export const ZReadiness = z.object({
  status: z.literal('ready'),
  /** Each part that works less well without keeping the instance from serving, with a sentence. */
  degraded: z.record(z.string(), z.string()).optional(),
  mail: z.object({ held: z.boolean() }),
  checks: z.object({
    database: z.object({ status: z.literal('ok'), dialect: z.enum(['sqlite', 'postgres']) }),
    redis: z.object({ status: ZPartStatus }),
    /** From the last send, or a check of the mail server at most once a minute. */
    smtp: z.object({ status: ZPartStatus, checked_at: zTime }),
    /** By outbox table: newsletter_deliveries, notification_deliveries. */
    outboxes: z.record(z.string(), ZOutboxQueue),
    x_import: z.object({
      status: ZPartStatus,
      last_run_at: zTime,
      /** Seconds the next periodic run is overdue; null when it runs only on Sync now. */
      lag_seconds: zSeconds.nullable(),
    }),
    /** By job name, as this instance runs them. */
    jobs: z.record(
      z.string(),
      z.object({
        status: ZPartStatus,
        running: z.boolean(),
        last_success_at: zTime,
        lag_seconds: zSeconds.nullable(),
      }),
    ),
  }),
})
export type TReadiness = z.infer<typeof ZReadiness>

export const ZHealthJob = z.object({
  name: z.string(),
  interval_seconds: zSeconds,
  /** Run on its interval by this instance (false with RUN_JOBS=false). */
  scheduled: z.boolean(),
  running: z.boolean(),
  running_since: zTime,
  last_success_at: zTime,
  last_failure_at: zTime,
  last_duration_seconds: zSeconds.nullable(),
  last_failed: z.boolean(),
  lag_seconds: zSeconds.nullable(),
})
export type THealthJob = z.infer<typeof ZHealthJob>

export const ZHealthOutbox = ZOutboxQueue.extend({
  name: z.string(),
  /** What it carries, in words: 'Newsletter mail', 'Reminders and alerts'. */
  label: z.string(),
  /** Every message by channel (email, push) and status (waiting, sent, failed, bounced, skipped, missed). */
  channels: z.array(z.object({ channel: z.string(), counts: z.record(z.string(), z.number().int()) })),
})
export type THealthOutbox = z.infer<typeof ZHealthOutbox>

/** `GET /api/admin/health` (admin): the instance that answered, the site's mail, queues, X import and jobs. */
export const ZAdminHealth = z.object({
  now: z.number().int(),
  instance: z.object({
    version: z.string(),
    /** The git commit of the build, or null when the build did not know it. */
    commit: z.string().nullable(),
    started_at: z.number().int(),
    uptime_seconds: zSeconds,
    database: z.enum(['sqlite', 'postgres']),
    /** off: no REDIS_URL (each instance counts the rate limits alone). */
    redis: ZPartStatus,
  }),
  degraded: z.record(z.string(), z.string()),
  mail: z.object({
    held: z.boolean(),
    reason: z.string().nullable(),
    since: zTime,
    /** smtp (SMTP_URL) or files (.eml files in DATA_DIR/outbox). */
    transport: z.enum(['smtp', 'files']),
    server: z.enum(['ok', 'failing', 'unknown']),
    checked_at: zTime,
    /** Why the last send or check failed, in a short phrase, while failing. */
    server_reason: z.string().nullable(),
  }),
  outboxes: z.array(ZHealthOutbox),
  x_import: z.object({
    periodic: z.boolean(),
    off_reason: z.string().nullable(),
    interval_seconds: z.number().int(),
    last_started_at: zTime,
    last_finished_at: zTime,
    last_error: z.string().nullable(),
    not_before: zTime,
    lag_seconds: zSeconds.nullable(),
  }),
  jobs: z.array(ZHealthJob),
})
export type TAdminHealth = z.infer<typeof ZAdminHealth>
