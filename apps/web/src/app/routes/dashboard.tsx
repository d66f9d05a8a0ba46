import { Link, useSearchParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { Avatar } from '../../components/ui/avatar'
import { LoadingState } from '../../components/ui/loading-state'
import { AccessNotice } from '../../features/access/components/access-notice'
import { HelperNotice } from '../../features/access/components/helper-notice'
import { ManagingProfileSelect } from '../../features/access/components/managing-profile-select'
import { isHostProfile, isHostRole, type ProfilePermissions } from '../../features/access/profile-permissions'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { RequireUser } from '../../features/auth/components/require-user'
import { HostsOnlyNotice } from '../../features/dashboard/components/hosts-only-notice'
import { MySpaces } from '../../features/dashboard/components/my-spaces'
import { type DashboardTab, tabFromQuery } from '../../features/dashboard/dashboard-spaces'
import { EmbedSection } from '../../features/embed/components/embed-section'
import { DashboardNotifications } from '../../features/notifications/components/dashboard-notifications'
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form'
import { XImportToggle } from '../../features/profile/components/x-import-toggle'
import { type CurrentUser, displayNameOf } from '../../features/shared/auth/api/get-current-user'
import { useHostSpaces } from '../../features/shared/spaces/api/get-spaces'
import { useDeleteSpace } from '../../features/shared/spaces/api/mutate-spaces'
import { useViewerTimeZone } from '../../features/shared/time-zone/use-viewer-time-zone'
import { useNow } from '../../lib/use-now'
import './dashboard.css'
import { paths } from '@spaces/shared/paths'

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
  const { profiles, managed, isDelegated, hostId, select, can, access, owner, ownerPossessive, isPending } =
    useManagedProfile()
  if (isPending) return <LoadingState />
  const spacesOf = managed?.username ?? user.username
  // A profile has Spaces (and details worth a form) once it is a host's (design §5).
  const hasSpaces = isHostProfile(user.role, access)
  return (
    <div className="dashboard">
      <ManagingProfileSelect profiles={profiles} value={managed?.id} onChange={select} />
      {isDelegated && managed ? <HelperNotice profile={managed} can={can} /> : null}
      <section className="card dashboard__welcome">
        <Avatar name={name} imageUrl={user.profile_image_url} />
        <div>
          <h2 className="dashboard__welcome-title">Welcome, {name}</h2>
          <p className="dashboard__handle">@{user.username}</p>
        </div>
      </section>
      <QuickActions userId={user.id} isDelegated={isDelegated} isHost={isHostRole(user.role)} can={can} />
      {/* The viewer's own alerts, whoever's profile is managed; the count is the viewer's own audience. */}
      <DashboardNotifications username={user.username} isHost={isHostRole(user.role)} />
      <section className="card" aria-labelledby="my-spaces-heading">
        <h2 id="my-spaces-heading" className="dashboard__section-title dashboard__section-title--spaced">
          {ownerPossessive ? `${ownerPossessive} Spaces` : 'My Spaces'}
        </h2>
        {hasSpaces ? (
          <HostSpaces username={spacesOf} canEdit={can.spaces} ownerPossessive={ownerPossessive} />
        ) : isDelegated ? (
          <AccessNotice>{owner} is not a host, so their profile has no Spaces.</AccessNotice>
        ) : (
          <HostsOnlyNotice />
        )}
      </section>
      {hasSpaces && can.spaces ? (
        <EmbedSection username={spacesOf} hostId={hostId} ownerPossessive={ownerPossessive} />
      ) : null}
      {hasSpaces && can.profile ? (
        <section className="card" aria-labelledby="x-import-heading">
          <h2 id="x-import-heading" className="dashboard__section-title dashboard__section-title--spaced">
            Import from X
          </h2>
          <XImportToggle username={spacesOf} hostId={hostId} />
        </section>
      ) : null}
      {hasSpaces && can.profile ? (
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

/**
 * Spec §2 Quick Actions: only what the viewer can do here (issue 20). On the own profile a host gets
 * all four; a listener none (the section goes, and "My Spaces" says once how to become a host), as
 * the server refuses a listener's Spaces, links and reading, and helpers would have nothing to
 * manage. On someone else's, only what the grant allows (issue 10), and none at all when it allows
 * nothing: the helper notice says so.
 */
function QuickActions({
  userId,
  isDelegated,
  isHost,
  can,
}: {
  userId: number
  isDelegated: boolean
  isHost: boolean
  can: ProfilePermissions
}) {
  const actions = [
    { to: '/dashboard/new-space', label: 'New Space', isOffered: can.spaces },
    { to: '/dashboard/links', label: 'Manage Links', isOffered: can.links },
    { to: '/dashboard/reading', label: 'Reading List', isOffered: can.reading },
    // Own profile only (spec §2), and only a host's has anything a helper could manage.
    { to: paths.access(userId), label: 'Manage Access', isOffered: !isDelegated && isHost },
  ].filter((action) => action.isOffered)
  if (actions.length === 0) return null
  return (
    <section className="card" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="dashboard__section-title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-action">
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The host's Spaces under tabs; the open tab lives in `?tab=` so that it survives Edit and Back. */
function HostSpaces({
  username,
  canEdit,
  ownerPossessive,
}: {
  username: string
  canEdit: boolean
  ownerPossessive: string | null
}) {
  const list = useHostSpaces(username, useNow())
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
      spaces={list.data ?? []}
      isLoading={list.isPending}
      olderSpaces={list}
      tab={tab}
      onTabChange={selectTab}
      zone={zone}
      canEdit={canEdit}
      onDelete={(id) => deleteSpace.mutateAsync(id)}
      ownerPossessive={ownerPossessive}
    />
  )
}
