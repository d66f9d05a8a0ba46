import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AccessNotice } from '../../entities/managed-profile/components/access-notice'
import {
  type GuardedProfile,
  ManagedProfileGuard,
} from '../../entities/managed-profile/components/managed-profile-guard'
import { profileQueryOptions } from '../../entities/profile/api/get-profile'
import { LinksManager } from '../../features/links/components/links-manager'
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form'
import './dashboard-links.css'
import { t } from '../../i18n/i18n'

/** `/dashboard/links`: the profile links manager; logged out goes to `/`. */
export function DashboardLinksRoute() {
  return (
    <PageShell title={t('Manage Links')} back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard redirectTo="/">
        {(profile) => <ManagedLinks profile={profile} />}
      </ManagedProfileGuard>
    </PageShell>
  )
}

/**
 * Acts on the profile the dashboard manages: the own one, or one the user helps with (host_id). Only
 * what the access allows is offered; the rest is said in words.
 */
function ManagedLinks({ profile }: { profile: GuardedProfile }) {
  const { username, isDelegated, hostId, can, ownerPossessive, deniedText } = profile
  const queryClient = useQueryClient()
  const profileQuery = profileQueryOptions(username)
  const loaded = useQuery({ ...profileQuery, enabled: can.links })

  return (
    <div className="links-page">
      {can.links ? (
        <>
          {isDelegated ? (
            <p className="access-notice">
              {t('You are managing {owner} links (@{handle}).', { owner: ownerPossessive, handle: username })}
            </p>
          ) : null}
          <LinksManager
            links={loaded.data?.links}
            isLoading={loaded.isPending}
            isError={loaded.isError}
            onRetry={() => void loaded.refetch()}
            hostId={hostId}
            ownerPossessive={ownerPossessive}
            onChanged={() => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })}
          />
        </>
      ) : (
        <AccessNotice>{deniedText('links')}</AccessNotice>
      )}
      {can.profile && profile.isHostProfile ? (
        <section aria-labelledby="profile-details-title">
          <h2 id="profile-details-title" className="links-page__section-title">
            {ownerPossessive
              ? t('{owner} profile details', { owner: ownerPossessive })
              : t('Profile details')}
          </h2>
          <ProfileEditForm username={username} hostId={hostId} />
        </section>
      ) : null}
    </div>
  )
}
