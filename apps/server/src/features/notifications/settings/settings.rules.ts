import {
  REMIND_MINUTES_CHOICES,
  type TNotificationSettingsUpdate,
  type TRemindMinutes,
} from '@spaces/shared/schemas/notifications'
import type { Updateable } from 'kysely'
import type { NotificationSettingsTable } from '../../../db/database'
import { randomToken, sha256Hex } from '../../../lib/crypto'
import { AppError } from '../../../lib/errors'
import type { SettingsRow } from './settings.queries'

/** The rules of a user's alert settings, as pure functions of their row. */

const emailKey = (email: string) => email.trim().toLowerCase()

/** Seconds before another confirmation mail may go to the same account. */
const CONFIRM_RESEND_SECONDS = 60

/** The stored minutes (`'15,60'`) as the choices they name, ascending; anything else is left out. */
export function parseMinutes(text: string): TRemindMinutes[] {
  return text
    .split(',')
    .map(Number)
    .filter((m): m is TRemindMinutes => (REMIND_MINUTES_CHOICES as readonly number[]).includes(m))
    .sort((a, b) => a - b)
}

/**
 * Where alert mail may go: the confirmed, unbounced address of the settings, or else the confirmed
 * newsletter address. Never an unconfirmed, bounced or complained one.
 */
export function mailAddressOf(row: SettingsRow, newsletterAddress: string | null): string | null {
  if (row.email) {
    if (row.email_bounced_at !== null) return null
    if (row.email_confirmed_at !== null) return row.email
    return newsletterAddress && emailKey(newsletterAddress) === row.email_key ? row.email : null
  }
  return newsletterAddress
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)

/** What one update writes, and the confirmation it mails (null when none). */
interface UpdatePlan {
  set: Updateable<NotificationSettingsTable>
  mailTo: { email: string; token: string } | null
  message: string | null
}

/** Decides an update from the current row; throws (429) when a confirmation was mailed a moment ago. */
export function planUpdate(
  row: SettingsRow,
  newsletterAddress: string | null,
  update: TNotificationSettingsUpdate,
  now: number,
): UpdatePlan {
  const changes: Partial<Record<keyof NotificationSettingsTable, unknown>> = {
    email_enabled: flag(update.email_enabled),
    push_enabled: flag(update.push_enabled),
    new_space_alerts: flag(update.new_space_alerts),
    live_alerts: flag(update.live_alerts),
    change_notices: flag(update.change_notices),
    digest: update.digest,
    timezone: update.timezone,
    timezone_set_at: update.timezone === undefined ? undefined : now,
    remind_minutes:
      update.remind_minutes_before === undefined
        ? undefined
        : [...new Set(update.remind_minutes_before)].sort((a, b) => a - b).join(','),
    updated_at: now,
  }
  let mailTo: UpdatePlan['mailTo'] = null
  const email = update.email === undefined ? undefined : (update.email?.trim() ?? null)
  if (email !== undefined && (email === null ? row.email !== null : emailKey(email) !== row.email_key)) {
    const isNewsletter =
      email !== null && newsletterAddress !== null && emailKey(newsletterAddress) === emailKey(email)
    const wait = (row.confirm_sent_at ?? 0) + CONFIRM_RESEND_SECONDS - now
    if (email !== null && !isNewsletter && row.confirm_sent_at !== null && wait > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'A confirmation email was just sent. Wait a minute before asking for another.',
        { retryAfterSeconds: wait },
      )
    }
    mailTo = email !== null && !isNewsletter ? { email, token: randomToken(24) } : null
    Object.assign(changes, {
      email,
      email_key: email === null ? null : emailKey(email),
      email_confirmed_at: isNewsletter ? now : null,
      email_bounced_at: null,
      confirm_token_hash: mailTo ? sha256Hex(mailTo.token) : null,
      // Kept when the address is cleared or replaced without a mail: clearing it must not make way
      // for the next confirmation sooner.
      confirm_sent_at: mailTo ? now : row.confirm_sent_at,
    })
  }
  return {
    set: Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== undefined),
    ) as Updateable<NotificationSettingsTable>,
    mailTo,
    message: mailTo
      ? `We sent a confirmation link to ${mailTo.email}. Alerts are mailed once you follow it.`
      : null,
  }
}
