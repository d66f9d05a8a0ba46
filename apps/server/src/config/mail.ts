import type { Env } from './env'

/** How mail and pushes leave the site: the hold, and how long a passing failure is waited out. */
export interface MailConfig {
  /** MAIL_HOLD=on: this instance sends no mail and no push, whatever the database says. */
  holdOnThisInstance: boolean
  /** NEWSLETTER_RETRY_SECONDS: the first wait after a passing failure; it doubles, up to 15 minutes. */
  retrySeconds: number
  /** MAIL_GIVE_UP_HOURS, in seconds: a delivery failing for a passing reason fails for good this long after its first attempt. */
  giveUpSeconds: number
}

export function mailConfig(e: Env): MailConfig {
  return {
    holdOnThisInstance: e.MAIL_HOLD === 'on',
    retrySeconds: e.NEWSLETTER_RETRY_SECONDS ?? 30,
    giveUpSeconds: (e.MAIL_GIVE_UP_HOURS ?? 24) * 3600,
  }
}
