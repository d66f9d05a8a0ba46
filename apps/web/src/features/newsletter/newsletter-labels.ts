import { intlTag, msg, t } from '../../i18n/i18n'
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
  ['draft', { label: msg('Draft'), tone: 'draft' }],
  ['sending', { label: msg('Sending'), tone: 'sending' }],
  ['sent', { label: msg('Sent'), tone: 'sent' }],
])

const SUBSCRIBER_BADGES = new Map<string, Badge>([
  ['active', { label: msg('Active'), tone: 'active' }],
  ['pending', { label: msg('Pending'), tone: 'pending' }],
  ['unsubscribed', { label: msg('Unsubscribed'), tone: 'unsubscribed' }],
  ['bounced', { label: msg('Bounced'), tone: 'bounced' }],
])

/** A status this screen does not know: its own words, capitalised, in a neutral badge. */
function neutralBadge(status: string): Badge {
  const text = status.trim().replaceAll('_', ' ')
  return { label: text ? text.charAt(0).toUpperCase() + text.slice(1) : msg('Unknown'), tone: 'neutral' }
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
    t('Unknown')
  )
}

/** The confirmation before a send: N is the stats' active subscribers. */
export function sendConfirmText(activeSubscribers: number): string {
  return t('{count, plural, one {Send to # subscriber?} other {Send to # subscribers?}}', {
    count: activeSubscribers,
  })
}

type Progress = { status: string; recipient_count: number; sent_count: number; failed_count: number }

/** 'Sent {sent_count} of {recipient_count}' while a campaign is going out. */
export function sendProgressText(campaign: Progress): string {
  return t('Sent {sent} of {recipients}', { sent: campaign.sent_count, recipients: campaign.recipient_count })
}

/** How far the send has got, for a progress bar: deliveries done (sent or failed for good), capped. */
export function sendProgressValue(campaign: Progress): number {
  return Math.max(0, Math.min(campaign.sent_count + campaign.failed_count, campaign.recipient_count))
}

type Delivery = { sent_count: number; waiting_count: number; failed_count: number }

/** 'Sent 10 · Waiting 30 · Failed 2': the three add up to the recipients. */
export function deliveryCountsText(campaign: Delivery): string {
  const n = (value: number) => value.toLocaleString(intlTag())
  return t('Sent {sent} · Waiting {waiting} · Failed {failed}', {
    sent: n(campaign.sent_count),
    waiting: n(campaign.waiting_count),
    failed: n(campaign.failed_count),
  })
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
  return t('Retrying — {reason} since {time}', { reason: mailFailureText(campaign.retry_reason), time: when })
}

/**
 * The server's short phrase for why mail could not go out ('mail server unreachable', 'mail server
 * deferred the message (451)'), in the page's language when it is one the server says; any other
 * phrase as it came.
 */
const MAIL_FAILURES: readonly [RegExp, string][] = [
  [/^mail server unreachable$/, msg('mail server unreachable')],
  [/^mail could not be sent$/, msg('mail could not be sent')],
  [/^mail server deferred the message \((\d+)\)$/, msg('mail server deferred the message ({code})')],
  [/^mail server turned mail away \((\d+)\)$/, msg('mail server turned mail away ({code})')],
  [/^mail server refused the recipient \((\d+)\)$/, msg('mail server refused the recipient ({code})')],
]

export function mailFailureText(reason: string | null): string {
  if (reason === null) return t('mail could not be sent')
  for (const [pattern, sentence] of MAIL_FAILURES) {
    const match = pattern.exec(reason)
    if (match) return t(sentence, { code: match[1] })
  }
  return reason
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
  if (status.pending && status.email) {
    return t(
      'Send test mails a copy to your own newsletter address: confirm {email} with the link we sent first.',
      { email: status.email },
    )
  }
  if (status.bounced && status.email) {
    return t(
      'Send test mails a copy to your own newsletter address, and mail to {email} bounced: subscribe again on the home page with one that works.',
      { email: status.email },
    )
  }
  return t(
    'Send test mails a copy to your own newsletter address: subscribe on the home page with the Newsletter form, and confirm it, to get one.',
  )
}
