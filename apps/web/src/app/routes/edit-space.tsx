import type { TUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AlertBanner } from '../../components/ui/alert-banner'
import { LoadingState } from '../../components/ui/loading-state'
import { RequireUser } from '../../features/auth/components/require-user'
import { EditSpaceForm } from '../../features/space-form/components/edit-space-form'
import { spaceQueryOptions } from '../../features/spaces/api/get-spaces'
import { useUpdateSpace } from '../../features/spaces/api/mutate-spaces'

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
  const [, navigate] = useLocation()
  // A fresh copy every time: the form starts from what the server has now.
  const {
    data: space,
    isPending,
    isError,
  } = useQuery({ ...spaceQueryOptions(id), staleTime: 0, retry: false })
  const updateSpace = useUpdateSpace(id)

  if (isPending) return <LoadingState label="Loading space..." />
  if (isError || !space) return <LoadFailed />

  async function submit(body: TUpdateSpaceRequest) {
    const saved = await updateSpace.mutateAsync(body)
    // Back on the tab where the Space now is, so the host sees the change.
    navigate(saved.state === 'ended' ? '/dashboard?tab=recorded' : '/dashboard')
  }

  // Keyed by id: another Space's form starts fresh.
  return <EditSpaceForm key={space.id} space={space} onSubmit={submit} />
}
