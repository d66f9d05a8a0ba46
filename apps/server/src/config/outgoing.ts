import type { OutgoingPolicy } from '../lib/outgoing/address-policy'
import type { Env } from './env'

/** Requests the server makes itself: webhooks today (lib/outgoing/, docs/operations.md "Webhooks"). */
export interface OutgoingConfig {
  /**
   * Production: https to public addresses only, unless OUTGOING_ALLOW_PRIVATE=true allows private
   * ones (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7). Outside production plain http and
   * loopback are allowed too (development machines and the tests' local receivers).
   */
  policy: OutgoingPolicy
  /** WEBHOOK_TIMEOUT_SECONDS: one delivery's whole request, connection to answer. */
  webhookTimeoutMs: number
  /** WEBHOOK_RETRY_SECONDS: the first wait after a passing failure; it doubles, at most an hour. */
  webhookRetrySeconds: number
}

export function outgoingConfig(e: Env, isProduction: boolean): OutgoingConfig {
  return {
    policy: {
      allowHttp: !isProduction,
      allowLoopback: !isProduction,
      allowPrivate: e.OUTGOING_ALLOW_PRIVATE === 'true',
    },
    webhookTimeoutMs: (e.WEBHOOK_TIMEOUT_SECONDS ?? 10) * 1000,
    webhookRetrySeconds: e.WEBHOOK_RETRY_SECONDS ?? 30,
  }
}
