import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { ManagedProfileGuard } from '../../entities/managed-profile/components/managed-profile-guard'
import { ChannelsManager } from '../../features/channels/components/channels-manager'

/**
 * `/dashboard/channels`: where the managed profile's Spaces are posted (Discord, Telegram, Mastodon,
 * Bluesky). Needs the Spaces permission (the host, or a helper allowed to manage Spaces); logged out
 * goes to `/`.
 */
export function DashboardChannelsRoute() {
  return (
    <PageShell title="Channels" back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard redirectTo="/" requires="spaces">
        {(profile) => (
          <>
            {profile.isDelegated ? (
              <p className="access-notice">
                You are managing {profile.ownerPossessive} channels (@{profile.username}).
              </p>
            ) : null}
            <ChannelsManager hostId={profile.hostId} />
          </>
        )}
      </ManagedProfileGuard>
    </PageShell>
  )
}
