import { useQueryClient } from '@tanstack/react-query'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { hostsQueryOptions } from '../../entities/profile/api/get-hosts'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { ManageHosts } from '../../features/admin-hosts/components/manage-hosts'
import { t } from '../../i18n/i18n'

/** `/admin/hosts`: admins only; everyone else goes to `/`. */
export function AdminHostsRoute() {
  const queryClient = useQueryClient()
  // The calendar's host filter and featured hosts list hosts too.
  const refreshPublicHosts = () => queryClient.invalidateQueries({ queryKey: hostsQueryOptions().queryKey })
  return (
    <PageShell title={t('Manage Hosts')} back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <ManageHosts onHostsChanged={refreshPublicHosts} />}
      </RequireUser>
    </PageShell>
  )
}
