import type { Locale } from '@spaces/shared/i18n/locales'
import type { TWebhook, TWebhookDelivery, TWebhookEvent } from '@spaces/shared/schemas/webhooks'
import { sayIn, storedSentence } from '../../i18n/stored'
import { DELIVERY_ERRORS, OFF_REASON_TEMPLATES, webhookOffReason } from './delivery/delivery-errors'
import type { DeliveryRow, EndpointRow } from './webhooks.queries'

/** A webhook as the dashboard shows it; why it was turned off in `locale` (stored in English). */
export function presentWebhook(row: EndpointRow, locale: Locale): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(',') as TWebhookEvent[],
    host_id: row.host_id,
    status: row.status,
    disabled_reason:
      row.disabled_reason === null ? null : sayIn(locale, webhookOffReason(row.disabled_reason)),
    created_at: Number(row.created_at),
  }
}

/** A delivery as its log shows it; why it did not go in `locale` (stored in English). */
export function presentDelivery(row: DeliveryRow, locale: Locale): TWebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    message_id: row.message_id,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    error: row.error === null ? null : sayIn(locale, deliveryError(row.error)),
    created_at: Number(row.created_at),
    last_attempt_at: row.last_attempt_at === null ? null : Number(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? Number(row.next_attempt_at) : null,
  }
}

/**
 * A stored delivery error as its message, with what it holds (why the webhook was turned off, the
 * answer a day of attempts ended on); anything else, such as a connection's failure, as stored.
 */
const deliveryError = (text: string) =>
  storedSentence(text, Object.values(DELIVERY_ERRORS), { reason: OFF_REASON_TEMPLATES })
