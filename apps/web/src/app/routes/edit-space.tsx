import type { TUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AlertBanner } from '../../components/ui/alert-banner'
import { LoadingState } from '../../components/ui/loading-state'
import { AccessNotice } from '../../features/access/components/access-notice'
import { useProfileAccess } from '../../features/access/use-profile-access'
import { RequireUser } from '../../features/auth/components/require-user'
import { type Space, spaceQueryOptions } from '../../features/shared/spaces/api/get-spaces'
import { useUpdateSpace } from '../../features/shared/spaces/api/mutate-spaces'
import { EditSpaceForm } from '../../features/space-form/components/edit-space-form'

export const LOAD_FAILED_MESSAGE = 'Failed to load space'

/** `/dashboard/edit-space/:id`: edit a Space; saving returns to /dashboard (spec §2). Login required. */
export function EditSpaceRoute() {
  const { id } = useParams<{ id: string }>()
  return (
    <PageShell title="Edit Space" back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/?error=not_authenticated">
        {() => (/^[1-9]\d{0,15}$/.test(id) ? <EditSpace id={Number(id)} /> : <LoadFailed />)}
      </RequireUser>
    </PageShell>
  )
}

function LoadFailed() {
  return <AlertBanner>{LOAD_FAILED_MESSAGE}</AlertBanner>
}

function EditSpace({ id }: { id: number }) {
  // A fresh copy every time: the form starts from what the server has now.
  const {
    data: space,
    isPending,
    isError,
  } = useQuery({ ...spaceQueryOptions(id), staleTime: 0, retry: false })

  if (isPending) return <LoadingState label="Loading space..." />
  if (isError || !space) return <LoadFailed />
  return <EditSpaceIfAllowed space={space} />
}

/**
 * The form only when the viewer may change Spaces on the Space's profile (own, or a grant with
 * Manage Spaces); otherwise a notice that says why, rather than a form whose Save gets a 403.
 */
function EditSpaceIfAllowed({ space }: { space: Space }) {
  const [, navigate] = useLocation()
  const updateSpace = useUpdateSpace(space.id)
  const host = { id: space.host_id, username: space.username, display_name: space.display_name }
  const { can, isPending, ownerPossessive, deniedText } = useProfileAccess(host)

  if (isPending) return <LoadingState label="Loading space..." />
  if (!can.spaces) return <AccessNotice>{deniedText('spaces')}</AccessNotice>

  async function submit(body: TUpdateSpaceRequest) {
    const saved = await updateSpace.mutateAsync(body)
    // Back on the tab where the Space now is, so the host sees the change.
    navigate(saved.state === 'ended' ? '/dashboard?tab=recorded' : '/dashboard')
  }

  return (
    <>
      {ownerPossessive ? (
        <AccessNotice>
          This Space is on {ownerPossessive} profile (@{space.username}).
        </AccessNotice>
      ) : null}
      {/* Keyed by id: another Space's form starts fresh. */}
      <EditSpaceForm key={space.id} space={space} onSubmit={submit} />
    </>
  )
}
