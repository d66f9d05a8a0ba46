import type { ReactNode } from 'react'
import { PageShell } from '../../components/layout/page-shell'
import { HelperNotice } from '../../entities/managed-profile/components/helper-notice'
import {
  type GuardedProfile,
  ManagedProfileGuard,
} from '../../entities/managed-profile/components/managed-profile-guard'
import { ManagingProfileSelect } from '../../entities/managed-profile/components/managing-profile-select'
import { isHostRole } from '../../entities/managed-profile/profile-permissions'
import { MySpacesSection } from '../../features/dashboard/components/my-spaces-section'
import { QuickActions } from '../../features/dashboard/components/quick-actions'
import { WelcomeCard } from '../../features/dashboard/components/welcome-card'
import { EmbedSection } from '../../features/embed/components/embed-section'
import { DashboardNotifications } from '../../features/notifications/components/dashboard-notifications'
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form'
import { XImportToggle } from '../../features/profile/components/x-import-toggle'
import './dashboard.css'
import { t } from '../../i18n/i18n'

/** `/dashboard`: login required, else `/?error=not_authenticated`. */
export function DashboardRoute() {
  return (
    <PageShell title={t('Dashboard')}>
      <ManagedProfileGuard redirectTo="/?error=not_authenticated">
        {(profile) => <Dashboard profile={profile} />}
      </ManagedProfileGuard>
    </PageShell>
  )
}

/** The profile selector, the welcome card, Quick Actions and the managed profile's sections. */
function Dashboard({ profile }: { profile: GuardedProfile }) {
  const { user, username, hostId, can, ownerPossessive } = profile
  return (
    <div className="dashboard">
      <ManagingProfileSelect />
      <HelperNotice grant={profile.grant} can={can} />
      <WelcomeCard user={user} />
      <QuickActions profile={profile} />
      {/* The viewer's own alerts, whoever's profile is managed; the count is the viewer's own audience. */}
      <DashboardNotifications username={user.username} isHost={isHostRole(user.role)} />
      <MySpacesSection profile={profile} />
      {profile.isHostProfile && can.spaces ? (
        <EmbedSection username={username} hostId={hostId} ownerPossessive={ownerPossessive} />
      ) : null}
      {profile.isHostProfile && can.profile ? (
        <>
          <Section id="x-import-heading" title={t('Import from X')}>
            <XImportToggle username={username} hostId={hostId} />
          </Section>
          <Section
            id="profile-details-heading"
            title={
              ownerPossessive
                ? t('{owner} profile details', { owner: ownerPossessive })
                : t('Profile details')
            }
          >
            <ProfileEditForm username={username} hostId={hostId} />
          </Section>
        </>
      ) : null}
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="dashboard__section-title dashboard__section-title--spaced">
        {title}
      </h2>
      {children}
    </section>
  )
}
