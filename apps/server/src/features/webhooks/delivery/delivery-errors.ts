import { type Message, msg } from '../../../i18n/message'
import { storedMessage, withValues } from '../../../i18n/stored'
import { english } from '../../../i18n/translate'

/**
 * Why a webhook was turned off: stored in English (the logs and an operator read it there), said in
 * the reader's language on the dashboard and in the owner's mail.
 */
export const WEBHOOK_OFF_REASONS = {
  gone: msg('The receiver answered 410 Gone, so the webhook was turned off.'),
  tired: msg('Every delivery failed for a day, so the webhook was turned off.'),
}

/** The turned-off reasons' templates, for reading a stored reason back. */
export const OFF_REASON_TEMPLATES = Object.values(WEBHOOK_OFF_REASONS)

/** A stored reason read back as its message; a webhook turned off with none kept failed for a day. */
export function webhookOffReason(stored: string | null): Message | string {
  return stored === null ? WEBHOOK_OFF_REASONS.tired : storedMessage(stored, OFF_REASON_TEMPLATES)
}

/**
 * Why a delivery did not go, as its log says it: stored in English, read back as one of these by the
 * presenter (webhooks.presenter.ts). Most specific first: a shorter sentence must not take a longer
 * one that starts with it.
 */
export const DELIVERY_ERRORS = {
  turnedOff: msg('Not sent: the webhook is turned off.'),
  // `reason`: why the webhook was turned off, or why its address may not be called.
  notSent: msg('Not sent: {reason}'),
  givenUp: msg('{error} Given up after a day of attempts.'),
  redirect: msg('The receiver answered {status}. Redirects are not followed.'),
  answered: msg('The receiver answered {status}.'),
}

/** The English text of a delivery error, as it is stored. */
export const deliveryError = {
  answered: (status: number, redirect: boolean) =>
    english(
      withValues(redirect ? DELIVERY_ERRORS.redirect : DELIVERY_ERRORS.answered, { status: String(status) }),
    ),
  givenUp: (error: string) => english(withValues(DELIVERY_ERRORS.givenUp, { error })),
  notSent: (reason: string) => english(withValues(DELIVERY_ERRORS.notSent, { reason })),
  turnedOff: () => english(DELIVERY_ERRORS.turnedOff),
}
