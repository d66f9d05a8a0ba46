import { useSearchParams } from 'wouter'
import { AccessNotice } from '../../../entities/managed-profile/components/access-notice'
import type { GuardedProfile } from '../../../entities/managed-profile/components/managed-profile-guard'
import { useHostSpaces } from '../../../entities/space/api/get-spaces'
import { useDeleteSpace } from '../../../entities/space/api/mutate-spaces'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { t } from '../../../i18n/i18n'
import { useNow } from '../../../lib/use-now'
import { type DashboardTab, tabFromQuery } from '../dashboard-spaces'
import { HostsOnlyNotice } from './hosts-only-notice'
import { MySpaces } from './my-spaces'

/**
 * The 'My Spaces' card of the managed profile: its Spaces under tabs when it is a host's; otherwise
 * why there are none (a helper is told the owner is not a host; a listener, how to become one).
 */
export function MySpacesSection({ profile }: { profile: GuardedProfile }) {
  const { username, can, ownerPossessive, owner, isDelegated } = profile
  return (
    <section className="card" aria-labelledby="my-spaces-heading">
      <h2 id="my-spaces-heading" className="dashboard__section-title dashboard__section-title--spaced">
        {ownerPossessive ? t('{owner} Spaces', { owner: ownerPossessive }) : t('My Spaces')}
      </h2>
      {profile.isHostProfile ? (
        <HostSpaces username={username} canEdit={can.spaces} ownerPossessive={ownerPossessive} />
      ) : isDelegated ? (
        <AccessNotice>{t('{owner} is not a host, so their profile has no Spaces.', { owner })}</AccessNotice>
      ) : (
        <HostsOnlyNotice />
      )}
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
      // A failed load is silently an empty list.
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
