import { useLocation } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { AccessNotice } from '../../features/access/components/access-notice'
import { HelperNotice } from '../../features/access/components/helper-notice'
import { possessive } from '../../features/access/owner-name'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { RequireUser } from '../../features/auth/components/require-user'
import { HostsOnlyNotice } from '../../features/dashboard/components/hosts-only-notice'
import type { ManagedHost } from '../../features/shared/profile/managed-host'
import { useCreateRecurringSpaces, useCreateSpace } from '../../features/shared/spaces/api/mutate-spaces'
import { NewSpaceForm } from '../../features/space-form/components/new-space-form'
import type { NewSpaceRequest } from '../../features/space-form/new-space-values'

/** `/dashboard/new-space`: the Create Space form (spec §2, §5). Login required; success → /dashboard. */
export function NewSpaceRoute() {
  return (
    <PageShell title="New Space" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/?error=not_authenticated">
        {(user) => <CreateSpaceFor username={user.username} />}
      </RequireUser>
    </PageShell>
  )
}

/**
 * Creates on the profile the dashboard manages: the own one, or one the user helps with (host_id).
 * Without Manage Spaces there the form is not offered; a notice says why (issue 10).
 */
function CreateSpaceFor({ username }: { username: string }) {
  const { managed, isDelegated, hostId, isPending, can, access, deniedText } = useManagedProfile()
  if (isPending) return <LoadingState />
  const helperNotice = isDelegated && managed ? <HelperNotice profile={managed} can={can} /> : null
  if (!can.spaces) {
    if (access.kind === 'own') {
      return (
        <div className="card">
          <HostsOnlyNotice />
        </div>
      )
    }
    return (
      <>
        {helperNotice}
        <AccessNotice>{deniedText('spaces')}</AccessNotice>
      </>
    )
  }
  const host = managed?.username ?? username
  return (
    <>
      {helperNotice}
      {/* The Space URL hint names the X profile an empty URL falls back to: "@owner’s X profile". */}
      <CreateSpace
        username={host}
        hostId={hostId}
        ownerPossessive={isDelegated ? possessive(`@${host}`) : null}
      />
    </>
  )
}

function CreateSpace({ username, hostId, ownerPossessive }: ManagedHost) {
  const [, navigate] = useLocation()
  const createSpace = useCreateSpace()
  const createSeries = useCreateRecurringSpaces()

  async function submit(request: NewSpaceRequest) {
    const target = hostId === undefined ? {} : { host_id: hostId }
    if (request.kind === 'recurring') await createSeries.mutateAsync({ ...request.body, ...target })
    else await createSpace.mutateAsync({ ...request.body, ...target })
    navigate('/dashboard')
  }

  return <NewSpaceForm mode="live" username={username} ownerPossessive={ownerPossessive} onSubmit={submit} />
}
