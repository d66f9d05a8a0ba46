import { profileName } from '@spaces/shared/domain/profile-meta'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import type { TProfile } from '@spaces/shared/schemas/profile'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { loadProfile } from '../shared/profiles'
import { findSpace, type SpaceWithHost } from '../shared/spaces.queries'
import { findNextSpaceOfHost, type NextSpace } from './share.queries'
import { type ShareCard, SITE_NAME } from './share-card'
import { shareZone } from './share-time'

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

export const SITE_SHARE_CARD: ShareCard = {
  kicker: null,
  heading: 'X Spaces, on one calendar',
  headingFallback: SITE_NAME,
  lines: ['Scheduled and recorded audio rooms by host,', 'shown in your own time zone.'],
  person: null,
}

/** A Space's picture; one canceled on X says so above the title and before the time it was to start. */
export function spaceShareCard(space: SpaceWithHost): ShareCard {
  const zone = shareZone(space.host_timezone)
  const when = formatStartWithYear(space.scheduled_start, zone)
  const isCanceled = isCanceledSpace(space)
  return {
    kicker: isCanceled ? 'Canceled Space' : space.state === 'ended' ? 'Recorded Space' : 'Space',
    heading: space.title,
    headingFallback: `A Space by @${space.username}`,
    lines: [isCanceled ? `Canceled · ${when}` : when, zone.replace(/_/g, ' ')],
    person: { name: hostName(space), handle: `@${space.username}` },
  }
}

export function profileShareCard({ profile, next }: ProfileShare): ShareCard {
  const lines = next
    ? [`Next: ${next.title}`, formatStartWithYear(next.scheduled_start, shareZone(next.host_timezone))]
    : ['Upcoming and recorded Spaces']
  return {
    kicker: 'Host',
    heading: profileName(profile),
    headingFallback: `@${profile.username}`,
    lines,
    person: { name: profileName(profile), handle: `@${profile.username}` },
  }
}
