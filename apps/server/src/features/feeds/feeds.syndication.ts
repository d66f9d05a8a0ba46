import { formatter } from '@spaces/shared/domain/time-text'
import type { Feed } from 'feed'
import { type FeedContext, type FeedInfo, hostName, profilePageUrl, spacePageUrl } from './feeds.calendar'
import type { FeedSpace } from './feeds.queries'

export interface SyndicationInfo extends FeedInfo {
  /** The Atom twin's URL (the RSS feed names it, and the Atom feed itself). */
  atomUrl: string
  rssUrl: string
}

/** "Tuesday, March 10, 2026 at 2:00 PM UTC": a time as text, always with its zone. */
export function formatStart(unix: number, zone: string): string {
  return formatter(`feed-start|${zone}`, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(unix * 1000))
}

/** When it starts (UTC, and in the host's zone when known), then the description. */
function itemText(space: FeedSpace): string {
  const zone = space.host_timezone
  const local =
    zone && zone !== 'UTC' ? ` (${formatStart(space.scheduled_start, zone)}, ${zone}, the host's zone)` : ''
  const when = `Starts ${formatStart(space.scheduled_start, 'UTC')}${local}. Hosted by ${hostName(space)}.`
  const description = space.description?.trim()
  return description ? `${when}\n\n${description}` : when
}

async function buildFeed(
  spaces: readonly FeedSpace[],
  info: SyndicationInfo,
  ctx: FeedContext,
): Promise<Feed> {
  // Loaded with the first feed asked for, not at start-up (issue 11: idle memory).
  const { Feed } = await import('feed')
  // The newest change among the items, so the same data always gives the same bytes.
  const updated = spaces.reduce((latest, space) => Math.max(latest, space.updated_at), 0)
  const feed = new Feed({
    id: info.pageUrl,
    title: info.title,
    description: info.description,
    link: info.pageUrl,
    language: 'en',
    updated: new Date(updated * 1000),
    generator: 'Spaces Calendar',
    feedLinks: { rss: info.rssUrl, atom: info.atomUrl },
  })
  for (const space of spaces) {
    const url = spacePageUrl(ctx.baseUrl, space.id)
    feed.addItem({
      id: url,
      guid: url,
      title: space.title,
      link: url,
      description: itemText(space),
      date: new Date(space.updated_at * 1000),
      published: new Date(space.created_at * 1000),
      author: [{ name: hostName(space), link: profilePageUrl(ctx.baseUrl, space.username) }],
    })
  }
  return feed
}

/** RSS 2.0 of upcoming Spaces, written by the `feed` library (which escapes everything). */
export async function renderRss(
  spaces: readonly FeedSpace[],
  info: SyndicationInfo,
  ctx: FeedContext,
): Promise<string> {
  return (await buildFeed(spaces, info, ctx)).rss2()
}

/** The same items as Atom 1.0. */
export async function renderAtom(
  spaces: readonly FeedSpace[],
  info: SyndicationInfo,
  ctx: FeedContext,
): Promise<string> {
  return (await buildFeed(spaces, info, ctx)).atom1()
}
