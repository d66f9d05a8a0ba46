import { profileName } from '@spaces/shared/domain/profile-meta'
import type { Locale } from '@spaces/shared/i18n/locales'
import type { TProfile } from '@spaces/shared/schemas/profile'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import type { Translator } from '../../i18n/translate'
import { loadProfile } from '../shared/profiles'
import { findSpace, type SpaceWithHost } from '../shared/spaces.queries'
import { findNextSpaceOfHost, type NextSpace } from './share.queries'
import { type ShareCard, SITE_NAME } from './share-card'
import { formatShareStart, shareZone } from './share-time'

/** The host as a share names them: the display name, else the handle. */
export const hostName = (space: Pick<SpaceWithHost, 'display_name' | 'username'>) =>
  space.display_name?.trim() || space.username

export interface ProfileShare {
  profile: TProfile
  next: NextSpace | undefined
}

export function loadSpaceShare(db: Kysely<Database>, id: number): Promise<SpaceWithHost | undefined> {
  return findSpace(db, id)
}

export async function loadProfileShare(
  db: Kysely<Database>,
  username: string,
  now: number,
): Promise<ProfileShare | undefined> {
  const profile = await loadProfile(db, username)
  if (!profile) return undefined
  return { profile, next: await findNextSpaceOfHost(db, profile.id, now) }
}

/** The site's picture, its words in the reader's language. */
export function siteShareCard(t: Translator): ShareCard {
  return {
    kicker: null,
    heading: t(msg('X Spaces, on one calendar')),
    headingFallback: SITE_NAME,
    lines: [t(msg('Scheduled and recorded audio rooms by host,')), t(msg('shown in your own time zone.'))],
    person: null,
  }
}

/** A Space's picture; one canceled on X says so above the title and before the time it was to start. */
export function spaceShareCard(space: SpaceWithHost, t: Translator, locale: Locale): ShareCard {
  const zone = shareZone(space.host_timezone)
  const when = formatShareStart(space.scheduled_start, zone, locale)
  const isCanceled = isCanceledSpace(space)
  return {
    kicker: t(
      isCanceled ? msg('Canceled Space') : space.state === 'ended' ? msg('Recorded Space') : msg('Space'),
    ),
    heading: space.title,
    headingFallback: t(msg('A Space by @{handle}', { handle: space.username })),
    lines: [isCanceled ? t(msg('Canceled · {when}', { when })) : when, zone.replace(/_/g, ' ')],
    person: { name: hostName(space), handle: `@${space.username}` },
  }
}

export function profileShareCard({ profile, next }: ProfileShare, t: Translator, locale: Locale): ShareCard {
  const lines = next
    ? [
        t(msg('Next: {title}', { title: next.title })),
        formatShareStart(next.scheduled_start, shareZone(next.host_timezone), locale),
      ]
    : [t(msg('Upcoming and recorded Spaces'))]
  return {
    kicker: t(msg('Host')),
    heading: profileName(profile),
    headingFallback: `@${profile.username}`,
    lines,
    person: { name: profileName(profile), handle: `@${profile.username}` },
  }
}
