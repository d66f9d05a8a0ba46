import type { TChannelNetwork } from '@spaces/shared/schemas/channels'
import { type FormEvent, useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { type ChannelOwner, useConnectChannel } from '../api/channels-api'
import { CHANNEL_TEXT, NETWORK_FIELDS, NETWORK_NAME } from '../channel-texts'
import { type ChannelSettings, ChannelSettingsFields, defaultSettings } from './channel-settings-fields'

/**
 * Connecting one network: its credential fields, the events and the zone. The server checks the
 * credentials with the network before saving and answers its words when they are refused.
 */
export function ConnectForm({
  network,
  owner,
  initial,
  onDone,
  onCancel,
}: {
  network: TChannelNetwork
  owner: ChannelOwner
  initial?: ChannelSettings
  onDone: () => void
  onCancel?: () => void
}) {
  const [fields, setFields] = useState<Record<string, string>>({})
  const [settings, setSettings] = useState<ChannelSettings>(initial ?? defaultSettings())
  const [problem, setProblem] = useState<string | null>(null)
  const [issues, setIssues] = useState<Record<string, string>>({})
  const connect = useConnectChannel(owner)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem(null)
    setIssues({})
    if (settings.events.length === 0) {
      setIssues({ events: CHANNEL_TEXT.noEvents })
      return
    }
    try {
      await connect.mutateAsync({ network, ...fields, ...settings })
      onDone()
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null
      const byField = Object.fromEntries(
        (apiError?.issues ?? []).map((i) => [i.path.split('.')[0] ?? '', i.message]),
      )
      setIssues(byField)
      setProblem(apiError?.message ?? String(err))
    }
  }

  return (
    <form
      className="channel__form"
      onSubmit={submit}
      noValidate
      aria-label={CHANNEL_TEXT.connectTo(t(NETWORK_NAME[network]))}
    >
      {NETWORK_FIELDS[network].map((field) => (
        <FormField
          key={field.name}
          label={t(field.label)}
          isRequired
          hint={t(field.hint)}
          error={issues[field.name]}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name={field.name}
              type={field.secret ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              placeholder={field.placeholder}
              value={fields[field.name] ?? ''}
              onChange={(e) => setFields({ ...fields, [field.name]: e.currentTarget.value })}
            />
          )}
        </FormField>
      ))}
      <ChannelSettingsFields value={settings} onChange={setSettings} error={issues.events} />
      {problem ? (
        <p className="channel__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="channel__actions">
        <button type="submit" className="button button--primary" disabled={connect.isPending}>
          {connect.isPending ? CHANNEL_TEXT.connecting : CHANNEL_TEXT.connectTo(t(NETWORK_NAME[network]))}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {CHANNEL_TEXT.cancel}
          </button>
        ) : null}
      </div>
    </form>
  )
}
