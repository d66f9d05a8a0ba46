import { hostFeedPath, siteFeedPath } from '@spaces/shared/domain/feed-urls'
import { isHttpsUrl } from '@spaces/shared/domain/https-url'
import { personJsonLd, profileDescription, profileName } from '@spaces/shared/domain/profile-meta'
import { isoWithOffset } from '@spaces/shared/domain/zoned-time'
import type { Locale } from '@spaces/shared/i18n/locales'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { PAGES, paths } from '@spaces/shared/paths'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import { msg } from '../../i18n/message'
import type { Translator } from '../../i18n/translate'
import type { SpaceWithHost } from '../shared/spaces.queries'
import { hostName, type ProfileShare, profileShareCard, siteShareCard, spaceShareCard } from './share.service'
import { describeCard, SITE_NAME } from './share-card'
import { formatShareStart, shareZone } from './share-time'

/**
 * What each page that can be shared says about itself (its title, description, picture and JSON-LD):
 * share-head.ts renders it. Paths are made absolute from BASE_URL.
 */

export const SITE_DESCRIPTION = msg(
  'A community calendar of X Spaces: scheduled and recorded audio rooms by host.',
)

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

/** Home, reading list and glossary: fixed texts, the site's picture, and the site-wide feeds on home. */
export function staticPageHead(path: string, t: Translator): PageHead | undefined {
  const site = {
    imagePath: SITE_IMAGE_PATH,
    imageAlt: describeCard(siteShareCard(t)),
    ogType: 'website' as const,
  }
  if (path === PAGES.home) {
    return {
      ...site,
      title: SITE_NAME,
      shareTitle: SITE_NAME,
      description: t(SITE_DESCRIPTION),
      path: PAGES.home,
      alternates: [
        {
          type: 'application/rss+xml',
          href: siteFeedPath('xml'),
          title: t(msg('{name}: upcoming Spaces', { name: SITE_NAME })),
        },
        {
          type: 'text/calendar',
          href: siteFeedPath('ics'),
          title: t(msg('{name}: calendar', { name: SITE_NAME })),
        },
      ],
    }
  }
  if (path === PAGES.reading) {
    const shareTitle = t(msg('Reading'))
    return {
      ...site,
      title: `${shareTitle} · ${SITE_NAME}`,
      shareTitle,
      description: t(
        msg('Articles, videos, podcasts and books recommended by the hosts of Spaces Calendar.'),
      ),
      path: PAGES.reading,
    }
  }
  if (path === PAGES.glossary) {
    const shareTitle = t(msg('Glossary of Terms'))
    return {
      ...site,
      title: `${shareTitle} · ${SITE_NAME}`,
      shareTitle,
      description: t(
        msg('Terms heard in Spaces, explained at four levels: ELI5, high school, undergrad and graduate.'),
      ),
      path: PAGES.glossary,
    }
  }
  return undefined
}

/**
 * What a Space is about, in a line: its own description, or one made from what is known ("A live audio
 * Space hosted by … on <date, time, zone>."), so every Space page has one.
 */
function spaceAbout(space: SpaceWithHost, when: string, t: Translator): string {
  const own = space.description?.trim().replace(/\s+/g, ' ')
  return (
    own ||
    t(
      msg('A live audio Space hosted by {name} (@{handle}) on {when}.', {
        name: hostName(space),
        handle: space.username,
        when,
      }),
    )
  )
}

/**
 * A Space's preview: its title, when (in the host's zone, named), the host, and an `Event` in JSON-LD.
 * A Space canceled on X says so in the title, the description and the picture, not only in
 * the JSON-LD: a shared link must not look like a Space that will happen.
 */
export function spacePageHead(
  space: SpaceWithHost,
  baseUrl: string,
  t: Translator,
  locale: Locale,
): PageHead {
  const zone = shareZone(space.host_timezone)
  const when = formatShareStart(space.scheduled_start, zone, locale)
  const name = hostName(space)
  const isCanceled = isCanceledSpace(space)
  const shareTitle = isCanceled ? t(msg('Canceled: {title}', { title: space.title })) : space.title
  const about = space.description?.trim()
    ? `${when} · ${spaceAbout(space, when, t)}`
    : spaceAbout(space, when, t)
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
    description: space.description?.trim() || spaceAbout(space, when, t),
  }
  return {
    title: `${shareTitle} · ${SITE_NAME}`,
    shareTitle,
    description: clip(isCanceled ? t(msg('Canceled. {about}', { about })) : about, DESCRIPTION_MAX),
    path: paths.space(space.id),
    imagePath: spaceImagePath(space.id),
    imageAlt: describeCard(spaceShareCard(space, t, locale)),
    ogType: 'website',
    jsonLd,
  }
}

/** A profile's preview: name and bio, the host's own feeds, and a `ProfilePage` about a `Person`. */
export function profilePageHead(
  share: ProfileShare,
  baseUrl: string,
  t: Translator,
  locale: Locale,
): PageHead {
  const { profile } = share
  const path = paths.profile(profile.username)
  const imagePath = profileImagePath(profile.username)
  const person = personJsonLd(profile, { url: `${baseUrl}${path}`, imageUrl: `${baseUrl}${imagePath}` })
  const { '@context': _context, ...mainEntity } = person
  const heading = `${profileName(profile)} (@${profile.username})`
  return {
    title: `${heading} · ${SITE_NAME}`,
    shareTitle: heading,
    description: profile.bio?.trim()
      ? profileDescription(profile)
      : t(
          msg('{name} (@{handle}) on Spaces Calendar: upcoming and recorded Spaces.', {
            name: profileName(profile),
            handle: profile.username,
          }),
        ),
    path,
    imagePath,
    imageAlt: describeCard(profileShareCard(share, t, locale)),
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
        title: t(msg('{name}: upcoming Spaces', { name: heading })),
      },
      {
        type: 'text/calendar',
        href: hostFeedPath('ics', profile.username),
        title: t(msg('{name}: calendar', { name: heading })),
      },
    ],
  }
}
