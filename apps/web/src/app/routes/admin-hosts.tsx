import { useQueryClient } from '@tanstack/react-query'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { ManageHosts } from '../../features/admin-hosts/components/manage-hosts'
import { RequireUser } from '../../features/auth/components/require-user'
import { hostsQueryOptions } from '../../features/shared/spaces/api/get-hosts'

/** `/admin/hosts`: admins only; everyone else goes to `/` (spec §2 "Manage Hosts"). */
export function AdminHostsRoute() {
  const queryClient = useQueryClient()
  // The calendar's host filter and featured hosts list hosts too.
  const refreshPublicHosts = () => queryClient.invalidateQueries({ queryKey: hostsQueryOptions().queryKey })
  return (
    <PageShell title="Manage Hosts" back={BACK_TO_CALENDAR}>
      <RequireUser redirectTo="/" adminOnly>
        {() => <ManageHosts onHostsChanged={refreshPublicHosts} />}
      </RequireUser>
    </PageShell>
  )
}
