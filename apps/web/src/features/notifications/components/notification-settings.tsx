import { useEffect, useRef } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { errorDetail } from '../../../lib/server-message'
import {
  type NotificationSettings as Settings,
  useNotificationSettings,
  useUpdateSettings,
} from '../api/settings'
import { AlertsForm } from './alerts-form'
import { EmailSettings } from './email-settings'
import { FollowedHosts } from './followed-hosts'
import { PersonalFeed } from './personal-feed'
import { PushSettings } from './push-settings'
import './notifications.css'
import { t } from '../../../i18n/i18n'

/**
 * `/dashboard/notifications`: where alerts go (email, this browser), when reminders come,
 * which alerts, the weekly digest, the personal calendar feed and the hosts followed.
 */
export function NotificationSettings() {
  const settings = useNotificationSettings()
  useViewerZoneByDefault(settings.data)
  if (settings.isPending) return <LoadingState label={t('Loading your notification settings...')} />
  if (settings.isError) {
    return (
      <div className="card notify-settings__error" role="alert">
        <p>{t('Your notification settings could not be loaded.')}</p>
        {errorDetail(settings.error) ? <p className="notify-muted">{errorDetail(settings.error)}</p> : null}
        <button type="button" className="button button--secondary" onClick={() => void settings.refetch()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  return (
    <div className="notify-settings">
      <div className="notify-settings__channels">
        <EmailSettings settings={settings.data} />
        <PushSettings settings={settings.data} />
      </div>
      <AlertsForm settings={settings.data} />
      <FollowedHosts />
      <PersonalFeed />
    </div>
  )
}

/**
 * The zone alerts are written in starts as the viewer's own: while the saved one is still the
 * default (UTC, never set) and the browser's differs, the browser's is saved, once. The screen shows
 * it at once (AlertsForm), so UTC never flashes up first.
 */
function useViewerZoneByDefault(settings: Settings | undefined): void {
  const { zone } = useViewerTimeZone()
  const update = useUpdateSettings()
  const hasAsked = useRef(false)
  const shouldSet = settings?.timezone_is_default === true && settings.timezone !== zone
  useEffect(() => {
    if (!shouldSet || hasAsked.current) return
    hasAsked.current = true
    update.mutate({ timezone: zone })
  }, [shouldSet, zone, update])
}
