import type { Env } from './env'

export interface NewsletterConfig {
  /** Subscribers confirm by a link in a mail before they get campaigns. */
  doubleOptIn: boolean
  /** Campaign messages per minute, across all instances. */
  ratePerMinute: number
  /** Authorises POST /api/newsletter/bounces (a provider's webhook); the route refuses all without it. */
  webhookSecret: string | undefined
  /** How long a claimed delivery stays with the instance that claimed it. */
  leaseSeconds: number
  /** NEWSLETTER_POSTAL_ADDRESS: the sender's postal address in every mail's footer (CAN-SPAM). */
  postalAddress: string | undefined
  /** Said once at start-up: in production without a postal address, footers go without one. */
  postalAddressWarning: string | null
}

export function newsletterConfig(e: Env, isProduction: boolean): NewsletterConfig {
  return {
    doubleOptIn: e.NEWSLETTER_DOUBLE_OPT_IN !== 'off',
    ratePerMinute: e.NEWSLETTER_RATE_PER_MINUTE ?? 600,
    webhookSecret: e.NEWSLETTER_WEBHOOK_SECRET,
    leaseSeconds: e.NEWSLETTER_LEASE_SECONDS ?? 60,
    postalAddress: e.NEWSLETTER_POSTAL_ADDRESS,
    postalAddressWarning:
      isProduction && !e.NEWSLETTER_POSTAL_ADDRESS
        ? 'NEWSLETTER_POSTAL_ADDRESS is not set: newsletter emails go out without a postal address in their footer (the US CAN-SPAM Act asks for one in commercial email).'
        : null,
  }
}
