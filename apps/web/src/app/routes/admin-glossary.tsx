import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'
import { RequireUser } from '../../features/auth/components/require-user'

/** `/admin/glossary`: admins only; everyone else goes to `/`. */
export function AdminGlossaryRoute() {
  return (
    <PageShell title="Manage Glossary" back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <NotOpenYet />}
      </RequireUser>
    </PageShell>
  )
}
