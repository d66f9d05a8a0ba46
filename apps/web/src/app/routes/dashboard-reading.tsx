import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { RequireUser } from '../../features/auth/components/require-user'
import { ReadingManager } from '../../features/reading/components/reading-manager'
import type { CurrentUser } from '../../features/shared/auth/api/get-current-user'

/** `/dashboard/reading`: the reading list manager; logged out goes to `/` (spec §8 "No session"). */
export function DashboardReadingRoute() {
  return (
    <PageShell title="Reading List" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/">{(user) => <ManagedReadingList user={user} />}</RequireUser>
    </PageShell>
  )
}

/**
 * Follows the dashboard's managed profile: its items, and `host_id` on new ones when it is not the
 * own. Without reading:manage there (a listener, or a grant without Edit Profile) the list is
 * read-only and says why.
 */
function ManagedReadingList({ user }: { user: CurrentUser }) {
  const { managed, isDelegated, hostId, isPending, can, ownerPossessive, deniedText } = useManagedProfile()
  if (isPending) return <LoadingState />
  const username = managed?.username ?? user.username
  return (
    <div className="reading-manager">
      {isDelegated && can.reading ? (
        <p className="card reading-notice">
          You are managing {ownerPossessive} reading list (@{username}) as their{' '}
          {managed?.access_level ?? 'helper'}.
        </p>
      ) : null}
      <ReadingManager
        key={username}
        viewerId={user.id}
        isAdmin={user.role === 'admin'}
        username={username}
        hostId={hostId}
        canManage={can.reading}
        deniedText={deniedText('reading')}
        ownerPossessive={ownerPossessive}
      />
    </div>
  )
}
