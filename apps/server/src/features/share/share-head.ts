import { serializeJsonLd } from '@spaces/shared/domain/profile-meta'
import { escapeHtml } from '../../lib/html'

export const SITE_NAME = 'Spaces Calendar'
export const SITE_DESCRIPTION =
  'A community calendar of X Spaces: scheduled and recorded audio rooms by host.'

/** What a shared link's preview says about one page; paths are made absolute from BASE_URL. */
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
  ogType: 'website' | 'profile'
  jsonLd?: Record<string, unknown>
  /** Feeds of this page: `<link rel="alternate">`. */
  alternates?: { type: 'text/calendar' | 'application/rss+xml'; href: string; title: string }[]
}

/**
 * The head tags of a page, every value escaped (attribute values by escapeHtml, the JSON-LD block by
 * serializeJsonLd, which writes `<` as \u003c so no value can close the script element).
 */
export function renderPageHead(head: PageHead, baseUrl: string): string {
  const url = `${baseUrl}${head.path}`
  const image = `${baseUrl}${head.imagePath}`
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.alternates ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
  ]
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`)
  return tags.join('')
}
