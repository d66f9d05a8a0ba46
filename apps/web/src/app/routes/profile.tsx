import { bareUsername, usernameKey } from '@spaces/shared/domain/username'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { type Profile, profileQueryOptions } from '../../entities/profile/api/get-profile'
import { useHostSpaces } from '../../entities/space/api/get-spaces'
import { useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { useViewerTimeZone } from '../../entities/viewer/use-viewer-time-zone'
import { EmbedButton } from '../../features/embed/components/embed-button'
import { FollowButton } from '../../features/notifications/components/follow-button'
import { spaceCardButtons } from '../../features/notifications/components/space-card-buttons'
import { hostReadingQueryOptions } from '../../features/profile/api/get-host-reading'
import { ProfileView } from '../../features/profile/components/profile-view'
import { msg, t } from '../../i18n/i18n'
import { useNow } from '../../lib/use-now'

export const PROFILE_NOT_FOUND = msg('Profile not found')

/** `/profile/:username`: a host's public profile. */
export function ProfileRoute() {
  const { username = '' } = useParams()
  const handle = bareUsername(username)
  const profile = useQuery(profileQueryOptions(handle))

  if (profile.isPending) {
    return (
      <PageShell title={`@${handle}`}>
        <LoadingState label={t('Loading profile...')} />
      </PageShell>
    )
  }
  // Any load failure is 'Profile not found' with Go Home.
  if (profile.isError) return <ProfileNotFound />
  return (
    <ProfileFrame>
      <LoadedProfile profile={profile.data} />
    </ProfileFrame>
  )
}

function LoadedProfile({ profile }: { profile: Profile }) {
  const { data: viewer } = useCurrentUser()
  const now = useNow()
  const spaces = useHostSpaces(profile.username, now)
  const reading = useQuery(hostReadingQueryOptions(profile.username))
  const { zone } = useViewerTimeZone()
  const isSelf = !!viewer && usernameKey(viewer.username) === usernameKey(profile.username)
  const canSync = isSelf && (viewer?.role === 'host' || viewer?.role === 'admin')
  return (
    <ProfileView
      profile={profile}
      canSync={canSync}
      spaces={spaces}
      // A failed recommendations load leaves the section out; the rest of the profile still shows.
      recommendations={reading.data}
      zone={zone}
      now={now}
      followButton={<FollowButton username={profile.username} />}
      cardButtons={spaceCardButtons}
      // A host's schedule can be embedded on other sites (only hosts have Spaces).
      shareActions={
        profile.role === 'host' || profile.role === 'admin' ? (
          <EmbedButton username={profile.username} />
        ) : null
      }
    />
  )
}

/** The back link; the profile card holds the page's heading (the person's name). */
function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <Link to={BACK_TO_CALENDAR.to} className="back-link">
        <span className="flip-rtl" aria-hidden="true">
          ←
        </span>{' '}
        {t(BACK_TO_CALENDAR.label)}
      </Link>
      {children}
    </main>
  )
}

function ProfileNotFound() {
  return (
    <PageShell title={t(PROFILE_NOT_FOUND)}>
      <div className="card">
        <p>{t('There is no profile at this address, or it could not be loaded just now.')}</p>
        <Link to="/" className="button button--primary">
          {t('Go Home')}
        </Link>
      </div>
    </PageShell>
  )
}
