import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'
import { RequireUser } from '../../features/auth/components/require-user'

/** `/dashboard/links`: the profile links manager (a later issue); logged out goes to `/`. */
export function DashboardLinksRoute() {
  return (
    <PageShell title="Manage Links" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/">{() => <NotOpenYet />}</RequireUser>
    </PageShell>
  )
}
