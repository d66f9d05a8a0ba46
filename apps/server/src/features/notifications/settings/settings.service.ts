import type { Locale } from '@spaces/shared/i18n/locales'
import type {
  TNotificationKind,
  TNotificationSettings,
  TNotificationSettingsUpdate,
} from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { msg } from '../../../i18n/message'
import { randomToken, sha256Hex } from '../../../lib/crypto'
import { AppError } from '../../../lib/errors'
import { mailNotSent } from '../../../lib/mail-hold'
import { findConfirmedAddress, findGivenAddress } from '../../shared/mail-addresses.queries'
import type { NotificationsDeps } from '../notifications.deps'
import { confirmEmailMail } from './mail/confirm-email'
import { presentSettings } from './settings.presenter'
import { confirmByTokenHash, ensureSettings, findSettings, updateSettingsRow } from './settings.queries'
import { planUpdate } from './settings.rules'

type Db = Kysely<Database>

/**
 * The user's settings row (made with its defaults on first read), with the newsletter's addresses:
 * `newsletterAddress` is the confirmed one, which alerts may use as it is; `newsletterGiven` the one
 * given, confirmed or not, which the settings offer for alerts.
 */
export async function readSettings(db: Db, userId: number, now: number) {
  await ensureSettings(db, userId, now)
  const row = await findSettings(db, userId)
  if (!row) throw new AppError('NOT_FOUND', 'No settings')
  return {
    row,
    newsletterAddress: await findConfirmedAddress(db, userId),
    newsletterGiven: await findGivenAddress(db, userId),
  }
}

/**
 * A partial update. A new address is unconfirmed until its link is followed (its mail goes out here),
 * unless it is the confirmed newsletter address. Decided and written in one transaction with the
 * mail's place in the hourly limits: a refused update changes nothing.
 */
export async function updateSettings(
  deps: Pick<NotificationsDeps, 'db' | 'mailer' | 'mailQuota' | 'baseUrl'>,
  userId: number,
  update: TNotificationSettingsUpdate,
  now: number,
  /** The request's language: the alerts, and the confirmation mail, are written in it from now on. */
  locale?: Locale,
): Promise<{ settings: TNotificationSettings; message: string | null }> {
  const { db } = deps
  const { plan, reservation } = await db.transaction().execute(async (trx) => {
    const { row, newsletterAddress } = await readSettings(trx, userId, now)
    const plan = planUpdate(row, newsletterAddress, update, now)
    const to = plan.mailTo?.email
    const reservation = to ? await deps.mailQuota.reserveIn(trx, { userId, to }) : null
    await updateSettingsRow(trx, userId, locale ? { ...plan.set, locale } : plan.set)
    return { plan, reservation }
  })
  if (plan.mailTo && reservation !== null) {
    try {
      await deps.mailer.send(confirmEmailMail(deps.baseUrl, plan.mailTo.email, plan.mailTo.token, locale))
    } catch (err) {
      await deps.mailQuota.release(reservation)
      throw mailNotSent(err, {
        held: msg(
          'This site is not sending email just now, so the confirmation email could not go out. Try again later.',
        ),
        failed: msg('The confirmation email could not be sent. Try again later.'),
      })
    }
  }
  const fresh = await readSettings(db, userId, now)
  return {
    settings: presentSettings(fresh.row, fresh.newsletterAddress, fresh.newsletterGiven),
    message: plan.message,
  }
}

/** The double opt-in link: true when it confirmed an address. */
export function confirmEmail(db: Db, token: string, now: number): Promise<boolean> {
  return confirmByTokenHash(db, sha256Hex(token), now)
}

/** What turns one kind of alert off. */
const KIND_OFF = {
  reminder: { remind_minutes: '' },
  new_space: { new_space_alerts: 0 },
  live: { live_alerts: 0 },
  change: { change_notices: 0 },
  digest: { digest: 'off' as const },
} satisfies Record<TNotificationKind, object>

/** One-click unsubscribe from one kind of alert. */
export async function unsubscribeKind(
  db: Db,
  userId: number,
  kind: TNotificationKind,
  now: number,
): Promise<void> {
  await updateSettingsRow(db, userId, { ...KIND_OFF[kind], updated_at: now })
}

/** The personal feed's token, made on first ask; `rotate` replaces it (the old address stops working). */
export async function feedToken(db: Db, userId: number, rotate: boolean, now: number): Promise<string> {
  await ensureSettings(db, userId, now)
  if (!rotate) {
    const row = await findSettings(db, userId)
    if (row?.feed_token) return row.feed_token
  }
  const token = randomToken(24)
  await updateSettingsRow(db, userId, { feed_token: token, updated_at: now })
  return token
}
