import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { AdminHealth } from '../../features/admin-health/components/admin-health'
import { t } from '../../i18n/i18n'

/** `/admin/health`: the site's health in plain words, admins only; everyone else goes to `/`. */
export function AdminHealthRoute() {
  return (
    <PageShell title={t('Health')} back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <AdminHealth />}
      </RequireUser>
    </PageShell>
  )
}
