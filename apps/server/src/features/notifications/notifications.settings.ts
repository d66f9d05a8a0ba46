import {
  REMIND_MINUTES_CHOICES,
  type TNotificationKind,
  type TNotificationSettings,
  type TNotificationSettingsUpdate,
  type TRemindMinutes,
} from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database, NotificationSettingsTable } from '../../db/database'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { MailHeldError } from '../../lib/mail-hold'
import type { MailQuota } from '../../lib/mail-quota'
import type { Mailer } from '../../lib/mailer'
import { confirmEmailMail } from './mail/confirm-email'
import {
  ensureSettings,
  findGivenNewsletterAddress,
  findNewsletterAddress,
  findSettings,
  type SettingsRow,
} from './notifications.queries'

const emailKey = (email: string) => email.trim().toLowerCase()

/** Seconds before another confirmation mail may go to the same account. */
const CONFIRM_RESEND_SECONDS = 60

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

/**
 * The settings as the API answers them. `newsletterGiven`: the newsletter address, confirmed or not
 * (offered for alerts); `newsletterAddress` is the confirmed one, which alerts may use as it is.
 */
export function presentSettings(
  row: SettingsRow,
  newsletterAddress: string | null,
  newsletterGiven: string | null = newsletterAddress,
): TNotificationSettings {
  return {
    email: row.email ?? newsletterAddress,
    email_confirmed: mailAddressOf(row, newsletterAddress) !== null,
    email_enabled: row.email_enabled === 1,
    push_enabled: row.push_enabled === 1,
    remind_minutes_before: parseMinutes(row.remind_minutes),
    new_space_alerts: row.new_space_alerts === 1,
    live_alerts: row.live_alerts === 1,
    change_notices: row.change_notices === 1,
    digest: row.digest,
    timezone: row.timezone,
    timezone_is_default: row.timezone_set_at === null,
    newsletter_email: newsletterGiven,
  }
}

export async function readSettings(db: Kysely<Database>, userId: number, now: number) {
  await ensureSettings(db, userId, now)
  const row = await findSettings(db, userId)
  if (!row) throw new AppError('NOT_FOUND', 'No settings')
  return {
    row,
    newsletterAddress: await findNewsletterAddress(db, userId),
    newsletterGiven: await findGivenNewsletterAddress(db, userId),
  }
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)

/** What one update writes, and the confirmation it mails (null when none). */
interface UpdatePlan {
  set: Record<string, unknown>
  mailTo: { email: string; token: string } | null
  message: string | null
}

/** Decides an update from the current row; throws (429) when a confirmation was mailed a moment ago. */
function planUpdate(
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
    set: Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    mailTo,
    message: mailTo
      ? `We sent a confirmation link to ${mailTo.email}. Alerts are mailed once you follow it.`
      : null,
  }
}

/**
 * A partial update. A new address is unconfirmed until its link is followed (its mail goes out here),
 * unless it is the confirmed newsletter address. Decided and written in one transaction with the
 * mail's place in the hourly limits: a refused update changes nothing.
 */
export async function updateSettings(
  ctx: { db: Kysely<Database>; mailer: Mailer; mailQuota: MailQuota; baseUrl: string },
  userId: number,
  update: TNotificationSettingsUpdate,
  now: number,
): Promise<{ settings: TNotificationSettings; message: string | null }> {
  const { db } = ctx
  const { plan, reservation } = await db.transaction().execute(async (trx) => {
    const { row, newsletterAddress } = await readSettings(trx, userId, now)
    const plan = planUpdate(row, newsletterAddress, update, now)
    const to = plan.mailTo?.email
    const reservation = to ? await ctx.mailQuota.reserveIn(trx, { userId, to }) : null
    await trx.updateTable('notification_settings').set(plan.set).where('user_id', '=', userId).execute()
    return { plan, reservation }
  })
  if (plan.mailTo && reservation !== null) {
    try {
      await ctx.mailer.send(confirmEmailMail(ctx.baseUrl, plan.mailTo.email, plan.mailTo.token))
    } catch (err) {
      await ctx.mailQuota.release(reservation)
      if (err instanceof MailHeldError) {
        throw new AppError(
          'UNAVAILABLE',
          'This site is not sending email just now, so the confirmation email could not go out. Try again later.',
          { retryAfterSeconds: 300 },
        )
      }
      throw new AppError('BAD_GATEWAY', 'The confirmation email could not be sent. Try again later.')
    }
  }
  const fresh = await readSettings(db, userId, now)
  return {
    settings: presentSettings(fresh.row, fresh.newsletterAddress, fresh.newsletterGiven),
    message: plan.message,
  }
}

/** The double opt-in link: true when it confirmed an address. */
export async function confirmEmail(db: Kysely<Database>, token: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ email_confirmed_at: now, confirm_token_hash: null, updated_at: now })
    .where('confirm_token_hash', '=', sha256Hex(token))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** One-click unsubscribe from one kind of alert. */
export async function unsubscribeKind(
  db: Kysely<Database>,
  userId: number,
  kind: TNotificationKind,
  now: number,
): Promise<void> {
  const column = {
    reminder: { remind_minutes: '' },
    new_space: { new_space_alerts: 0 },
    live: { live_alerts: 0 },
    change: { change_notices: 0 },
    digest: { digest: 'off' as const },
  }[kind]
  await db
    .updateTable('notification_settings')
    .set({ ...column, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
}

/** The personal feed's token, made on first ask; `rotate` replaces it (the old address stops working). */
export async function feedToken(db: Kysely<Database>, userId: number, rotate: boolean, now: number) {
  await ensureSettings(db, userId, now)
  if (!rotate) {
    const row = await findSettings(db, userId)
    if (row?.feed_token) return row.feed_token
  }
  const token = randomToken(24)
  await db
    .updateTable('notification_settings')
    .set({ feed_token: token, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
  return token
}
