import { eventDetails, joinLink } from '@spaces/shared/domain/calendar-link'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { FeedSpace } from './feeds.queries'

/** How often subscribed calendar apps are asked to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60

export interface FeedInfo {
  /** Absolute URL of the feed itself. */
  feedUrl: string
  /** The page the feed belongs to: the home page or a host's profile. */
  pageUrl: string
  title: string
  description: string
}

export interface FeedContext {
  baseUrl: string
}

/** `{BASE_URL}/spaces/{id}`: the Space's own page, which every feed links to. */
export function spacePageUrl(baseUrl: string, id: number): string {
  return new URL(`/spaces/${id}`, baseUrl).toString()
}

/** `{BASE_URL}/profile/{username}`. */
export function profilePageUrl(baseUrl: string, username: string): string {
  return new URL(`/profile/${encodeURIComponent(username)}`, baseUrl).toString()
}

export function hostName(space: Pick<FeedSpace, 'display_name' | 'username'>): string {
  return space.display_name?.trim() || `@${space.username}`
}

const toDate = (unix: number) => new Date(unix * 1000)

/**
 * An iCalendar file (RFC 5545) of the Spaces, written by ical-generator (escaping, CRLF, folding at
 * 75 octets). Every time is UTC; UID `space-{id}@{host of BASE_URL}` stays the same for the life of
 * the Space, SEQUENCE and LAST-MODIFIED move with each edit. DTSTAMP is the last change too, so the
 * same data always gives the same bytes (and ETag) on every instance.
 */
export async function renderCalendar(
  spaces: readonly FeedSpace[],
  info: FeedInfo,
  ctx: FeedContext,
): Promise<string> {
  // Loaded with the first feed asked for, not at start-up (issue 11: idle memory).
  const { default: ical, ICalCalendarMethod } = await import('ical-generator')
  const hostname = new URL(ctx.baseUrl).hostname
  const calendar = ical({
    name: info.title,
    description: info.description,
    prodId: { company: 'Spaces Calendar', product: 'Feeds', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: info.pageUrl,
    source: info.feedUrl,
    ttl: REFRESH_SECONDS,
  })
  for (const space of spaces) {
    const pageUrl = spacePageUrl(ctx.baseUrl, space.id)
    calendar.createEvent({
      id: `space-${space.id}@${hostname}`,
      sequence: space.sequence,
      start: toDate(space.scheduled_start),
      end: toDate(space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS),
      stamp: toDate(space.updated_at),
      created: toDate(space.created_at),
      lastModified: toDate(space.updated_at),
      summary: space.title,
      description: `${eventDetails(space)}\n\nSpace page: ${pageUrl}`,
      location: joinLink(space),
      url: pageUrl,
      // A calendar address is required; hosts' own addresses are not public, so the site's
      // no-reply address stands in and CN carries the host's name (what calendar apps show).
      organizer: { name: organizerName(space), email: `noreply@${hostname}` },
    })
  }
  return calendar.toString()
}

/**
 * The host's name as an ORGANIZER's CN: a quoted parameter value may not hold a double quote at all
 * (RFC 5545 §3.1), so one becomes an apostrophe.
 */
function organizerName(space: FeedSpace): string {
  return hostName(space).replace(/"/g, "'")
}
