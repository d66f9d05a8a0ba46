import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import {
  type GuardedProfile,
  ManagedProfileGuard,
} from '../../entities/managed-profile/components/managed-profile-guard'
import { ReadingManager } from '../../features/reading/components/reading-manager'
import { t } from '../../i18n/i18n'

/** `/dashboard/reading`: the reading list manager; logged out goes to `/`. */
export function DashboardReadingRoute() {
  return (
    <PageShell title={t('Reading List')} back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard redirectTo="/">
        {(profile) => <ManagedReadingList profile={profile} />}
      </ManagedProfileGuard>
    </PageShell>
  )
}

/**
 * Follows the dashboard's managed profile: its items, and `host_id` on new ones when it is not the
 * own. Without reading:manage there (a listener, or a grant without Edit Profile) the list is
 * read-only and says why.
 */
function ManagedReadingList({ profile }: { profile: GuardedProfile }) {
  const { user, username, grant, hostId, can, ownerPossessive, deniedText } = profile
  return (
    <div className="reading-manager">
      {grant && can.reading ? (
        <p className="card reading-notice">
          {t('You are managing {owner} reading list (@{handle}) as their {role}.', {
            owner: ownerPossessive,
            handle: username,
            role: grant.access_level ?? t('helper'),
          })}
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
