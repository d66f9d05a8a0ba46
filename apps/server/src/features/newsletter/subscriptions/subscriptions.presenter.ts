import type { TNewsletterStatus, TSubscriber } from '@spaces/shared/schemas/newsletter'
import type { SubscriberRow } from './subscriptions.queries'

/** A user's subscription as the widget shows it (no row: not subscribed). */
export function statusOf(row: SubscriberRow | undefined): TNewsletterStatus {
  return {
    subscribed: row?.status === 'active',
    email: row?.email ?? null,
    pending: row?.status === 'pending',
    bounced: row?.status === 'bounced',
  }
}

const COLUMNS = ['email', 'display_name', 'username', 'source', 'status', 'subscribed_at'] as const

/**
 * Subscribers as CSV (RFC 4180) for spreadsheets. A cell a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/CR) gets a leading apostrophe.
 */
export function subscribersCsv(subscribers: TSubscriber[]): string {
  const lines = [COLUMNS.join(',')]
  for (const s of subscribers) {
    const cells = [
      s.email,
      s.display_name ?? '',
      s.username ?? '',
      s.source,
      s.status,
      new Date(s.subscribed_at * 1000).toISOString(),
    ]
    lines.push(cells.map(csvCell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
