import { PAGES } from '@spaces/shared/paths'
import { escapeHtml } from '../../lib/html'
import { profilePageUrl, spacePageUrl } from '../../lib/ical-calendar'
import { writeInSlices } from '../../lib/slices'
import type { FeedSpace } from './feeds.queries'

/** The pages every visitor can read that are not a host's or a Space's. */
const SITE_PAGES = [PAGES.home, PAGES.reading, PAGES.glossary]

/** Paths crawlers have no business in: screens behind a login, one-off links, the X stand-in. */
const PRIVATE_PREFIXES = ['/dashboard', '/admin/', '/access/', '/newsletter/', '/x-sandbox/', '/demo/']

const DAY_SECONDS = 86_400
const dayNames = new Map<number, string>()

/** `YYYY-MM-DD` (UTC) of a Unix time; remembered per day, since 50,000 entries share a few hundred days. */
function isoDate(unix: number): string {
  const day = Math.floor(unix / DAY_SECONDS)
  let name = dayNames.get(day)
  if (name === undefined) {
    if (dayNames.size > 10_000) dayNames.clear()
    name = new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10)
    dayNames.set(day, name)
  }
  return name
}

/** Sitemap entries written per turn of the event loop (lib/slices.ts). */
const SITEMAP_SLICE = 100

/**
 * sitemap.xml (sitemaps.org 0.9): the site's public pages, every host's profile and the pages of
 * the Spaces given (from 30 days ago onwards), each Space with the date of its last change. Written
 * by hand: it is a list of `<url>` elements, and escapeHtml's numeric references are valid XML.
 * Written a slice at a time: 50,000 entries never hold the event loop.
 */
export async function renderSitemap(
  hostUsernames: readonly string[],
  spaces: readonly Pick<FeedSpace, 'id' | 'updated_at'>[],
  baseUrl: string,
): Promise<string> {
  const entry = (loc: string, lastmod?: number) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${isoDate(lastmod)}</lastmod>`}</url>\n`
  const pages = SITE_PAGES.map((path) => entry(new URL(path, baseUrl).toString())).join('')
  const hosts = await writeInSlices(
    hostUsernames,
    (username) => entry(profilePageUrl(baseUrl, username)),
    SITEMAP_SLICE,
  )
  const spacePages = await writeInSlices(
    spaces,
    (space) => entry(spacePageUrl(baseUrl, space.id), space.updated_at),
    SITEMAP_SLICE,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    pages,
    hosts,
    spacePages,
    '</urlset>\n',
  ].join('')
}

/** robots.txt: everything public may be crawled; the sitemap's absolute URL comes from BASE_URL. */
export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', baseUrl).toString()}`,
    '',
  ].join('\n')
}
