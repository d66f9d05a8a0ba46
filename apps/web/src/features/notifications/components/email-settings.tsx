import { ZNotificationSettingsUpdate } from '@spaces/shared/schemas/notifications'
import { useState } from 'react'
import { TextField } from '../../../components/ui/form-field'
import { t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { type NotificationSettings, useUpdateSettings } from '../api/settings'
import { SettingsCheckbox } from './settings-checkbox'

const sameAddress = (a: string, b: string | null) =>
  b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The first problem the shared schema finds with an address ('' removes it). */
function addressError(address: string): string | null {
  if (address.trim() === '') return null
  const result = ZNotificationSettingsUpdate.safeParse({ email: address })
  return result.success ? null : (result.error.issues[0]?.message ?? t('Enter a valid email address'))
}

/**
 * The address alerts go to, confirmed by a double opt-in link before anything is mailed, and mail on
 * or off. A new address is saved on its own: the server mails its confirmation link at once. The
 * address given to the newsletter, when it is not the one in use, is offered in one click.
 */
export function EmailSettings({ settings }: { settings: NotificationSettings }) {
  const [address, setAddress] = useState(settings.email ?? '')
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const update = useUpdateSettings()
  const error = addressError(address)
  const isChanged = address.trim() !== (settings.email ?? '')
  const hasAddress = settings.email !== null
  const newsletter = settings.newsletter_email
  const offersNewsletter = newsletter !== null && !sameAddress(newsletter, settings.email)

  function save(change: Parameters<typeof update.mutate>[0], fallback: string) {
    setFailure(null)
    setMessage(null)
    update.mutate(change, {
      onSuccess: (answer) => setMessage(answer.message ?? fallback),
      onError: (err) => setFailure(serverMessageOr(err, t('Your email settings could not be saved.'))),
    })
  }

  return (
    <section className="card notify-section" aria-labelledby="notify-email-heading">
      <h2 id="notify-email-heading" className="notify-section__title">
        {t('Email')}
      </h2>
      <AddressState settings={settings} />
      {offersNewsletter ? (
        <button
          type="button"
          className="button button--secondary notify-use-newsletter"
          disabled={update.isPending}
          onClick={() => {
            setAddress(newsletter)
            save({ email: newsletter }, t('Alerts go to {email}.', { email: newsletter }))
          }}
        >
          {t('Use my newsletter address ({email})', { email: newsletter })}
        </button>
      ) : null}
      <form
        className="notify-email-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (error || !isChanged || update.isPending) return
          const email = address.trim() === '' ? null : address.trim()
          save(
            { email },
            email ? t('We sent a confirmation link to {email}.', { email }) : t('Address removed.'),
          )
        }}
      >
        <TextField
          label={t('Email address')}
          type="email"
          autoComplete="email"
          value={address}
          onValueChange={setAddress}
          error={isChanged ? error : null}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={!isChanged || error !== null || update.isPending}
        >
          {t('Save address')}
        </button>
      </form>
      <SettingsCheckbox
        label={t('Send my alerts by email')}
        // Nothing can be mailed without an address: not ticked, and not to be ticked, until there is one.
        checked={settings.email_enabled && hasAddress}
        disabled={update.isPending || !hasAddress}
        hint={hasAddress ? undefined : t('Add an address first.')}
        onChange={(on) =>
          save({ email_enabled: on }, on ? t('Email alerts are on.') : t('Email alerts are off.'))
        }
      />
      <p className="notify-status" role="status">
        {message}
      </p>
      {failure ? (
        <p className="alert-banner" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}

function AddressState({ settings }: { settings: NotificationSettings }) {
  if (!settings.email)
    return <p className="notify-muted">{t('No address yet: add one to get alerts by email.')}</p>
  if (settings.email_confirmed) {
    return (
      <p>
        {t('Alerts go to')} <strong>{settings.email}</strong>{' '}
        <span className="notify-badge">{t('Confirmed')}</span>
      </p>
    )
  }
  return (
    <p>
      {t('We sent a confirmation link to')} <strong>{settings.email}</strong>.{' '}
      {t('Nothing is mailed until you open it.')}{' '}
      <span className="notify-badge notify-badge--pending">{t('Not confirmed')}</span>
    </p>
  )
}
