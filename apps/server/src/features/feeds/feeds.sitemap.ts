import { PAGES } from '@spaces/shared/paths'
import { escapeHtml } from '../../lib/html'
import { profilePageUrl, spacePageUrl } from '../../lib/ical-calendar'
import type { FeedSpace } from './feeds.queries'

/** The pages every visitor can read that are not a host's or a Space's. */
const SITE_PAGES = [PAGES.home, PAGES.reading, PAGES.glossary]

/** Paths crawlers have no business in: screens behind a login, one-off links, the X stand-in. */
const PRIVATE_PREFIXES = ['/dashboard', '/admin/', '/access/', '/newsletter/', '/x-sandbox/', '/demo/']

const isoDate = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10)

/**
 * sitemap.xml (sitemaps.org 0.9): the site's public pages, every host's profile and the pages of
 * the Spaces given (from 30 days ago onwards), each Space with the date of its last change. Written
 * by hand: it is a list of `<url>` elements, and escapeHtml's numeric references are valid XML.
 */
export function renderSitemap(
  hostUsernames: readonly string[],
  spaces: readonly Pick<FeedSpace, 'id' | 'updated_at'>[],
  baseUrl: string,
): string {
  const entry = (loc: string, lastmod?: number) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${isoDate(lastmod)}</lastmod>`}</url>`
  const urls = [
    ...SITE_PAGES.map((path) => entry(new URL(path, baseUrl).toString())),
    ...hostUsernames.map((username) => entry(profilePageUrl(baseUrl, username))),
    ...spaces.map((space) => entry(spacePageUrl(baseUrl, space.id), space.updated_at)),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
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
