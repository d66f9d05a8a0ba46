import { useParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { ManageAccess } from '../../features/access/components/manage-access'
import { RequireUser } from '../../features/auth/components/require-user'
import { useViewerTimeZone } from '../../features/shared/time-zone/use-viewer-time-zone'
import './access.css'

/** `/access/:userId`: helpers of a profile (spec §2). The server decides who is the owner (403 otherwise). */
export function AccessRoute() {
  const { userId = '' } = useParams()
  const { zone } = useViewerTimeZone()
  return (
    <PageShell title="Manage Access" back={{ to: '/dashboard', label: 'Back' }}>
      <RequireUser redirectTo="/">
        {(user) => (
          <>
            {/* Only the owner (or an admin, on anyone's) gets past the server's check. */}
            <p className="access-page__subtitle">
              {`Grant helpers access to manage ${user.id === Number(userId) ? 'your' : 'this'} profile`}
            </p>
            <ManageAccess userId={Number(userId)} zone={zone} />
          </>
        )}
      </RequireUser>
    </PageShell>
  )
}
