import { DIGEST_CHOICES, REMIND_MINUTES_CHOICES } from '@spaces/shared/schemas/notifications'
import { useState } from 'react'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { msg, t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import {
  type AlertValues,
  alertValuesOf,
  changedAlertFields,
  REMIND_LABELS,
  toggleMinutes,
} from '../alert-values'
import { type NotificationSettings, useUpdateSettings } from '../api/settings'
import { SettingsCheckbox } from './settings-checkbox'

export const SETTINGS_SAVED = msg('Settings saved.')

/** When reminders come, which alerts, and the weekly digest; saved together with one button. */
export function AlertsForm({ settings }: { settings: NotificationSettings }) {
  const [values, setValues] = useState<AlertValues>(() => alertValuesOf(settings))
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const update = useUpdateSettings()
  const changes = changedAlertFields(values, settings)
  const hasChanges = Object.keys(changes).length > 0
  const set = (next: Partial<AlertValues>) => {
    setMessage(null)
    setValues((current) => ({ ...current, ...next }))
  }

  return (
    <form
      className="card notify-section"
      aria-labelledby="notify-alerts-heading"
      onSubmit={(event) => {
        event.preventDefault()
        if (!hasChanges || update.isPending) return
        setFailure(null)
        update.mutate(changes, {
          onSuccess: (answer) => {
            setValues(alertValuesOf(answer.settings))
            setMessage(answer.message ?? t(SETTINGS_SAVED))
          },
          onError: (error) => setFailure(serverMessageOr(error, t('Your settings could not be saved.'))),
        })
      }}
    >
      <h2 id="notify-alerts-heading" className="notify-section__title">
        {t('Alerts')}
      </h2>
      <fieldset className="notify-fieldset">
        <legend>{t('Remind me before a Space starts')}</legend>
        <p className="notify-check__hint">
          {t(
            'For every Space of a host you follow and every Space you chose “Remind me” on. None ticked: no reminders.',
          )}
        </p>
        <div className="notify-offsets">
          {REMIND_MINUTES_CHOICES.map((minutes) => (
            <SettingsCheckbox
              key={minutes}
              label={t(REMIND_LABELS[minutes])}
              checked={values.remind_minutes_before.includes(minutes)}
              onChange={(on) =>
                set({ remind_minutes_before: toggleMinutes(values.remind_minutes_before, minutes, on) })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="notify-fieldset">
        <legend>{t('Also tell me')}</legend>
        <SettingsCheckbox
          label={t('When a host I follow schedules a new Space')}
          checked={values.new_space_alerts}
          onChange={(on) => set({ new_space_alerts: on })}
        />
        <SettingsCheckbox
          label={t('When a host I follow goes live')}
          checked={values.live_alerts}
          onChange={(on) => set({ live_alerts: on })}
        />
        <SettingsCheckbox
          label={t('When a Space I am reminded of moves or is canceled')}
          checked={values.change_notices}
          onChange={(on) => set({ change_notices: on })}
        />
      </fieldset>
      <DigestChoice settings={settings} values={values} onChange={(digest) => set({ digest })} />
      <div className="notify-actions">
        <button type="submit" className="button button--primary" disabled={!hasChanges || update.isPending}>
          {update.isPending ? t('Saving…') : t('Save settings')}
        </button>
        <p className="notify-status" role="status">
          {message}
        </p>
      </div>
      {failure ? (
        <p className="alert-banner" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  )
}

/**
 * Off or weekly, Monday 08:00 in the zone the user's alerts are written in: the viewer's own until
 * another is set; a viewer elsewhere is offered theirs.
 */
function DigestChoice({
  settings,
  values,
  onChange,
}: {
  settings: NotificationSettings
  values: AlertValues
  onChange: (digest: AlertValues['digest']) => void
}) {
  const { zone } = useViewerTimeZone()
  const update = useUpdateSettings()
  // Still the default: the viewer's zone, which is being saved (useViewerZoneByDefault).
  const alertZone = settings.timezone_is_default ? zone : settings.timezone
  return (
    <fieldset className="notify-fieldset">
      <legend>{t('Digest of the Spaces of hosts I follow')}</legend>
      {DIGEST_CHOICES.map((choice) => (
        <label key={choice} className="notify-check">
          <input
            type="radio"
            name="digest"
            checked={values.digest === choice}
            onChange={() => onChange(choice)}
          />
          <span>
            {choice === 'off' ? t('Off') : t('Weekly, on Mondays at 08:00 ({zone})', { zone: alertZone })}
          </span>
        </label>
      ))}
      <p className="notify-check__hint">
        {t('Times in your alerts are shown in {zone}.', { zone: alertZone })}{' '}
        {zone !== alertZone ? (
          <button
            type="button"
            className="notify-link-button"
            disabled={update.isPending}
            onClick={() => update.mutate({ timezone: zone })}
          >
            {t('Use {zone} instead', { zone })}
          </button>
        ) : null}
      </p>
    </fieldset>
  )
}
