import { useLocation } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { HelperNotice } from '../../features/access/components/helper-notice'
import { useManagedProfile } from '../../features/access/use-managed-profile'
import { RequireUser } from '../../features/auth/components/require-user'
import { HostsOnlyNotice } from '../../features/dashboard/components/hosts-only-notice'
import { NewSpaceForm } from '../../features/space-form/components/new-space-form'
import type { NewSpaceRequest } from '../../features/space-form/new-space-values'
import { useCreateRecurringSpaces, useCreateSpace } from '../../features/spaces/api/mutate-spaces'

/** `/dashboard/new-space`: the Create Space form (spec §2, §5). Login required; success → /dashboard. */
export function NewSpaceRoute() {
  return (
    <PageShell title="New Space" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/?error=not_authenticated">
        {(user) => <CreateSpaceFor role={user.role} username={user.username} />}
      </RequireUser>
    </PageShell>
  )
}

/** Creates on the profile the dashboard manages: the own one, or one the user helps with (host_id). */
function CreateSpaceFor({ role, username }: { role: string; username: string }) {
  const { managed, isDelegated, hostId, isPending, can, ownerPossessive } = useManagedProfile()
  if (isPending) return <LoadingState />
  if (isDelegated && !can.spaces) {
    return (
      <>
        {managed ? <HelperNotice profile={managed} /> : null}
        <p className="card" role="note">
          Your access to {ownerPossessive} profile does not include scheduling Spaces.
        </p>
      </>
    )
  }
  if (!isDelegated && role === 'user') {
    return (
      <div className="card">
        <HostsOnlyNotice />
      </div>
    )
  }
  return (
    <>
      {isDelegated && managed ? <HelperNotice profile={managed} /> : null}
      <CreateSpace
        username={managed?.username ?? username}
        hostId={hostId}
        ownerPossessive={ownerPossessive}
      />
    </>
  )
}

function CreateSpace({
  username,
  hostId,
  ownerPossessive,
}: {
  username: string
  hostId: number | undefined
  ownerPossessive: string | null
}) {
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
