import { createPublicKey } from 'node:crypto'
import type { NotificationsConfig } from '../../../config/notifications'

/** What a Web Push subscription may be: where the site may send, and keys a message can be encrypted to. */

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
