import { type TWebhookEvent, WEBHOOK_EVENTS } from '@spaces/shared/schemas/webhooks'
import { type FormEvent, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { TextField } from '../../../components/ui/form-field'
import { LoadingState } from '../../../components/ui/loading-state'
import { intlTag, t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api/webhooks'
import { EVENT_LABELS, WEBHOOK_TEXT as T } from '../strings'
import { DeliveryLog } from './delivery-log'
import { OneTimeSecret } from './one-time-secret'
import './webhooks.css'

const errorText = (err: unknown) =>
  err instanceof ApiError ? err.message : t('Something went wrong. Try again.')

/** Connect a webhook, see its secret once, list the profile's webhooks with their delivery logs. */
export function WebhooksManager({ hostId }: { hostId: number | undefined }) {
  const create = useCreateWebhook(hostId)
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<TWebhookEvent[]>(['space.scheduled', 'space.live'])
  const [failure, setFailure] = useState<string | null>(null)
  const [secret, setSecret] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    try {
      const made = await create.mutateAsync({
        url: url.trim(),
        events,
        ...(hostId ? { host_id: hostId } : {}),
      })
      setSecret(made.secret)
      setUrl('')
    } catch (err) {
      setFailure(errorText(err))
    }
  }
  function toggle(event: TWebhookEvent, on: boolean) {
    setEvents((now) =>
      on ? WEBHOOK_EVENTS.filter((x) => x === event || now.includes(x)) : now.filter((x) => x !== event),
    )
  }

  return (
    <div className="webhooks">
      <form className="card webhooks__form" noValidate onSubmit={submit} aria-labelledby="webhook-form-title">
        <h2 id="webhook-form-title" className="webhooks__title">
          {T.connect}
        </h2>
        <TextField
          label={T.urlLabel}
          isRequired
          type="url"
          hint={T.urlHint}
          placeholder="https://…"
          autoComplete="url"
          value={url}
          onValueChange={setUrl}
        />
        <fieldset className="webhooks__events">
          <legend>{T.eventsLegend}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhooks__event">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              {t(EVENT_LABELS[event])}
            </label>
          ))}
        </fieldset>
        {failure ? <AlertBanner>{failure}</AlertBanner> : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending || url.trim() === '' || events.length === 0}
        >
          {create.isPending ? T.connecting : T.connect}
        </button>
      </form>
      {secret ? (
        <OneTimeSecret
          title={T.secretTitle}
          note={T.secretOnce}
          value={secret}
          done={T.secretDone}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <WebhookList hostId={hostId} onError={setFailure} />
    </div>
  )
}

/** The profile's webhooks: each with its status, events, delivery log and Delete. */
function WebhookList({
  hostId,
  onError,
}: {
  hostId: number | undefined
  onError: (message: string) => void
}) {
  const webhooks = useWebhooks(hostId)
  const remove = useDeleteWebhook(hostId)
  const [openLog, setOpenLog] = useState<number | null>(null)
  async function deleteHook(id: number) {
    if (!window.confirm(T.confirmRemove)) return
    try {
      await remove.mutateAsync(id)
    } catch (err) {
      onError(errorText(err))
    }
  }
  return (
    <section className="card" aria-labelledby="webhook-list-title">
      <h2 id="webhook-list-title" className="webhooks__title">
        {T.listTitle}
      </h2>
      {webhooks.isPending ? (
        <LoadingState label={T.loading} />
      ) : webhooks.isError ? (
        <div role="alert">
          <p>{T.loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void webhooks.refetch()}>
            {T.retry}
          </button>
        </div>
      ) : webhooks.data.webhooks.length === 0 ? (
        <p className="webhooks__empty">{T.empty}</p>
      ) : (
        <ul className="webhooks__list">
          {webhooks.data.webhooks.map((hook) => (
            <li key={hook.id} className="webhook">
              <div className="webhook__url">{hook.url}</div>
              <div className="webhook__meta">
                <span className={`webhook__status webhook__status--${hook.status}`}>
                  {hook.status === 'active' ? T.active : T.disabled}
                </span>{' '}
                ·{' '}
                {new Intl.ListFormat(intlTag(), { type: 'unit' }).format(
                  hook.events.map((e) => t(EVENT_LABELS[e])),
                )}
              </div>
              {hook.disabled_reason ? <p className="webhook__reason">{hook.disabled_reason}</p> : null}
              <div className="webhook__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded={openLog === hook.id}
                  aria-controls={`webhook-log-${hook.id}`}
                  onClick={() => setOpenLog(openLog === hook.id ? null : hook.id)}
                >
                  {openLog === hook.id ? T.hideLog : T.showLog}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void deleteHook(hook.id)}
                >
                  {T.remove}
                </button>
              </div>
              {openLog === hook.id ? (
                <div id={`webhook-log-${hook.id}`}>
                  <DeliveryLog webhookId={hook.id} hostId={hostId} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
