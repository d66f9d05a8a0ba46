import type { TPushSubscriptionRequest } from '@spaces/shared/schemas/notifications'

/**
 * The browser's side of Web Push. Nothing here runs on page load: the service worker is
 * registered only when the user turns push on, so the home page stays as light as it was.
 */

export const SERVICE_WORKER_URL = '/sw.js'

export type PushAvailability = 'unsupported' | NotificationPermission

/** Whether this browser can take push messages, and what the user allowed so far. */
export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined') return 'unsupported'
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported'
  }
  return Notification.permission
}

/** The VAPID key as `pushManager.subscribe` takes it: base64url (padding optional) to bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

/** The subscription as the API takes it, or null when the browser left out what the server needs. */
export function toSubscriptionRequest(json: PushSubscriptionJSON): TPushSubscriptionRequest | null {
  const { endpoint, keys } = json
  if (!endpoint || !keys?.p256dh || !keys.auth) return null
  return {
    endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  }
}

export class PushPermissionError extends Error {
  readonly permission: PushAvailability
  constructor(permission: PushAvailability) {
    super(`Push permission: ${permission}`)
    this.name = 'PushPermissionError'
    this.permission = permission
  }
}

/**
 * Asks for permission (a click must have led here: browsers ignore the request otherwise), registers
 * the service worker and subscribes with the server's VAPID key. A subscription made with another
 * key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<TPushSubscriptionRequest> {
  if (pushAvailability() === 'unsupported') throw new PushPermissionError('unsupported')
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushPermissionError(permission)
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  const registration = await navigator.serviceWorker.ready
  const key = base64UrlToBytes(publicKey)
  const existing = await registration.pushManager.getSubscription()
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe()
  const subscription =
    existing && sameBytes(existing.options.applicationServerKey, key)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  const request = toSubscriptionRequest(subscription.toJSON())
  if (!request) throw new Error('The browser gave an incomplete push subscription.')
  return request
}

/** This browser's push subscription, if any, without registering anything. */
export async function thisBrowserSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Ends this browser's subscription; answers its endpoint so the server can forget it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await thisBrowserSubscription()
  if (!subscription) return null
  const { endpoint } = subscription
  await subscription.unsubscribe()
  return endpoint
}
