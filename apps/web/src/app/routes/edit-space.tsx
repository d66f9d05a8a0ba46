import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'
import { RequireUser } from '../../features/auth/components/require-user'

/** `/dashboard/edit-space/:id`: edit a Space (a later issue). Login required. */
export function EditSpaceRoute() {
  return (
    <PageShell title="Edit Space" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/?error=not_authenticated">{() => <NotOpenYet />}</RequireUser>
    </PageShell>
  )
}
