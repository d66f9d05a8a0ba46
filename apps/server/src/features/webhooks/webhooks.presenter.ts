import type { TWebhook, TWebhookDelivery, TWebhookEvent } from '@spaces/shared/schemas/webhooks'
import type { DeliveryRow, EndpointRow } from './webhooks.queries'

export function presentWebhook(row: EndpointRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(',') as TWebhookEvent[],
    host_id: row.host_id,
    status: row.status,
    disabled_reason: row.disabled_reason,
    created_at: Number(row.created_at),
  }
}

export function presentDelivery(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    message_id: row.message_id,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    error: row.error,
    created_at: Number(row.created_at),
    last_attempt_at: row.last_attempt_at === null ? null : Number(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? Number(row.next_attempt_at) : null,
  }
}
