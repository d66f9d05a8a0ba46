/**
 * The newsletter admin's words for its data (the admin screen, campaigns, subscribers): status
 * badges, who made a campaign, a send's progress and its confirmation.
 */

export type BadgeTone =
  | 'draft'
  | 'sending'
  | 'sent'
  | 'active'
  | 'pending'
  | 'unsubscribed'
  | 'bounced'
  | 'neutral'
export type Badge = { label: string; tone: BadgeTone }

const CAMPAIGN_BADGES = new Map<string, Badge>([
  ['draft', { label: 'Draft', tone: 'draft' }],
  ['sending', { label: 'Sending', tone: 'sending' }],
  ['sent', { label: 'Sent', tone: 'sent' }],
])

const SUBSCRIBER_BADGES = new Map<string, Badge>([
  ['active', { label: 'Active', tone: 'active' }],
  ['pending', { label: 'Pending', tone: 'pending' }],
  ['unsubscribed', { label: 'Unsubscribed', tone: 'unsubscribed' }],
  ['bounced', { label: 'Bounced', tone: 'bounced' }],
])

/** A status this screen does not know: its own words, capitalised, in a neutral badge. */
function neutralBadge(status: string): Badge {
  const text = status.trim().replaceAll('_', ' ')
  return { label: text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown', tone: 'neutral' }
}

/** draft, sending and sent have their own colours; anything else is neutral. */
export function campaignStatusBadge(status: string): Badge {
  return CAMPAIGN_BADGES.get(status) ?? neutralBadge(status)
}

export function subscriberStatusBadge(status: string): Badge {
  return SUBSCRIBER_BADGES.get(status) ?? neutralBadge(status)
}

type Person = { display_name: string | null; username: string | null }

/** 'Display Name', else '@username', else null (an address no account owns). */
export function personText(person: Person): string | null {
  const name = person.display_name?.trim()
  if (name) return name
  const handle = person.username?.trim()
  return handle ? `@${handle}` : null
}

/** "Created by" on a campaign card: the author's display name or @username. */
export function campaignAuthorText(campaign: {
  created_by_display_name: string | null
  created_by_username: string | null
}): string {
  return (
    personText({ display_name: campaign.created_by_display_name, username: campaign.created_by_username }) ??
    'Unknown'
  )
}

/** The confirmation before a send: N is the stats' active subscribers. */
export function sendConfirmText(activeSubscribers: number): string {
  return `Send to ${activeSubscribers} subscribers?`
}

type Progress = { status: string; recipient_count: number; sent_count: number; failed_count: number }

/** 'Sent {sent_count} of {recipient_count}' while a campaign is going out. */
export function sendProgressText(campaign: Progress): string {
  return `Sent ${campaign.sent_count} of ${campaign.recipient_count}`
}

/** How far the send has got, for a progress bar: deliveries done (sent or failed for good), capped. */
export function sendProgressValue(campaign: Progress): number {
  return Math.max(0, Math.min(campaign.sent_count + campaign.failed_count, campaign.recipient_count))
}

type Delivery = { sent_count: number; waiting_count: number; failed_count: number }

/** 'Sent 10 · Waiting 30 · Failed 2': the three add up to the recipients. */
export function deliveryCountsText(campaign: Delivery): string {
  const n = (value: number) => value.toLocaleString('en-US')
  return `Sent ${n(campaign.sent_count)} · Waiting ${n(campaign.waiting_count)} · Failed ${n(campaign.failed_count)}`
}

/**
 * 'Retrying — mail server unreachable since 12:03 PM UTC' while deliveries wait after a failure, in the
 * admin's zone (with the date too once it began more than 12 hours before `now`); null when nothing is
 * retrying.
 */
export function retryingText(
  campaign: { retrying_since: number | null; retry_reason: string | null },
  zone: string,
  now: number,
  format: { time: (at: number, zone: string) => string; dateTime: (at: number, zone: string) => string },
): string | null {
  if (campaign.retrying_since === null) return null
  const since = campaign.retrying_since
  const when = now - since < 12 * 3600 ? format.time(since, zone) : format.dateTime(since, zone)
  return `Retrying — ${campaign.retry_reason ?? 'mail could not be sent'} since ${when}`
}

export function hasSendingCampaign(campaigns: readonly { status: string }[]): boolean {
  return campaigns.some((campaign) => campaign.status === 'sending')
}

/**
 * Why 'Send test' is not offered, or null when it is: a test goes only to the admin's own
 * confirmed newsletter address, so the screen says once how to get one instead of
 * offering a button the server would refuse. `status` is the admin's own subscription.
 */
export function sendTestUnavailableText(status: {
  subscribed: boolean
  pending: boolean
  bounced: boolean
  email: string | null
}): string | null {
  if (status.subscribed) return null
  const lead = 'Send test mails a copy to your own newsletter address'
  if (status.pending && status.email) {
    return `${lead}: confirm ${status.email} with the link we sent first.`
  }
  if (status.bounced && status.email) {
    return `${lead}, and mail to ${status.email} bounced: subscribe again on the home page with one that works.`
  }
  return `${lead}: subscribe on the home page with the Newsletter form, and confirm it, to get one.`
}
