import { useParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { useViewerTimeZone } from '../../entities/viewer/use-viewer-time-zone'
import { ManageAccess } from '../../features/access/components/manage-access'
import './access.css'
import { msg, t } from '../../i18n/i18n'

/** `/access/:userId`: helpers of a profile. The server decides who is the owner (403 otherwise). */
export function AccessRoute() {
  const { userId = '' } = useParams()
  const { zone } = useViewerTimeZone()
  return (
    <PageShell title={t('Manage Access')} back={{ to: '/dashboard', label: msg('Back') }}>
      <RequireUser redirectTo="/">
        {(user) => (
          <>
            {/* Only the owner (or an admin, on anyone's) gets past the server's check. */}
            <p className="access-page__subtitle">
              {user.id === Number(userId)
                ? t('Grant helpers access to manage your profile')
                : t('Grant helpers access to manage this profile')}
            </p>
            <ManageAccess userId={Number(userId)} zone={zone} />
          </>
        )}
      </RequireUser>
    </PageShell>
  )
}
