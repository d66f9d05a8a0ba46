/** The Health screen's words: durations, job names, queue counts and states, in plain English. */

const plural = (count: number, one: string, other = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`

/**
 * '45 seconds', '12 minutes', '3 hours, 5 minutes', '2 days, 4 hours': the two largest units, so an
 * uptime or a wait reads at a glance.
 */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  if (whole < 60) return plural(whole, 'second')
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  const rest = (count: number, unit: string) => (count > 0 ? `, ${plural(count, unit)}` : '')
  if (hours < 24) return `${plural(hours, 'hour')}${rest(minutes % 60, 'minute')}`
  const days = Math.floor(hours / 24)
  return `${plural(days, 'day')}${rest(hours % 24, 'hour')}`
}

/** How long a run took: '0.2 seconds' below ten seconds, else as durationText. */
export function runTimeText(seconds: number): string {
  if (seconds >= 10) return durationText(seconds)
  const rounded = Math.max(0.01, Math.round(seconds * 100) / 100)
  return `${rounded.toLocaleString('en-US')} second${rounded === 1 ? '' : 's'}`
}

/** What each periodic job does, in words; a job this screen does not know keeps its name. */
const JOB_NAMES: Record<string, string> = {
  'mark-ended-spaces': 'Mark Spaces ended',
  'delete-expired-sessions': 'Delete expired sessions',
  'newsletter-sender': 'Send the newsletter',
  notifications: 'Send reminders and alerts',
  'x-sync': 'Import from X',
}

export function jobLabel(name: string): string {
  return JOB_NAMES[name] ?? name
}

/** 'Runs every minute', 'Runs every 5 minutes', 'Runs every hour'. */
export function intervalText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? 'Runs every second' : `Runs every ${plural(seconds, 'second')}`
  if (seconds < 3600) {
    const minutes = Math.round(seconds / 60)
    return minutes === 1 ? 'Runs every minute' : `Runs every ${plural(minutes, 'minute')}`
  }
  const hours = Math.round(seconds / 3600)
  return hours === 1 ? 'Runs every hour' : `Runs every ${plural(hours, 'hour')}`
}

/** The statuses an outbox row can have, in the order and words the screen shows them. */
const STATUS_WORDS: [status: string, words: string][] = [
  ['sent', 'sent'],
  ['waiting', 'waiting'],
  ['failed', 'failed'],
  ['bounced', 'bounced'],
  ['missed', 'missed (too late to send)'],
  ['skipped', 'skipped'],
]

/** '1,204 sent, 5 waiting, 3 failed' for one channel's counts; 'nothing yet' when all are zero. */
export function countsText(counts: Record<string, number>): string {
  const parts = STATUS_WORDS.filter(([status]) => (counts[status] ?? 0) > 0).map(
    ([status, words]) => `${(counts[status] ?? 0).toLocaleString('en-US')} ${words}`,
  )
  const known = new Set(STATUS_WORDS.map(([status]) => status))
  for (const [status, count] of Object.entries(counts)) {
    if (!known.has(status) && count > 0) parts.push(`${count.toLocaleString('en-US')} ${status}`)
  }
  return parts.length > 0 ? parts.join(', ') : 'nothing yet'
}

/** 'Email', 'Web Push': a channel's name. */
export function channelLabel(channel: string): string {
  if (channel === 'email') return 'Email'
  if (channel === 'push') return 'Web Push'
  return channel
}

/** '3 messages waiting, the oldest for 12 minutes' or 'Nothing waiting'. */
export function queueText(depth: number, oldestAgeSeconds: number): string {
  if (depth === 0) return 'Nothing waiting'
  return `${plural(depth, 'message')} waiting, the oldest for ${durationText(oldestAgeSeconds)}`
}
