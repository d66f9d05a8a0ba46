import { personJsonLd, profileDescription, profileName } from '@spaces/shared/domain/profile-meta'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { isoWithOffset } from '@spaces/shared/domain/zoned-time'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { TProfile } from '@spaces/shared/schemas/profile'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { isHttpsUrl } from '../../lib/urls'
import { presentLink, presentProfile } from '../profile/profile.presenter'
import { findUserByKey, listLinks } from '../profile/profile.queries'
import { findSpace, type SpaceWithHost } from '../spaces/spaces.queries'
import { findNextSpaceOfHost, type NextSpace } from './share.queries'
import type { ShareCard } from './share-card'
import { type PageHead, SITE_DESCRIPTION, SITE_NAME } from './share-head'
import { shareZone } from './share-time'

const DESCRIPTION_MAX = 200

export const spacePagePath = (id: number) => `/spaces/${id}`
export const profilePagePath = (username: string) => `/profile/${encodeURIComponent(username)}`
export const SITE_IMAGE_PATH = '/og/site.png'
const spaceImagePath = (id: number) => `/og/spaces/${id}.png`
const profileImagePath = (username: string) => `/og/profile/${encodeURIComponent(username)}.png`

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
const hostName = (space: Pick<SpaceWithHost, 'display_name' | 'username'>) =>
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
  const user = await findUserByKey(db, username)
  if (!user) return undefined
  const links = await listLinks(db, user.id)
  return {
    profile: presentProfile(user, links.map(presentLink)),
    next: await findNextSpaceOfHost(db, user.id, now),
  }
}

/** Home, reading list and glossary: fixed texts, the site's picture, and the site-wide feeds on home. */
export const STATIC_PAGE_HEADS: Record<string, PageHead> = {
  '/': {
    title: SITE_NAME,
    shareTitle: SITE_NAME,
    description: SITE_DESCRIPTION,
    path: '/',
    imagePath: SITE_IMAGE_PATH,
    ogType: 'website',
    alternates: [
      { type: 'application/rss+xml', href: '/feeds/spaces.xml', title: `${SITE_NAME}: upcoming Spaces` },
      { type: 'text/calendar', href: '/feeds/spaces.ics', title: `${SITE_NAME}: calendar` },
    ],
  },
  '/reading': {
    title: `Reading · ${SITE_NAME}`,
    shareTitle: 'Reading',
    description: 'Articles, videos, podcasts and books recommended by the hosts of Spaces Calendar.',
    path: '/reading',
    imagePath: SITE_IMAGE_PATH,
    ogType: 'website',
  },
  '/glossary': {
    title: `Glossary of Terms · ${SITE_NAME}`,
    shareTitle: 'Glossary of Terms',
    description:
      'Terms heard in Spaces, explained at four levels: ELI5, high school, undergrad and graduate.',
    path: '/glossary',
    imagePath: SITE_IMAGE_PATH,
    ogType: 'website',
  },
}

/** A Space's preview: its title, when (in the host's zone, named), the host, and an `Event` in JSON-LD. */
export function spacePageHead(space: SpaceWithHost, baseUrl: string): PageHead {
  const zone = shareZone(space.host_timezone)
  const when = formatStartWithYear(space.scheduled_start, zone)
  const name = hostName(space)
  const about =
    space.description?.trim().replace(/\s+/g, ' ') || `A Space hosted by ${name} (@${space.username}).`
  const pageUrl = `${baseUrl}${spacePagePath(space.id)}`
  const profileUrl = `${baseUrl}${profilePagePath(space.username)}`
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: space.title,
    url: pageUrl,
    image: `${baseUrl}${spaceImagePath(space.id)}`,
    startDate: isoWithOffset(space.scheduled_start, zone),
    endDate: isoWithOffset(space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS, zone),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    // Canceled on X (issue 13): said so, for search engines that show events.
    eventStatus: isCanceledSpace(space)
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: isHttpsUrl(space.space_url) ? space.space_url : pageUrl },
    organizer: { '@type': 'Person', name, alternateName: `@${space.username}`, url: profileUrl },
    ...(space.description?.trim() ? { description: space.description.trim() } : {}),
  }
  return {
    title: `${space.title} · ${SITE_NAME}`,
    shareTitle: space.title,
    description: clip(`${when} · ${about}`, DESCRIPTION_MAX),
    path: spacePagePath(space.id),
    imagePath: spaceImagePath(space.id),
    ogType: 'website',
    jsonLd,
  }
}

/** A profile's preview: name and bio, the host's own feeds, and a `ProfilePage` about a `Person`. */
export function profilePageHead(profile: TProfile, baseUrl: string): PageHead {
  const path = profilePagePath(profile.username)
  const imagePath = profileImagePath(profile.username)
  const person = personJsonLd(profile, { url: `${baseUrl}${path}`, imageUrl: `${baseUrl}${imagePath}` })
  const { '@context': _context, ...mainEntity } = person
  const handle = encodeURIComponent(profile.username)
  const heading = `${profileName(profile)} (@${profile.username})`
  return {
    title: `${heading} · ${SITE_NAME}`,
    shareTitle: heading,
    description: profileDescription(profile),
    path,
    imagePath,
    ogType: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${baseUrl}${path}`,
      name: heading,
      mainEntity,
    },
    alternates: [
      {
        type: 'application/rss+xml',
        href: `/feeds/hosts/${handle}.xml`,
        title: `${heading}: upcoming Spaces`,
      },
      { type: 'text/calendar', href: `/feeds/hosts/${handle}.ics`, title: `${heading}: calendar` },
    ],
  }
}

export function spaceShareCard(space: SpaceWithHost): ShareCard {
  const zone = shareZone(space.host_timezone)
  return {
    kicker: space.state === 'ended' ? 'Recorded Space' : 'Space',
    heading: space.title,
    headingFallback: `A Space by @${space.username}`,
    lines: [formatStartWithYear(space.scheduled_start, zone), zone.replace(/_/g, ' ')],
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

export const SITE_SHARE_CARD: ShareCard = {
  kicker: null,
  heading: 'X Spaces, on one calendar',
  headingFallback: SITE_NAME,
  lines: ['Scheduled and recorded audio rooms by host,', 'shown in your own time zone.'],
  person: null,
}
