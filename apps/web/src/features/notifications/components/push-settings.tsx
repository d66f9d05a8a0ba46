import { t } from '../../../i18n/i18n'
import type { NotificationSettings } from '../api/settings'
import { PUSH_TEXTS, usePushToggle } from '../use-push-toggle'
import { SettingsCheckbox } from './settings-checkbox'

/**
 * Web Push for this browser. The browser asks for permission only when the box is ticked (never on
 * page load); blocked or unsupported browsers are told what to do instead.
 */
export function PushSettings({ settings }: { settings: NotificationSettings }) {
  const push = usePushToggle()
  const isOnHere = settings.push_enabled && push.hasThisBrowser === true
  const isUnavailable = push.availability === 'unsupported'
  return (
    <section className="card notify-section" aria-labelledby="notify-push-heading">
      <h2 id="notify-push-heading" className="notify-section__title">
        {t('Browser notifications')}
      </h2>
      <SettingsCheckbox
        label={t('Show alerts as notifications in this browser')}
        hint={t(
          'Your browser asks for permission first. Works while the browser is open, even on another tab.',
        )}
        checked={isOnHere}
        disabled={push.isBusy || push.hasThisBrowser === null || isUnavailable}
        onChange={(on) => void (on ? push.turnOn() : push.turnOff())}
      />
      {isUnavailable ? <p className="notify-muted">{t(PUSH_TEXTS.unsupported)}</p> : null}
      {!isUnavailable && push.availability === 'denied' && !push.failure ? (
        <p className="notify-muted">{t(PUSH_TEXTS.denied)}</p>
      ) : null}
      <p className="notify-status" role="status">
        {push.isBusy ? t('Working…') : push.message}
      </p>
      {push.failure ? (
        <p className="alert-banner" role="alert">
          {push.failure}
        </p>
      ) : null}
    </section>
  )
}
