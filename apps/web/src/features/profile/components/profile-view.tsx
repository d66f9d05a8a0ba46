import { profileName } from '@spaces/shared/domain/profile-meta'
import { SITE_NAME } from '../../../components/layout/site-brand'
import type { Space } from '../../spaces/api/get-spaces'
import type { Recommendation } from '../api/get-host-reading'
import type { Profile } from '../api/get-profile'
import { ProfileHeader } from './profile-header'
import { ProfileLinks } from './profile-links'
import { ProfileRecommendations } from './profile-recommendations'
import { ProfileSpaces } from './profile-spaces'
import './profile.css'

interface ProfileViewProps {
  profile: Profile
  /** 'Sync from X' is shown only to the person themselves, when host or admin (spec §6). */
  canSync: boolean
  spaces: { data: Space[] | undefined; isPending: boolean; isError: boolean; refetch: () => void }
  recommendations: Recommendation[] | undefined
  zone: string
  now: number
}

/** A host's public profile (spec §2 "Profile"): who they are, their links, Spaces and recommendations. */
export function ProfileView({ profile, canSync, spaces, recommendations, zone, now }: ProfileViewProps) {
  const hasLinks = profile.links.length > 0
  return (
    <div className="profile">
      {/* The tab's title after client-side navigation; the server writes the share tags (decisions, issue 12). */}
      <title>{`${profileName(profile)} (@${profile.username}) · ${SITE_NAME}`}</title>
      <ProfileHeader profile={profile} canSync={canSync} />
      <div className={hasLinks ? 'profile__columns profile__columns--with-side' : 'profile__columns'}>
        {hasLinks ? (
          <aside className="profile__side">
            <ProfileLinks links={profile.links} />
          </aside>
        ) : null}
        <div className="profile__main">
          <ProfileSpaces
            spaces={spaces.data}
            isLoading={spaces.isPending}
            isError={spaces.isError}
            onRetry={spaces.refetch}
            zone={zone}
            now={now}
          />
          <ProfileRecommendations items={recommendations} />
        </div>
      </div>
    </div>
  )
}
