import { hostFeedPath, siteFeedPath } from '@spaces/shared/domain/feed-urls'
import { isHttpsUrl } from '@spaces/shared/domain/https-url'
import { personJsonLd, profileDescription, profileName } from '@spaces/shared/domain/profile-meta'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { isoWithOffset } from '@spaces/shared/domain/zoned-time'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { PAGES, paths } from '@spaces/shared/paths'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import type { SpaceWithHost } from '../shared/spaces.queries'
import {
  hostName,
  type ProfileShare,
  profileShareCard,
  SITE_SHARE_CARD,
  spaceShareCard,
} from './share.service'
import { describeCard, SITE_NAME } from './share-card'
import { shareZone } from './share-time'

/**
 * What each page that can be shared says about itself (its title, description, picture and JSON-LD):
 * share-head.ts renders it. Paths are made absolute from BASE_URL.
 */

export const SITE_DESCRIPTION =
  'A community calendar of X Spaces: scheduled and recorded audio rooms by host.'

const DESCRIPTION_MAX = 200
export const SITE_IMAGE_PATH = '/og/site.png'
const spaceImagePath = (id: number) => `/og/spaces/${id}.png`
const profileImagePath = (username: string) => `/og/profile/${encodeURIComponent(username)}.png`

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

/** What a shared link's preview says about one page. */
export interface PageHead {
  /** The tab's title, ending in the site name. */
  title: string
  /** og:title: the thing itself, without the site name (og:site_name carries it). */
  shareTitle: string
  description: string
  /** The page's own path: the canonical URL and og:url. */
  path: string
  /** The share image's path (a 1200×630 PNG). */
  imagePath: string
  /** The picture in words (og:image:alt, twitter:image:alt): every page here has a picture. */
  imageAlt: string
  ogType: 'website' | 'profile'
  jsonLd?: Record<string, unknown>
  /** Feeds of this page: `<link rel="alternate">`. */
  alternates?: { type: 'text/calendar' | 'application/rss+xml'; href: string; title: string }[]
}

const SITE_IMAGE_ALT = describeCard(SITE_SHARE_CARD)

/** Home, reading list and glossary: fixed texts, the site's picture, and the site-wide feeds on home. */
export const STATIC_PAGE_HEADS: Record<string, PageHead> = {
  [PAGES.home]: {
    title: SITE_NAME,
    shareTitle: SITE_NAME,
    description: SITE_DESCRIPTION,
    path: PAGES.home,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: SITE_IMAGE_ALT,
    ogType: 'website',
    alternates: [
      { type: 'application/rss+xml', href: siteFeedPath('xml'), title: `${SITE_NAME}: upcoming Spaces` },
      { type: 'text/calendar', href: siteFeedPath('ics'), title: `${SITE_NAME}: calendar` },
    ],
  },
  [PAGES.reading]: {
    title: `Reading · ${SITE_NAME}`,
    shareTitle: 'Reading',
    description: 'Articles, videos, podcasts and books recommended by the hosts of Spaces Calendar.',
    path: PAGES.reading,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: SITE_IMAGE_ALT,
    ogType: 'website',
  },
  [PAGES.glossary]: {
    title: `Glossary of Terms · ${SITE_NAME}`,
    shareTitle: 'Glossary of Terms',
    description:
      'Terms heard in Spaces, explained at four levels: ELI5, high school, undergrad and graduate.',
    path: PAGES.glossary,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: SITE_IMAGE_ALT,
    ogType: 'website',
  },
}

/**
 * What a Space is about, in a line: its own description, or one made from what is known ("A live audio
 * Space hosted by … on <date, time, zone>."), so every Space page has one.
 */
function spaceAbout(space: SpaceWithHost, when: string): string {
  const own = space.description?.trim().replace(/\s+/g, ' ')
  return own || `A live audio Space hosted by ${hostName(space)} (@${space.username}) on ${when}.`
}

/**
 * A Space's preview: its title, when (in the host's zone, named), the host, and an `Event` in JSON-LD.
 * A Space canceled on X says so in the title, the description and the picture, not only in
 * the JSON-LD: a shared link must not look like a Space that will happen.
 */
export function spacePageHead(space: SpaceWithHost, baseUrl: string): PageHead {
  const zone = shareZone(space.host_timezone)
  const when = formatStartWithYear(space.scheduled_start, zone)
  const name = hostName(space)
  const isCanceled = isCanceledSpace(space)
  const shareTitle = isCanceled ? `Canceled: ${space.title}` : space.title
  const about = space.description?.trim() ? `${when} · ${spaceAbout(space, when)}` : spaceAbout(space, when)
  const pageUrl = `${baseUrl}${paths.space(space.id)}`
  const profileUrl = `${baseUrl}${paths.profile(space.username)}`
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: space.title,
    url: pageUrl,
    image: `${baseUrl}${spaceImagePath(space.id)}`,
    startDate: isoWithOffset(space.scheduled_start, zone),
    endDate: isoWithOffset(space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS, zone),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    // Canceled on X: said so, for search engines that show events.
    eventStatus: isCanceled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: isHttpsUrl(space.space_url) ? space.space_url : pageUrl },
    organizer: { '@type': 'Person', name, alternateName: `@${space.username}`, url: profileUrl },
    description: space.description?.trim() || spaceAbout(space, when),
  }
  return {
    title: `${shareTitle} · ${SITE_NAME}`,
    shareTitle,
    description: clip(isCanceled ? `Canceled. ${about}` : about, DESCRIPTION_MAX),
    path: paths.space(space.id),
    imagePath: spaceImagePath(space.id),
    imageAlt: describeCard(spaceShareCard(space)),
    ogType: 'website',
    jsonLd,
  }
}

/** A profile's preview: name and bio, the host's own feeds, and a `ProfilePage` about a `Person`. */
export function profilePageHead(share: ProfileShare, baseUrl: string): PageHead {
  const { profile } = share
  const path = paths.profile(profile.username)
  const imagePath = profileImagePath(profile.username)
  const person = personJsonLd(profile, { url: `${baseUrl}${path}`, imageUrl: `${baseUrl}${imagePath}` })
  const { '@context': _context, ...mainEntity } = person
  const heading = `${profileName(profile)} (@${profile.username})`
  return {
    title: `${heading} · ${SITE_NAME}`,
    shareTitle: heading,
    description: profileDescription(profile),
    path,
    imagePath,
    imageAlt: describeCard(profileShareCard(share)),
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
        href: hostFeedPath('xml', profile.username),
        title: `${heading}: upcoming Spaces`,
      },
      { type: 'text/calendar', href: hostFeedPath('ics', profile.username), title: `${heading}: calendar` },
    ],
  }
}
