import { createPublicKey } from 'node:crypto'
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

/** The most subscriptions (browsers) one account keeps; a new one past it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10

/** base64url as browsers write it, with or without padding; null when it is not that. */
function fromBase64Url(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]*={0,2}$/.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null
}

/** Whether 65 bytes are an uncompressed point on P-256 (OpenSSL refuses a point off the curve). */
function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 0x04) return false
  try {
    const x = point.subarray(1, 33).toString('base64url')
    const y = point.subarray(33).toString('base64url')
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}

/**
 * What is wrong with a subscription's keys, or null: RFC 8291 encrypts to `p256dh`, the browser's
 * P-256 public key (65 bytes, an uncompressed point on the curve), with `auth`, a 16-byte secret.
 * Anything else can never be sent to.
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  const point = fromBase64Url(keys.p256dh)
  if (!point || !isP256Point(point)) {
    return 'The subscription’s p256dh key must be a P-256 public key: 65 bytes, an uncompressed point on the curve, in base64url.'
  }
  if (fromBase64Url(keys.auth)?.length !== 16) {
    return 'The subscription’s auth secret must be 16 bytes in base64url.'
  }
  return null
}

/** Keys as stored and compared: base64url without padding. */
export const canonicalKey = (text: string) => text.replace(/=+$/, '')

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

/** What happened to one subscription: delivered, gone (404/410, or keys nothing can be encrypted to: delete it), or failed for now. */
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
  // A subscription whose keys cannot be encrypted to is gone for good, like one the service refuses.
  const problem = pushKeysProblem(target)
  if (problem) return { result: 'gone', error: problem }
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
