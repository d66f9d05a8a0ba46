import { profileName } from '@spaces/shared/domain/profile-meta'
import type { ReactNode } from 'react'
import { SITE_NAME } from '../../../components/layout/site-brand'
import type { Profile } from '../../../entities/profile/api/get-profile'
import type { HostSpaces } from '../../../entities/space/api/get-spaces'
import type { SpaceCardButtons } from '../../../entities/space/components/space-card'
import type { Recommendation } from '../api/get-host-reading'
import { ProfileHeader } from './profile-header'
import { ProfileLinks } from './profile-links'
import { ProfileRecommendations } from './profile-recommendations'
import { ProfileSpaces } from './profile-spaces'
import './profile.css'

interface ProfileViewProps {
  profile: Profile
  /** 'Sync from X' is shown only to the person themselves, when host or admin. */
  canSync: boolean
  spaces: HostSpaces
  recommendations: Recommendation[] | undefined
  zone: string
  now: number
  /** More share actions beside Subscribe (the app's routes pass them: Embed). */
  shareActions?: ReactNode
  /** Follow for this host, beside the actions (the app's routes pass it). */
  followButton?: ReactNode
  /** Remind me on the upcoming Spaces' cards (the app's routes pass it). */
  cardButtons?: SpaceCardButtons
}

/** A host's public profile: who they are, their links, Spaces and recommendations. */
export function ProfileView({
  profile,
  canSync,
  spaces,
  recommendations,
  zone,
  now,
  shareActions,
  followButton,
  cardButtons,
}: ProfileViewProps) {
  const hasLinks = profile.links.length > 0
  return (
    <div className="profile">
      {/* The tab's title after client-side navigation; the server writes the share tags. */}
      <title>{`${profileName(profile)} (@${profile.username}) · ${SITE_NAME}`}</title>
      <ProfileHeader
        profile={profile}
        canSync={canSync}
        followButton={followButton}
        shareActions={shareActions}
      />
      <div className={hasLinks ? 'profile__columns profile__columns--with-side' : 'profile__columns'}>
        {hasLinks ? (
          <aside className="profile__side">
            <ProfileLinks links={profile.links} />
          </aside>
        ) : null}
        <div className="profile__main">
          <ProfileSpaces spaces={spaces} zone={zone} now={now} cardButtons={cardButtons} />
          {/* Shown once the Spaces above have their height: a list arriving after it would push it down. */}
          <ProfileRecommendations items={spaces.isPending ? undefined : recommendations} />
        </div>
      </div>
    </div>
  )
}
