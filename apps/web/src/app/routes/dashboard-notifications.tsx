import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { NotificationSettings } from '../../features/notifications/components/notification-settings'
import { t } from '../../i18n/i18n'

/** `/dashboard/notifications`: login required, like every dashboard screen. */
export function DashboardNotificationsRoute() {
  return (
    <PageShell title={t('Notifications')} back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/?error=not_authenticated">{() => <NotificationSettings />}</RequireUser>
    </PageShell>
  )
}
