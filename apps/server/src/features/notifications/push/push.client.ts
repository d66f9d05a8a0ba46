import type { VapidKeys } from '../notifications.deps'
import { pushKeysProblem } from './push.rules'

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

/**
 * What happened to one subscription: delivered, gone (404/410, or keys nothing can be encrypted to:
 * delete it), or failed for now.
 */
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
