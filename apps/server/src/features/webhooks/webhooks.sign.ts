import { createHmac, randomBytes } from 'node:crypto'

/** A new signing secret in Standard Webhooks' form: `whsec_` and a base64 key of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

/**
 * The `webhook-signature` header of Standard Webhooks (standardwebhooks.com): `v1,` and the base64
 * HMAC-SHA256, keyed by the secret's decoded key, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`
}

/** The headers of one attempt: the same id every time, this attempt's time, and its signature. */
export function webhookHeaders(secret: string, messageId: string, timestamp: number, body: string) {
  return {
    'content-type': 'application/json',
    'user-agent': 'SpacesCalendar-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, messageId, timestamp, body),
  }
}
