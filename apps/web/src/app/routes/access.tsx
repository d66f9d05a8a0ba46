import { useParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { ManageAccess } from '../../features/access/components/manage-access'
import { RequireUser } from '../../features/auth/components/require-user'
import { useViewerTimeZone } from '../../features/timezone/use-viewer-time-zone'
import './access.css'

/** `/access/:userId`: helpers of a profile (spec §2). The server decides who is the owner (403 otherwise). */
export function AccessRoute() {
  const { userId = '' } = useParams()
  const { zone } = useViewerTimeZone()
  return (
    <PageShell title="Manage Access" back={{ to: '/dashboard', label: 'Back' }}>
      <p className="access-page__subtitle">Grant helpers access to manage your profile</p>
      <RequireUser redirectTo="/">{() => <ManageAccess userId={Number(userId)} zone={zone} />}</RequireUser>
    </PageShell>
  )
}
