import { bareUsername } from './username'

/**
 * The addresses of the calendar and RSS feeds, written once for the server (which serves
 * them and links them from the sitemap) and the web app (the Subscribe menu).
 */

export type FeedFormat = 'ics' | 'xml' | 'atom' | 'json'

/** `/feeds/spaces.ics`, and with a host filter `/feeds/spaces.ics?hosts=a,b` (the home page's filter). */
export function siteFeedPath(format: FeedFormat, hosts: readonly string[] = []): string {
  const names = hosts.map(bareUsername).filter((name) => name !== '')
  const query = names.length === 0 ? '' : `?hosts=${names.map(encodeURIComponent).join(',')}`
  return `/feeds/spaces.${format}${query}`
}

/** `/feeds/hosts/{username}.ics`: one host's Spaces. */
export function hostFeedPath(format: FeedFormat, username: string): string {
  return `/feeds/hosts/${encodeURIComponent(bareUsername(username))}.${format}`
}

/** The names a `?hosts=` value lists: split on commas, trimmed, `@` dropped, no blanks or repeats. */
export function parseHostsParam(value: string | undefined): string[] {
  if (value === undefined) return []
  const names = value
    .split(',')
    .map(bareUsername)
    .filter((name) => name !== '')
  return [...new Set(names.map((name) => name.toLowerCase()))]
}

export interface SubscribeLinks {
  /** The feed itself (http or https), for "Copy link" and for apps that take a plain URL. */
  feed: string
  /** `webcal://…`: Apple Calendar and Outlook open it and offer to subscribe. */
  webcal: string
  /** Google Calendar's "add by URL" page for the feed. */
  google: string
}

/**
 * The Subscribe menu's three choices for a calendar feed path (from siteFeedPath or hostFeedPath) on
 * `origin`, `scheme://host[:port]` (the page's own origin in the browser).
 */
export function subscribeLinks(origin: string, feedPath: string): SubscribeLinks {
  const feed = `${origin.replace(/\/+$/, '')}${feedPath}`
  const webcal = feed.replace(/^https?:\/\//, 'webcal://')
  return {
    feed,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  }
}
