import { intlTag, msg, t } from '../../i18n/i18n'

/**
 * The Health screen's words: durations, job names, queue counts and states, in the page's language.
 * Durations and numbers come from Intl ('3 hours, 5 minutes', '3 horas y 5 minutos', '3 時間 5 分').
 */

type Unit = 'second' | 'minute' | 'hour' | 'day'

const amount = (count: number, unit: Unit) =>
  new Intl.NumberFormat(intlTag(), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 2,
  }).format(count)

/** Parts read as one amount: '1 hour, 5 minutes' ('1 hora y 5 minutos'). */
const together = (parts: string[]) =>
  new Intl.ListFormat(intlTag(), { style: 'short', type: 'unit' }).format(parts)

/** Numbers of the page's language: '1,204', '1.204'. */
const count = (value: number) => value.toLocaleString(intlTag())

/**
 * '45 seconds', '12 minutes', '3 hours, 5 minutes', '2 days, 4 hours': the two largest units, so an
 * uptime or a wait reads at a glance.
 */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  if (whole < 60) return amount(whole, 'second')
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return amount(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  const pair = (big: number, bigUnit: Unit, small: number, smallUnit: Unit) =>
    small > 0 ? together([amount(big, bigUnit), amount(small, smallUnit)]) : amount(big, bigUnit)
  if (hours < 24) return pair(hours, 'hour', minutes % 60, 'minute')
  return pair(Math.floor(hours / 24), 'day', hours % 24, 'hour')
}

/** How long a run took: '0.2 seconds' below ten seconds, else as durationText. */
export function runTimeText(seconds: number): string {
  if (seconds >= 10) return durationText(seconds)
  return amount(Math.max(0.01, Math.round(seconds * 100) / 100), 'second')
}

/** What each periodic job does, in words; a job this screen does not know keeps its name. */
const JOB_NAMES: Record<string, string> = {
  'mark-ended-spaces': msg('Mark Spaces ended'),
  'delete-expired-sessions': msg('Delete expired sessions'),
  'newsletter-sender': msg('Send the newsletter'),
  notifications: msg('Send reminders and alerts'),
  'x-sync': msg('Import from X'),
  'search-index': msg('Update the search index'),
  'webhook-deliveries': msg('Deliver webhooks'),
  'channel-posts': msg('Post to channels'),
}

export function jobLabel(name: string): string {
  const label = Object.hasOwn(JOB_NAMES, name) ? JOB_NAMES[name] : undefined
  return label ? t(label) : name
}

/** Each outbox by its table, in words; one this screen does not know keeps the server's label. */
const OUTBOX_NAMES: Record<string, string> = {
  newsletter_deliveries: msg('Newsletter mail'),
  notification_deliveries: msg('Reminders and alerts'),
}

export function outboxLabel(outbox: { name: string; label: string }): string {
  const label = Object.hasOwn(OUTBOX_NAMES, outbox.name) ? OUTBOX_NAMES[outbox.name] : undefined
  return label ? t(label) : outbox.label
}

/** 'Runs every minute', 'Runs every 5 minutes', 'Runs every hour'. */
export function intervalText(seconds: number): string {
  if (seconds < 60) {
    return t('{count, plural, one {Runs every second} other {Runs every # seconds}}', { count: seconds })
  }
  if (seconds < 3600) {
    const minutes = Math.round(seconds / 60)
    return t('{count, plural, one {Runs every minute} other {Runs every # minutes}}', { count: minutes })
  }
  const hours = Math.round(seconds / 3600)
  return t('{count, plural, one {Runs every hour} other {Runs every # hours}}', { count: hours })
}

/** The statuses an outbox row can have, in the order and words the screen shows them. */
const STATUS_WORDS: [status: string, words: string][] = [
  ['sent', msg('{count} sent')],
  ['waiting', msg('{count} waiting')],
  ['failed', msg('{count} failed')],
  ['bounced', msg('{count} bounced')],
  ['missed', msg('{count} missed (too late to send)')],
  ['skipped', msg('{count} skipped')],
]

/** '1,204 sent, 5 waiting, 3 failed' for one channel's counts; 'nothing yet' when all are zero. */
export function countsText(counts: Record<string, number>): string {
  const parts = STATUS_WORDS.filter(([status]) => (counts[status] ?? 0) > 0).map(([status, words]) =>
    t(words, { count: count(counts[status] ?? 0) }),
  )
  const known = new Set(STATUS_WORDS.map(([status]) => status))
  for (const [status, value] of Object.entries(counts)) {
    if (!known.has(status) && value > 0) parts.push(`${count(value)} ${status}`)
  }
  return parts.length > 0 ? together(parts) : t('nothing yet')
}

/** 'Email', 'Web Push': a channel's name. */
export function channelLabel(channel: string): string {
  if (channel === 'email') return t('Email')
  if (channel === 'push') return t('Web Push')
  return channel
}

/** '3 messages waiting, the oldest for 12 minutes' or 'Nothing waiting'. */
export function queueText(depth: number, oldestAgeSeconds: number): string {
  if (depth === 0) return t('Nothing waiting')
  return t(
    '{count, plural, one {# message waiting, the oldest for {age}} other {# messages waiting, the oldest for {age}}}',
    { count: depth, age: durationText(oldestAgeSeconds) },
  )
}
