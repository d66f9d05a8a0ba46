import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { NotOpenYet } from '../../components/ui/not-open-yet'
import { RequireUser } from '../../features/auth/components/require-user'

/** `/admin/newsletter`: admins only; everyone else goes to `/`. */
export function AdminNewsletterRoute() {
  return (
    <PageShell title="Newsletter" back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <NotOpenYet />}
      </RequireUser>
    </PageShell>
  )
}
