import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { AccessNotice } from '../../entities/managed-profile/components/access-notice'
import { ManagedProfileGuard } from '../../entities/managed-profile/components/managed-profile-guard'
import { WebhooksManager } from '../../features/webhooks/components/webhooks-manager'
import { WEBHOOK_TEXT } from '../../features/webhooks/strings'

/**
 * `/dashboard/webhooks`: the managed profile's webhooks, for whoever may manage its Spaces (its host,
 * an admin, a helper with the Spaces flag); anyone else is told why, and the server refuses them too.
 */
export function DashboardWebhooksRoute() {
  return (
    <PageShell title={WEBHOOK_TEXT.title} back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard
        redirectTo="/"
        requires="spaces"
        denied={(profile) => <AccessNotice>{profile.deniedText('spaces')}</AccessNotice>}
      >
        {(profile) => (
          <>
            <p>{WEBHOOK_TEXT.intro}</p>
            {profile.isDelegated && profile.ownerPossessive ? (
              <p className="access-notice">
                {WEBHOOK_TEXT.delegated(profile.ownerPossessive, profile.username)}
              </p>
            ) : null}
            <WebhooksManager hostId={profile.hostId} />
          </>
        )}
      </ManagedProfileGuard>
    </PageShell>
  )
}
