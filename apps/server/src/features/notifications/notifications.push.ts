import type { Kysely } from 'kysely'
import type { NotificationsConfig } from '../../config/notifications'
import type { Database } from '../../db/database'
import { resolveStoredSecret } from '../../lib/app-secret'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once and kept in `app_secrets`. */
export async function resolveVapidKeys(
  db: Kysely<Database>,
  config: NotificationsConfig,
): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys
  const { default: webpush } = await import('web-push')
  const stored = await resolveStoredSecret(db, 'vapid_keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  )
  return JSON.parse(stored) as VapidKeys
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether the site may send to this push endpoint. Endpoints are outgoing requests chosen by users:
 * in production only https on the default port to a known push service (PUSH_ALLOWED_HOSTS, `*.`
 * for any subdomain); on a development machine also loopback http (the local push service of tests).
 */
export function isAllowedPushEndpoint(endpoint: string, config: NotificationsConfig): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  if (url.protocol === 'http:') return config.allowLoopbackPush && LOOPBACK.has(host)
  if (url.protocol !== 'https:' || url.port !== '') return false
  if (config.allowLoopbackPush && LOOPBACK.has(host)) return true
  return config.pushAllowedHosts.some((allowed) =>
    allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed,
  )
}

export interface PushTarget {
  id: number
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushMessage {
  payload: string
  /** RFC 8030 Topic: a later message with the same topic replaces one not yet delivered. */
  topic: string
  /** Seconds the push service may hold it (0: now or never). */
  ttl: number
}

/** What happened to one subscription: delivered, gone (404/410: delete it), or failed for now. */
export type PushResult = 'sent' | 'gone' | 'failed'

/**
 * Sends one encrypted message (RFC 8291) with VAPID (RFC 8292) to one subscription. web-push builds
 * the request (encryption, headers); it is sent with fetch, which also speaks the loopback http of the
 * local push service (web-push's own sender only speaks https). No redirect is followed.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
): Promise<{ result: PushResult; error?: string }> {
  const { default: webpush } = await import('web-push')
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        TTL: Math.max(0, Math.floor(message.ttl)),
        topic: message.topic,
        urgency: 'high',
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      },
    )
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    await res.arrayBuffer().catch(() => undefined)
    if (res.status === 404 || res.status === 410) return { result: 'gone' }
    if (res.status >= 200 && res.status < 300) return { result: 'sent' }
    return { result: 'failed', error: `The push service answered ${res.status}.` }
  } catch (err) {
    return { result: 'failed', error: String((err as Error).message ?? err).slice(0, 500) }
  }
}
