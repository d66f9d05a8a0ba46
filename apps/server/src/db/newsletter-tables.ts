import type { Generated } from 'kysely'

/** The newsletter's tables: subscribers, campaigns, their links and deliveries. */
export interface NewsletterSubscribersTable {
  id: Generated<number>
  user_id: number | null
  email: string
  email_key: string
  source: string
  status: 'pending' | 'active' | 'unsubscribed' | 'bounced'
  unsubscribe_token: string
  subscribed_at: number
  unsubscribed_at: number | null
  /** SHA-256 of the double opt-in link's token, while pending. */
  confirm_token_hash: string | null
  confirm_sent_at: number | null
  confirmed_at: number | null
  /** The language the newsletter's mails are written in; null: DEFAULT_LOCALE. */
  locale: string | null
}

export interface NewsletterCampaignsTable {
  id: Generated<number>
  subject: string
  content: string
  status: string
  created_by: number | null
  created_at: number
  sent_at: number | null
  recipient_count: number
}

/** Every http(s) link of a campaign; click redirects go only to these. */
export interface NewsletterLinksTable {
  id: Generated<number>
  campaign_id: number
  url: string
}

export interface NewsletterDeliveriesTable {
  id: Generated<number>
  campaign_id: number
  subscriber_id: number
  /** pending (queued, or claimed while claimed_until is ahead), then sent, bounced, failed or skipped. */
  status: 'pending' | 'sent' | 'failed' | 'bounced' | 'skipped'
  token: string
  attempts: number
  claimed_by: string | null
  claimed_until: number | null
  sent_at: number | null
  opened_at: number | null
  clicked_at: number | null
  error: string | null
  /** Not before this time (unix seconds): temporary SMTP failures back off. */
  next_attempt_at: Generated<number>
  /** When it was first tried: a delivery that keeps failing for a passing reason is given up a set time after. */
  first_attempt_at: number | null
}
