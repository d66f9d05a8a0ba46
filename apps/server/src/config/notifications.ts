import { z } from 'zod'

/** Reminders, alerts and Web Push. */
export interface NotificationsConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); both unset: generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** VAPID_SUBJECT: a mailto: or https: URL push services may contact; default: BASE_URL. */
  vapidSubject: string
  /**
   * PUSH_ALLOWED_HOSTS: the hosts a push endpoint may name (`*.` for any subdomain). Push endpoints are
   * outgoing requests chosen by users, so nothing else is accepted.
   */
  pushAllowedHosts: string[]
  /** Development: loopback http endpoints too (the local push service tests use). */
  allowLoopbackPush: boolean
  /** REMINDERS_INTERVAL_SECONDS: how often the delivery job runs on each instance. */
  intervalSeconds: number
  /** FOLLOW_ALERT_DELAY_SECONDS: a new Space is announced this long after it was created. */
  followAlertDelaySeconds: number
  /** NOTIFICATIONS_LEASE_SECONDS: how long a claimed delivery stays with the instance that claimed it. */
  leaseSeconds: number
}

/** The known push services: Chrome and Edge (FCM), Firefox, Windows, Safari. */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
]

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const seconds = (message: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, { message })
      .transform(Number)
      .optional(),
  )
const base64Url = (message: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,200}$/, { message })
      .optional(),
  )

const NotificationsEnv = z.object({
  VAPID_PUBLIC_KEY: base64Url('must be a base64url key (from `npx web-push generate-vapid-keys`)'),
  VAPID_PRIVATE_KEY: base64Url('must be a base64url key (from `npx web-push generate-vapid-keys`)'),
  VAPID_SUBJECT: z.preprocess(
    blank,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'must be a mailto: or https: URL' })
      .optional(),
  ),
  PUSH_ALLOWED_HOSTS: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\s*(\*\.)?[a-z0-9.-]+(\s*,\s*(\*\.)?[a-z0-9.-]+)*\s*$/i, {
        message: 'must be comma-separated host names (*.example.com for any subdomain)',
      })
      .optional(),
  ),
  REMINDERS_INTERVAL_SECONDS: seconds('must be a whole number of seconds, at least 1'),
  FOLLOW_ALERT_DELAY_SECONDS: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,7}$/, { message: 'must be a whole number of seconds' })
      .transform(Number)
      .optional(),
  ),
  NOTIFICATIONS_LEASE_SECONDS: seconds('must be a whole number of seconds, at least 1'),
})

/**
 * The notifications' part of the environment, or the one sentence saying what is wrong (config.ts
 * throws it as its ConfigError). The private key's value is never shown.
 */
export function parseNotificationsConfig(
  env: Record<string, string | undefined>,
  site: { baseUrl: string; isProduction: boolean },
): NotificationsConfig | string {
  const parsed = NotificationsEnv.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    const shown = name === 'VAPID_PRIVATE_KEY' ? '' : ` (got ${JSON.stringify(env[name])})`
    return `${name} ${issue?.message ?? 'is invalid'}${env[name] === undefined ? '' : shown}.`
  }
  const e = parsed.data
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (keys are then generated and kept in the database).'
  }
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      e.VAPID_SUBJECT ?? (site.baseUrl.startsWith('https://') ? site.baseUrl : 'mailto:admin@localhost'),
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS
      ? e.PUSH_ALLOWED_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_ALLOWED_HOSTS,
    allowLoopbackPush: !site.isProduction,
    intervalSeconds: e.REMINDERS_INTERVAL_SECONDS ?? 60,
    followAlertDelaySeconds: e.FOLLOW_ALERT_DELAY_SECONDS ?? 600,
    leaseSeconds: e.NOTIFICATIONS_LEASE_SECONDS ?? 60,
  }
}
