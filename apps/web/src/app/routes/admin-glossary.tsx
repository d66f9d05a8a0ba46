import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { AdminGlossaryManager } from '../../features/glossary/components/admin-glossary-manager'
import { t } from '../../i18n/i18n'

/** `/admin/glossary`: admins add, edit and delete terms; everyone else goes to `/`. */
export function AdminGlossaryRoute() {
  return (
    <PageShell title={t('Manage Glossary')} back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <AdminGlossaryManager />}
      </RequireUser>
    </PageShell>
  )
}
