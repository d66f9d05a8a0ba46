import { joinLink } from '@spaces/shared/domain/calendar-link'
import { isHttpsUrl } from '@spaces/shared/domain/https-url'
import { SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import {
  canceledTitle,
  type FeedContext,
  feedTranslator,
  hostName,
  profilePageUrl,
  spacePageUrl,
} from '../../lib/ical-calendar'
import type { FeedSpace } from './feeds.queries'
import { itemText, type SyndicationInfo } from './feeds.syndication'

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), for people who build their own widget. */
export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1'

/** RFC 3339 in UTC, whole seconds: `2026-03-10T14:00:00Z`. */
const rfc3339 = (unix: number) => new Date(unix * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * The upcoming Spaces as JSON Feed 1.1: each item's id and url are the Space's page, its text the same
 * as RSS and Atom say, and what a widget needs beyond the spec (start, status, join link) in the
 * `_spaces_calendar` extension object (the spec's rule: extension keys start with an underscore).
 */
export function renderJsonFeed(
  spaces: readonly FeedSpace[],
  info: SyndicationInfo,
  ctx: FeedContext,
): string {
  const t = feedTranslator(ctx)
  const locale = ctx.locale ?? SOURCE_LOCALE
  const items = spaces.map((space) => {
    const url = spacePageUrl(ctx.baseUrl, space.id)
    const join = joinLink(space)
    return {
      id: url,
      url,
      ...(isHttpsUrl(space.space_url) ? { external_url: space.space_url } : {}),
      title: canceledTitle(space, t),
      content_text: itemText(space, locale),
      date_published: rfc3339(space.created_at),
      date_modified: rfc3339(space.updated_at),
      authors: [{ name: hostName(space), url: profilePageUrl(ctx.baseUrl, space.username) }],
      _spaces_calendar: {
        about: 'https://jsonfeed.org/version/1.1#extensions',
        scheduled_start: rfc3339(space.scheduled_start),
        status: isCanceledSpace(space) ? 'canceled' : space.state,
        ...(isHttpsUrl(join) ? { join_url: join } : {}),
      },
    }
  })
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title: info.title,
    home_page_url: info.pageUrl,
    feed_url: info.feedUrl,
    description: info.description,
    language: locale,
    authors: [{ name: 'Spaces Calendar', url: new URL('/', ctx.baseUrl).toString() }],
    items,
  })
}
