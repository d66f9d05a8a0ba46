import type { TWebhookDelivery } from '@spaces/shared/schemas/webhooks'
import { useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { formatDateTimeInZone } from '../../../lib/time'
import { useDeliveries, useResendDelivery } from '../api/webhooks'
import { EVENT_LABELS, WEBHOOK_TEXT as T } from '../strings'

/** One webhook's newest deliveries: what, when (in the viewer's zone), how it went; Resend on each done one. */
export function DeliveryLog({ webhookId, hostId }: { webhookId: number; hostId: number | undefined }) {
  const deliveries = useDeliveries(webhookId)
  const resend = useResendDelivery(webhookId, hostId)
  const [message, setMessage] = useState<string | null>(null)
  const { zone } = useViewerTimeZone()

  if (deliveries.isPending) return <LoadingState label={T.logLoading} />
  if (deliveries.isError) {
    return (
      <div role="alert" className="delivery-log__error">
        <p>{T.logError}</p>
        <button type="button" className="button button--secondary" onClick={() => void deliveries.refetch()}>
          {T.retry}
        </button>
      </div>
    )
  }
  const rows = deliveries.data.deliveries
  async function send(delivery: TWebhookDelivery) {
    setMessage(null)
    try {
      await resend.mutateAsync(delivery.id)
      setMessage(T.resent)
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err))
    }
  }
  return (
    <div className="delivery-log">
      <p className="delivery-log__message" role="status">
        {message}
      </p>
      {rows.length === 0 ? (
        <p className="delivery-log__empty">{T.logEmpty}</p>
      ) : (
        <ul className="delivery-log__list" aria-label={T.showLog}>
          {rows.map((d) => (
            <li key={d.id} className={`delivery delivery--${d.status}`}>
              <div className="delivery__what">
                <strong>{t(EVENT_LABELS[d.event])}</strong> <code>{d.event}</code>
              </div>
              <div className="delivery__how">
                <span className="delivery__status">{T.status[d.status]}</span> · {T.attempts(d.attempts)} ·{' '}
                {T.answered(d.response_status)} ·{' '}
                <time dateTime={new Date((d.last_attempt_at ?? d.created_at) * 1000).toISOString()}>
                  {formatDateTimeInZone(d.last_attempt_at ?? d.created_at, zone)}
                </time>
                {d.next_attempt_at !== null && d.attempts > 0 ? (
                  <> · {T.nextTry(formatDateTimeInZone(d.next_attempt_at, zone))}</>
                ) : null}
              </div>
              {d.error ? <div className="delivery__error">{d.error}</div> : null}
              {d.status !== 'pending' ? (
                <button
                  type="button"
                  className="button button--secondary delivery__resend"
                  disabled={resend.isPending}
                  onClick={() => void send(d)}
                >
                  {T.resend}
                  <span className="visually-hidden"> {d.event}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
