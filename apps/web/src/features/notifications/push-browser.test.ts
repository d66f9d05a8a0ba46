import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, toSubscriptionRequest } from './push-browser'

describe('base64UrlToBytes', () => {
  it('reads base64url with and without padding', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239])
    expect([...base64UrlToBytes('AQID_-8=')]).toEqual([1, 2, 3, 255, 239])
    expect(base64UrlToBytes('')).toHaveLength(0)
  })

  it('reads a 65-byte VAPID public key', () => {
    const key = `B${'A'.repeat(86)}`
    expect(base64UrlToBytes(key)).toHaveLength(65)
  })
})

describe('toSubscriptionRequest', () => {
  it('keeps the endpoint, expiry and keys', () => {
    expect(
      toSubscriptionRequest({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    ).toEqual({ endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } })
  })

  it('refuses a subscription without its keys', () => {
    expect(toSubscriptionRequest({ endpoint: 'https://push.example/1', keys: { p256dh: 'p' } })).toBeNull()
    expect(toSubscriptionRequest({ keys: { p256dh: 'p', auth: 'a' } })).toBeNull()
  })
})
