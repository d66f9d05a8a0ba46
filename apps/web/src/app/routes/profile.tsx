import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { hostReadingQueryOptions } from '../../features/profile/api/get-host-reading'
import { type Profile, profileQueryOptions } from '../../features/profile/api/get-profile'
import { ProfileView } from '../../features/profile/components/profile-view'
import { userSpacesQueryOptions } from '../../features/spaces/api/get-spaces'
import { useViewerTimeZone } from '../../features/timezone/use-viewer-time-zone'
import { useNow } from '../../lib/use-now'

export const PROFILE_NOT_FOUND = 'Profile not found'

/** `/profile/:username`: a host's public profile (spec §2). */
export function ProfileRoute() {
  const { username = '' } = useParams()
  const handle = username.trim().replace(/^@/, '')
  const profile = useQuery(profileQueryOptions(handle))

  if (profile.isPending) {
    return (
      <PageShell title={`@${handle}`}>
        <LoadingState label="Loading profile..." />
      </PageShell>
    )
  }
  // Spec §8: any load failure is 'Profile not found' with Go Home.
  if (profile.isError) return <ProfileNotFound />
  return (
    <ProfileFrame>
      <LoadedProfile profile={profile.data} />
    </ProfileFrame>
  )
}

function LoadedProfile({ profile }: { profile: Profile }) {
  const { data: viewer } = useCurrentUser()
  const spaces = useQuery(userSpacesQueryOptions(profile.username))
  const reading = useQuery(hostReadingQueryOptions(profile.username))
  const { zone } = useViewerTimeZone()
  const now = useNow()
  const isSelf = viewer?.username.toLowerCase() === profile.username.toLowerCase()
  const canSync = isSelf && (viewer?.role === 'host' || viewer?.role === 'admin')
  return (
    <ProfileView
      profile={profile}
      canSync={canSync}
      spaces={{
        data: spaces.data,
        isPending: spaces.isPending,
        isError: spaces.isError,
        refetch: () => void spaces.refetch(),
      }}
      // A failed recommendations load leaves the section out; the rest of the profile still shows.
      recommendations={reading.data}
      zone={zone}
      now={now}
    />
  )
}

/** The back link; the profile card holds the page's heading (the person's name). */
function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <Link to={BACK_TO_CALENDAR.to} className="back-link">
        <span aria-hidden="true">←</span> {BACK_TO_CALENDAR.label}
      </Link>
      {children}
    </main>
  )
}

function ProfileNotFound() {
  return (
    <PageShell title={PROFILE_NOT_FOUND}>
      <div className="card">
        <p>There is no profile at this address, or it could not be loaded just now.</p>
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
      </div>
    </PageShell>
  )
}
