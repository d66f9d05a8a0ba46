import { profileName } from '@spaces/shared/domain/profile-meta'
import { xProfileUrl } from '@spaces/shared/domain/space-url'
import type { ReactNode } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import type { Profile } from '../../../entities/profile/api/get-profile'
import { followerCountOf, followersText } from '../../../entities/profile/follower-count'
import { SubscribeButton } from '../../../entities/space/components/subscribe-button'
import { t } from '../../../i18n/i18n'
import { linkHostname } from '../../../lib/link-platforms'
import { toSafeLinkUrl } from '../../../lib/safe-url'
import { SyncFromXButton } from './sync-from-x-button'

const isHostRole = (role: Profile['role']) => role === 'host' || role === 'admin'

/** Avatar or initial, name, the handle linking to X, 'Sync from X' when allowed, bio, place, website. */
export function ProfileHeader({
  profile,
  canSync,
  followButton,
  shareActions,
}: {
  profile: Profile
  canSync: boolean
  followButton?: ReactNode
  shareActions?: ReactNode
}) {
  const name = profileName(profile)
  const bio = profile.bio?.trim()
  const location = profile.location?.trim()
  const website = toSafeLinkUrl(profile.website)
  const hasActions = canSync || isHostRole(profile.role)
  const followers = followerCountOf(profile)
  return (
    <section className="card profile-header" aria-label={t('About')}>
      <div className="profile-header__top">
        <div className="profile-header__avatar">
          <Avatar name={name} imageUrl={profile.profile_image_url} />
        </div>
        <div className="profile-header__identity">
          <h1 className="profile-header__name" dir="auto">
            {name}
          </h1>
          <a
            className="profile-header__handle"
            href={xProfileUrl(profile.username)}
            target="_blank"
            rel="noopener noreferrer"
          >
            @{profile.username}
            <span className="visually-hidden"> {t('on X (opens in a new tab)')}</span>
          </a>
          {isHostRole(profile.role) && followers !== null ? (
            <p className="profile-header__followers">{followersText(followers)}</p>
          ) : null}
        </div>
        {hasActions ? (
          <div className="profile-header__actions">
            {/* Only hosts have Spaces to be told about; the button hides itself on one's own profile. */}
            {isHostRole(profile.role) ? followButton : null}
            {canSync ? <SyncFromXButton /> : null}
            {/* A listener's calendar feed is always empty (only hosts have Spaces): nothing to offer. */}
            {isHostRole(profile.role) ? <SubscribeButton feed={{ username: profile.username }} /> : null}
            {shareActions}
          </div>
        ) : null}
      </div>
      {bio ? (
        <p className="profile-header__bio" dir="auto">
          {bio}
        </p>
      ) : null}
      {location || website ? (
        <ul className="profile-header__facts">
          {location ? (
            <li>
              <PinIcon />
              <span className="visually-hidden">{t('Location:')} </span>
              {location}
            </li>
          ) : null}
          {website ? (
            <li>
              <GlobeIcon />
              <span className="visually-hidden">{t('Website:')} </span>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {linkHostname(website)}
                <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  )
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="10" r="2.3" fill="currentColor" />
    </svg>
  )
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z" />
      </g>
    </svg>
  )
}
