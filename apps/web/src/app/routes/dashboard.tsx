import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { Avatar } from '../../components/ui/avatar'
import { HelperNotice } from '../../features/access/components/helper-notice'
import { ManagingProfileSelect } from '../../features/access/components/managing-profile-select'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { type CurrentUser, displayNameOf } from '../../features/auth/api/get-current-user'
import { RequireUser } from '../../features/auth/components/require-user'
import { HostsOnlyNotice } from '../../features/dashboard/components/hosts-only-notice'
import { MySpaces } from '../../features/dashboard/components/my-spaces'
import { type DashboardTab, tabFromQuery } from '../../features/dashboard/dashboard-spaces'
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form'
import { userSpacesQueryOptions } from '../../features/spaces/api/get-spaces'
import { useDeleteSpace } from '../../features/spaces/api/mutate-spaces'
import { useViewerTimeZone } from '../../features/timezone/use-viewer-time-zone'
import './dashboard.css'

/** `/dashboard`: login required, else `/?error=not_authenticated` (spec §2). */
export function DashboardRoute() {
  return (
    <PageShell title="Dashboard">
      <RequireUser redirectTo="/?error=not_authenticated">
        {(user) => <DashboardHome user={user} />}
      </RequireUser>
    </PageShell>
  )
}

/** The profile selector, the welcome card, Quick Actions and 'My Spaces' of the managed profile. */
function DashboardHome({ user }: { user: CurrentUser }) {
  const name = displayNameOf(user)
  const { profiles, managed, isDelegated, hostId, select, can, ownerPossessive } = useManagedProfile()
  const spacesOf = managed?.username ?? user.username
  const canHaveSpaces = isDelegated || user.role !== 'user'
  const hasActions = can.spaces || can.links || can.reading || !isDelegated
  return (
    <div className="dashboard">
      <ManagingProfileSelect profiles={profiles} value={managed?.id} onChange={select} />
      {isDelegated && managed ? <HelperNotice profile={managed} /> : null}
      <section className="card dashboard__welcome">
        <Avatar name={name} imageUrl={user.profile_image_url} />
        <div>
          <h2 className="dashboard__welcome-title">Welcome, {name}</h2>
          <p className="dashboard__handle">@{user.username}</p>
        </div>
      </section>
      <section className="card" aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="dashboard__section-title">
          Quick Actions
        </h2>
        {hasActions ? (
          <ul className="quick-actions">
            {/* Spec §2 lists New Space for everyone on their own profile (a listener is then told
                only hosts schedule); on a managed profile it follows the grant. */}
            {can.spaces || !isDelegated ? (
              <li>
                <Link to="/dashboard/new-space" className="quick-action">
                  New Space
                </Link>
              </li>
            ) : null}
            {can.links ? (
              <li>
                <Link to="/dashboard/links" className="quick-action">
                  Manage Links
                </Link>
              </li>
            ) : null}
            {can.reading || !isDelegated ? (
              <li>
                <Link to="/dashboard/reading" className="quick-action">
                  Reading List
                </Link>
              </li>
            ) : null}
            {isDelegated ? null : (
              <li>
                {/* Own profile only (spec §2). */}
                <Link to={`/access/${user.id}`} className="quick-action">
                  Manage Access
                </Link>
              </li>
            )}
          </ul>
        ) : (
          <p className="dashboard__no-actions">Your access allows no changes to {ownerPossessive} profile.</p>
        )}
      </section>
      <section className="card" aria-labelledby="my-spaces-heading">
        <h2 id="my-spaces-heading" className="dashboard__section-title dashboard__section-title--spaced">
          {ownerPossessive ? `${ownerPossessive} Spaces` : 'My Spaces'}
        </h2>
        {canHaveSpaces ? <HostSpaces username={spacesOf} canEdit={can.spaces} /> : <HostsOnlyNotice />}
      </section>
      {canHaveSpaces && can.profile ? (
        <section className="card" aria-labelledby="profile-details-heading">
          <h2
            id="profile-details-heading"
            className="dashboard__section-title dashboard__section-title--spaced"
          >
            {ownerPossessive ? `${ownerPossessive} profile details` : 'Profile details'}
          </h2>
          <ProfileEditForm username={spacesOf} hostId={hostId} />
        </section>
      ) : null}
    </div>
  )
}

/** The host's Spaces under tabs; the open tab lives in `?tab=` so that it survives Edit and Back. */
function HostSpaces({ username, canEdit }: { username: string; canEdit: boolean }) {
  const { data, isPending } = useQuery(userSpacesQueryOptions(username))
  const deleteSpace = useDeleteSpace()
  const { zone } = useViewerTimeZone()
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = tabFromQuery(searchParams.get('tab'))

  function selectTab(next: DashboardTab) {
    setSearchParams(next === 'upcoming' ? {} : { tab: next }, { replace: true })
  }

  return (
    <MySpaces
      // Spec §8: a failed load is silently an empty list.
      spaces={data ?? []}
      isLoading={isPending}
      tab={tab}
      onTabChange={selectTab}
      zone={zone}
      onDelete={canEdit ? (id) => deleteSpace.mutateAsync(id) : undefined}
    />
  )
}
