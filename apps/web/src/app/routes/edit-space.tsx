import type { TUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AlertBanner } from '../../components/ui/alert-banner'
import { LoadingState } from '../../components/ui/loading-state'
import { AccessNotice } from '../../entities/managed-profile/components/access-notice'
import { ManagedProfileGuard } from '../../entities/managed-profile/components/managed-profile-guard'
import { type Space, spaceQueryOptions } from '../../entities/space/api/get-spaces'
import { useUpdateSpace } from '../../entities/space/api/mutate-spaces'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { EditSpaceForm } from '../../features/space-form/components/edit-space-form'
import { activeLocale, msg, t } from '../../i18n/i18n'

export const LOAD_FAILED_MESSAGE = msg('Failed to load space')
const LOADING_SPACE = msg('Loading space...')
const NO_SESSION = '/?error=not_authenticated'

/** `/dashboard/edit-space/:id`: edit a Space; saving returns to /dashboard. Login required. */
export function EditSpaceRoute() {
  const { id } = useParams<{ id: string }>()
  return (
    <PageShell title={t('Edit Space')} back={BACK_TO_DASHBOARD}>
      {/* The login comes first: a visitor without a session is sent away before the Space loads. */}
      <RequireUser redirectTo={NO_SESSION}>
        {() => (/^[1-9]\d{0,15}$/.test(id) ? <EditSpace id={Number(id)} /> : <LoadFailed />)}
      </RequireUser>
    </PageShell>
  )
}

function LoadFailed() {
  return <AlertBanner>{t(LOAD_FAILED_MESSAGE)}</AlertBanner>
}

/**
 * The form only when the viewer may change Spaces on the Space's profile (own, or a grant with
 * Manage Spaces); otherwise a notice that says why, rather than a form whose Save gets a 403.
 */
function EditSpace({ id }: { id: number }) {
  // A fresh copy every time: the form starts from what the server has now.
  const {
    data: space,
    isPending,
    isError,
  } = useQuery({ ...spaceQueryOptions(id), staleTime: 0, retry: false })

  if (isPending) return <LoadingState label={t(LOADING_SPACE)} />
  if (isError || !space) return <LoadFailed />
  const host = { id: space.host_id, username: space.username, display_name: space.display_name }
  return (
    <ManagedProfileGuard
      redirectTo={NO_SESSION}
      profile={host}
      requires="spaces"
      loadingLabel={t(LOADING_SPACE)}
    >
      {({ ownerPossessive }) => <SaveSpace space={space} ownerPossessive={ownerPossessive} />}
    </ManagedProfileGuard>
  )
}

function SaveSpace({ space, ownerPossessive }: { space: Space; ownerPossessive: string | null }) {
  const [, navigate] = useLocation()
  const updateSpace = useUpdateSpace(space.id)

  async function submit(body: TUpdateSpaceRequest) {
    const saved = await updateSpace.mutateAsync(body)
    // Back on the tab where the Space now is, so the host sees the change.
    navigate(saved.state === 'ended' ? '/dashboard?tab=recorded' : '/dashboard')
  }

  return (
    <>
      {ownerPossessive ? (
        <AccessNotice>
          {activeLocale() === 'en'
            ? t('This Space is on {owner} profile (@{handle}).', {
                owner: ownerPossessive,
                handle: space.username,
              })
            : t('This Space is on {owner} profile (@{handle}).', {
                owner: `@${space.username}`,
                handle: space.username,
              })}
        </AccessNotice>
      ) : null}
      {/* Keyed by id: another Space's form starts fresh. */}
      <EditSpaceForm key={space.id} space={space} onSubmit={submit} />
    </>
  )
}
