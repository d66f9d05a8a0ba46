import { SPACE_URL_HOSTS } from '../limits'
import { type ParsedUrl, parseHttpsUrl } from './https-url'
import { bareUsername } from './username'

/** The social network's short name, as in 'Set Reminder on X'. */
export const X_SHORT_NAME = 'X'

// The two hosts a Space URL may name (x.com, twitter.com), plus the aliases X itself links to (www.,
// and the old mobile site).
const ACCEPTED_HOSTS: ReadonlySet<string> = new Set([
  ...SPACE_URL_HOSTS,
  ...SPACE_URL_HOSTS.map((host) => `www.${host}`),
  'mobile.twitter.com',
])

const SPACE_PATH = /^\/i\/spaces\/([A-Za-z0-9]+)(?:\/.*)?$/

function parseAccepted(url: string): ParsedUrl | null {
  const parsed = parseHttpsUrl(url)
  if (!parsed || !ACCEPTED_HOSTS.has(parsed.hostname) || parsed.port !== '') return null
  return parsed
}

/**
 * Whether `url` is a link on X that a Space may point to: https only, host x.com or twitter.com (also
 * www.x.com, www.twitter.com, mobile.twitter.com), no credentials and no explicit non-default port. Any
 * path is accepted (the host's profile stands in before a Space has its own URL). An empty value is
 * not accepted here; forms that allow it check for empty first.
 */
export function isAcceptedSpaceUrl(url: string): boolean {
  return parseAccepted(url) !== null
}

/** The Space id of an accepted `…/i/spaces/<id>` URL (query, fragment and sub-paths ignored), else null. */
export function xSpaceIdFromUrl(url: string): string | null {
  const parsed = parseAccepted(url)
  if (!parsed) return null
  return SPACE_PATH.exec(parsed.pathname)?.[1] ?? null
}

/**
 * The app deep link for a Space URL, or null when the URL names no Space (the caller then opens the web
 * link directly). The 'spaces' host with a space_id query, as X's other app links
 * (twitter://user?screen_name=…) are built.
 */
export function spaceDeepLink(url: string): string | null {
  const id = xSpaceIdFromUrl(url)
  return id === null ? null : `twitter://spaces?space_id=${id}`
}

/** A host's profile on X; a leading '@' is dropped. Also the default Space URL. */
export function xProfileUrl(username: string): string {
  return `https://x.com/${encodeURIComponent(bareUsername(username))}`
}
