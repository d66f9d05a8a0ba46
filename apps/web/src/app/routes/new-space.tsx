import { useLocation } from 'wouter'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AccessNotice } from '../../entities/managed-profile/components/access-notice'
import { HelperNotice } from '../../entities/managed-profile/components/helper-notice'
import {
  type GuardedProfile,
  ManagedProfileGuard,
} from '../../entities/managed-profile/components/managed-profile-guard'
import type { ManagedHost } from '../../entities/managed-profile/managed-host'
import { possessive } from '../../entities/managed-profile/owner-name'
import { useCreateRecurringSpaces, useCreateSpace } from '../../entities/space/api/mutate-spaces'
import { HostsOnlyNotice } from '../../features/dashboard/components/hosts-only-notice'
import { NewSpaceForm } from '../../features/space-form/components/new-space-form'
import type { NewSpaceRequest } from '../../features/space-form/new-space-values'
import { t } from '../../i18n/i18n'

/** `/dashboard/new-space`: the Create Space form. Login required; success goes to /dashboard. */
export function NewSpaceRoute() {
  return (
    <PageShell title={t('New Space')} back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard
        redirectTo="/?error=not_authenticated"
        requires="spaces"
        denied={(profile) => <NotAllowed profile={profile} />}
      >
        {(profile) => (
          <>
            <HelperNotice grant={profile.grant} can={profile.can} />
            {/* The Space URL hint names the X profile an empty URL falls back to: "@owner’s X profile". */}
            <CreateSpace
              username={profile.username}
              hostId={profile.hostId}
              ownerPossessive={profile.isDelegated ? possessive(`@${profile.username}`) : null}
            />
          </>
        )}
      </ManagedProfileGuard>
    </PageShell>
  )
}

/**
 * Without Manage Spaces on the managed profile the form is not offered: on one's own, because only
 * hosts schedule Spaces; on someone else's, a notice says what the access lacks.
 */
function NotAllowed({ profile }: { profile: GuardedProfile }) {
  if (profile.access.kind === 'own') {
    return (
      <div className="card">
        <HostsOnlyNotice />
      </div>
    )
  }
  return (
    <>
      <HelperNotice grant={profile.grant} can={profile.can} />
      <AccessNotice>{profile.deniedText('spaces')}</AccessNotice>
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
