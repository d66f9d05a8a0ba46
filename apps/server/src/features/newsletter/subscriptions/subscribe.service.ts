import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { CONFIRMATION_RESEND_SECONDS } from '@spaces/shared/limits'
import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import type { Transaction } from 'kysely'
import type { Database, UserRow } from '../../../db/database'
import { msg, waitMessage } from '../../../i18n/message'
import { translatorFor } from '../../../i18n/translate'
import { randomToken, sha256Hex } from '../../../lib/crypto'
import { AppError, badRequest } from '../../../lib/errors'
import { mailNotSent } from '../../../lib/mail-hold'
import type { OutgoingMail } from '../../../lib/mailer'
import { nowSeconds } from '../../../lib/time'
import type { NewsletterDeps } from '../newsletter.deps'
import { alreadySubscribedMail } from './mail/already-subscribed'
import { confirmationMail } from './mail/confirmation'
import { statusOf } from './subscriptions.presenter'
import {
  findSubscriberByEmailKey,
  findSubscriberByUser,
  insertSubscriber,
  releaseSubscriberFromAccount,
  rewriteSubscriber,
  type SubscriberRow,
  setConfirmSentAt,
} from './subscriptions.queries'

type Trx = Transaction<Database>

/** What one subscribe decided, inside its transaction; the mail goes out after the commit. */
type Outcome =
  | { kind: 'saved'; row: SubscriberRow; confirmToken: string | null }
  /** Confirmed for someone else: the address is told, the caller gets the answer a free address gets. */
  | { kind: 'held'; row: SubscriberRow }

/** The outcome, and the mail it counted against the hourly limits (null when nothing is mailed). */
type Decided = Outcome & { reservation: number | null }

/**
 * Subscribes the logged-in user with `email`. With double opt-in the address is `pending` and a
 * confirmation link is mailed; asking again while pending sends the link again (Resend), at most once
 * a minute per address. One subscription per account and per address.
 *
 * An address belongs to an account only once confirmed: a pending or unsubscribed row is
 * nobody's, so this request replaces it, with new tokens, and the mailbox decides by opening the link.
 * A confirmed address of another account is neither taken nor named: the caller gets the same answer
 * as for a free address, and the address gets a notice with its own unsubscribe link only. A bounced
 * address is never mailed from here and stays bounced.
 */
export async function subscribe(
  deps: NewsletterDeps,
  user: UserRow,
  email: string,
  /** The request's language: the subscription's mails are written in it. */
  locale: Locale,
): Promise<{ message: string; status: TNewsletterStatus }> {
  const t = translatorFor(locale)
  const emailKey = email.toLowerCase()
  const isDoubleOptIn = deps.config.doubleOptIn
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
    // A mail is counted with the change it belongs to: past a limit, neither happens.
    const reserve = (to: string) => deps.mailQuota.reserveIn(trx, { userId: user.id, to })
    const own = await findSubscriberByUser(trx, user.id)
    const byEmail = await findSubscriberByEmailKey(trx, emailKey)
    if (byEmail?.status === 'bounced') {
      throw badRequest(
        msg(
          'Mail to {email} cannot be delivered (it was refused before), so the newsletter cannot go there. Use another address.',
          { email },
        ),
      )
    }
    if (byEmail?.status === 'active') {
      if (byEmail.user_id === user.id) {
        throw new AppError(
          'CONFLICT',
          msg('You are already subscribed as {email}.', { email: byEmail.email }),
        )
      }
      holdBackResend(byEmail)
      const reservation = await reserve(byEmail.email)
      await setConfirmSentAt(trx, byEmail.id, nowSeconds())
      return { kind: 'held', row: byEmail, reservation }
    }
    if (byEmail?.status === 'pending' && isDoubleOptIn) holdBackResend(byEmail)
    const saved = await saveRequest(trx, user, email, { own, byEmail, isDoubleOptIn, locale })
    const reservation = saved.kind === 'saved' && saved.confirmToken ? await reserve(saved.row.email) : null
    return { ...saved, reservation }
  })

  const mailed = isDoubleOptIn
  const almostDone = (to: string) =>
    t(msg('Almost done: open the link we sent to {email} to confirm your subscription.', { email: to }))
  const subscribed = (to: string) => t(msg('Subscribed! The newsletter will come to {email}.', { email: to }))
  if (outcome.kind === 'held') {
    // Word for word the answer a free address gets, and the status it would show.
    await sendOrRelease(
      deps,
      { rowId: outcome.row.id, reservation: outcome.reservation },
      alreadySubscribedMail(deps.baseUrl, outcome.row.email, outcome.row.unsubscribe_token, {
        postalAddress: deps.config.postalAddress,
        // The address's owner reads this one: in their subscription's language.
        locale: parseLocale(outcome.row.locale) ?? deps.defaultLocale,
      }),
    )
    return {
      message: mailed ? almostDone(email) : subscribed(email),
      status: { subscribed: !mailed, email, pending: Boolean(mailed), bounced: false },
    }
  }
  const { row, confirmToken } = outcome
  if (!confirmToken) {
    return { message: subscribed(row.email), status: statusOf(row) }
  }
  await sendOrRelease(
    deps,
    { rowId: row.id, reservation: outcome.reservation },
    confirmationMail(deps.baseUrl, row.email, confirmToken, row.unsubscribe_token, {
      postalAddress: deps.config.postalAddress,
      locale,
    }),
  )
  return {
    message: almostDone(row.email),
    status: statusOf(row),
  }
}

/** At most one mail a minute about subscribing one address, whoever asks (it protects the mailbox). */
function holdBackResend(row: SubscriberRow): void {
  const since = nowSeconds() - (row.confirm_sent_at ?? 0)
  if (row.confirm_sent_at === null || since >= CONFIRMATION_RESEND_SECONDS) return
  const wait = CONFIRMATION_RESEND_SECONDS - since
  throw new AppError(
    'TOO_MANY_REQUESTS',
    msg('A confirmation email was sent a moment ago. Try again in {wait}.', { wait: waitMessage(wait) }),
    { retryAfterSeconds: wait },
  )
}

/** The caller's request, written over a row nobody has confirmed (or a new one). */
async function saveRequest(
  trx: Trx,
  user: UserRow,
  email: string,
  rows: {
    own: SubscriberRow | undefined
    byEmail: SubscriberRow | undefined
    isDoubleOptIn: boolean
    locale: Locale
  },
): Promise<Outcome> {
  const { own, byEmail, isDoubleOptIn, locale } = rows
  const emailKey = email.toLowerCase()
  const now = nowSeconds()
  // The row to write: the address's own, else the caller's (never a bounced one: it keeps its state).
  const target = byEmail ?? (own?.status === 'bounced' ? undefined : own)
  if (own && own.id !== target?.id) await releaseSubscriberFromAccount(trx, own, now)

  const confirmToken = isDoubleOptIn ? randomToken(24) : null
  const values = {
    user_id: user.id,
    email,
    email_key: emailKey,
    status: confirmToken ? ('pending' as const) : ('active' as const),
    confirm_token_hash: confirmToken ? sha256Hex(confirmToken) : null,
    confirm_sent_at: confirmToken ? now : null,
    confirmed_at: confirmToken ? null : now,
    subscribed_at: now,
    unsubscribed_at: null,
    locale,
  }
  if (target) {
    // A link mailed to another address, or to another person's request, must not reach this one.
    const isSameRequest = target.email_key === emailKey && target.user_id === user.id
    const row = await rewriteSubscriber(trx, target.id, values, isSameRequest ? undefined : randomToken(24))
    return { kind: 'saved', row, confirmToken }
  }
  const inserted = await insertSubscriber(trx, values, randomToken(24))
  // Someone else asked for the address between our read and this insert.
  if (!inserted) {
    throw new AppError('CONFLICT', 'This address was being subscribed at the same moment. Try again.')
  }
  return { kind: 'saved', row: inserted, confirmToken }
}

/** Sends a subscribe mail; when it cannot go, Resend may try again at once, and it is not counted. */
async function sendOrRelease(
  deps: NewsletterDeps,
  sent: { rowId: number; reservation: number | null },
  mail: OutgoingMail,
): Promise<void> {
  try {
    await deps.mailer.send(mail)
  } catch (err) {
    await setConfirmSentAt(deps.db, sent.rowId, null)
    if (sent.reservation !== null) await deps.mailQuota.release(sent.reservation)
    throw mailNotSent(err, {
      held: msg(
        'This site is not sending email just now, so the confirmation email could not go out. Try again later.',
      ),
      failed: msg('The confirmation email could not be sent just now. Try again in a few minutes.'),
    })
  }
}
