import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'
import { RequireUser } from '../../features/auth/components/require-user'

/** `/access/:userId`: helpers of a profile (a later issue). The server decides who is the owner. */
export function AccessRoute() {
  return (
    <PageShell title="Manage Access" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/">{() => <NotOpenYet />}</RequireUser>
    </PageShell>
  )
}
