import { type FormEvent, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { TextField } from '../../../components/ui/form-field'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { formatDateTimeInZone } from '../../../lib/time'
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/webhooks'
import { TOKEN_TEXT as T, WEBHOOK_TEXT } from '../strings'
import { OneTimeSecret } from './one-time-secret'
import './webhooks.css'

const errorText = (err: unknown) =>
  err instanceof ApiError ? err.message : t('Something went wrong. Try again.')

/** Make a named API token (shown once), list one's tokens with their last use, revoke one. */
export function TokensManager() {
  const create = useCreateApiToken()
  const [name, setName] = useState('')
  const [scope, setScope] = useState<'read' | 'write'>('read')
  const [made, setMade] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    try {
      setMade((await create.mutateAsync({ name: name.trim(), scope })).token)
      setName('')
    } catch (err) {
      setFailure(errorText(err))
    }
  }

  return (
    <div className="webhooks">
      <form className="card webhooks__form" noValidate onSubmit={submit} aria-labelledby="token-form-title">
        <h2 id="token-form-title" className="webhooks__title">
          {T.create}
        </h2>
        <TextField
          label={T.nameLabel}
          isRequired
          hint={T.nameHint}
          maxLength={60}
          value={name}
          onValueChange={setName}
        />
        <fieldset className="tokens__scope webhooks__events">
          <legend>{T.scopeLegend}</legend>
          {(['read', 'write'] as const).map((value) => (
            <label key={value} className="webhooks__event">
              <input
                type="radio"
                name="token-scope"
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {value === 'read' ? T.scopeRead : T.scopeWrite}
            </label>
          ))}
        </fieldset>
        {failure ? <AlertBanner>{failure}</AlertBanner> : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending || name.trim() === ''}
        >
          {create.isPending ? T.creating : T.create}
        </button>
      </form>
      {made ? (
        <OneTimeSecret
          title={T.tokenTitle}
          note={T.tokenOnce}
          value={made}
          done={T.done}
          onDone={() => setMade(null)}
        />
      ) : null}
      <TokenList onError={setFailure} />
    </div>
  )
}

/** One's tokens with when each was made and last used, and Revoke. */
function TokenList({ onError }: { onError: (message: string) => void }) {
  const tokens = useApiTokens()
  const revoke = useRevokeApiToken()
  const { zone } = useViewerTimeZone()
  async function revokeToken(id: number) {
    if (!window.confirm(T.confirmRevoke)) return
    try {
      await revoke.mutateAsync(id)
    } catch (err) {
      onError(errorText(err))
    }
  }
  return (
    <section className="card" aria-labelledby="token-list-title">
      <h2 id="token-list-title" className="webhooks__title">
        {T.listTitle}
      </h2>
      {tokens.isPending ? (
        <LoadingState label={T.loading} />
      ) : tokens.isError ? (
        <div role="alert">
          <p>{T.loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void tokens.refetch()}>
            {WEBHOOK_TEXT.retry}
          </button>
        </div>
      ) : tokens.data.tokens.length === 0 ? (
        <p className="webhooks__empty">{T.empty}</p>
      ) : (
        <ul className="webhooks__list">
          {tokens.data.tokens.map((token) => (
            <li key={token.id} className="webhook">
              <div>
                <strong>{token.name}</strong> · {T.scopeName[token.scope]} · {T.endsWith}{' '}
                <code>{token.hint}</code>
              </div>
              <div className="webhook__meta">
                {T.made(formatDateTimeInZone(token.created_at, zone))} ·{' '}
                {token.last_used_at === null
                  ? T.neverUsed
                  : T.lastUsed(formatDateTimeInZone(token.last_used_at, zone))}
              </div>
              <div className="webhook__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void revokeToken(token.id)}
                >
                  {T.revoke}
                  <span className="visually-hidden"> {token.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
