import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { AccessNotice } from '../../features/access/components/access-notice'
import { isHostProfile } from '../../features/access/profile-permissions'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { RequireUser } from '../../features/auth/components/require-user'
import { LinksManager } from '../../features/links/components/links-manager'
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form'
import type { CurrentUser } from '../../features/shared/auth/api/get-current-user'
import { profileQueryOptions } from '../../features/shared/profile/api/get-profile'
import './dashboard-links.css'

/** `/dashboard/links`: the profile links manager (spec §2); logged out goes to `/`. */
export function DashboardLinksRoute() {
  return (
    <PageShell title="Manage Links" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/">{(user) => <ManagedLinks user={user} />}</RequireUser>
    </PageShell>
  )
}

/**
 * Acts on the profile the dashboard manages: the own one, or one the user helps with (host_id). Only
 * what the access allows is offered; the rest is said in words (issue 10).
 */
function ManagedLinks({ user }: { user: CurrentUser }) {
  const { managed, isDelegated, hostId, isPending, can, access, ownerPossessive, deniedText } =
    useManagedProfile()
  const username = managed?.username ?? user.username
  const queryClient = useQueryClient()
  const profileQuery = profileQueryOptions(username)
  const profile = useQuery({ ...profileQuery, enabled: !isPending && can.links })

  if (isPending) return <LoadingState />
  return (
    <div className="links-page">
      {can.links ? (
        <>
          {isDelegated ? (
            <p className="access-notice">
              You are managing {ownerPossessive} links (@{username}).
            </p>
          ) : null}
          <LinksManager
            links={profile.data?.links}
            isLoading={profile.isPending}
            isError={profile.isError}
            onRetry={() => void profile.refetch()}
            hostId={hostId}
            ownerPossessive={ownerPossessive}
            onChanged={() => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })}
          />
        </>
      ) : (
        <AccessNotice>{deniedText('links')}</AccessNotice>
      )}
      {can.profile && isHostProfile(user.role, access) ? (
        <section aria-labelledby="profile-details-title">
          <h2 id="profile-details-title" className="links-page__section-title">
            {ownerPossessive ? `${ownerPossessive} profile details` : 'Profile details'}
          </h2>
          <ProfileEditForm username={username} hostId={hostId} />
        </section>
      ) : null}
    </div>
  )
}
