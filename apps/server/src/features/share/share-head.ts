import { serializeJsonLd } from '@spaces/shared/domain/profile-meta'
import { ID_MAX } from '@spaces/shared/limits'
import { ZUsernameParam } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { escapeHtml } from '../../lib/html'
import { nowSeconds } from '../../lib/time'
import { loadProfileShare, loadSpaceShare } from './share.service'
import { SITE_NAME } from './share-card'
import { oembedDiscoveryTag } from './share-oembed'
import { type PageHead, profilePageHead, STATIC_PAGE_HEADS, spacePageHead } from './share-page-heads'

/** A page's status and its finished head tags (HTML, escaped); a null head keeps index.html's own. */
export interface SharePageHead {
  status: 200 | 404
  head: string | null
}

const SPACE_PAGE = /^\/spaces\/([^/]+)$/
const PROFILE_PAGE = /^\/profile\/([^/]+)$/
const SPACE_ID = /^[1-9][0-9]{0,9}$/
const NOT_FOUND: SharePageHead = { status: 404, head: null }

/**
 * The share pages in one place: for a page that can be shared (home, reading, glossary, a
 * profile, a Space) its status and finished `<head>` tags, which lib/web-static.ts inserts into
 * index.html so a crawler that runs no JavaScript sees them; undefined for any other path. A Space or
 * profile that does not exist, or a malformed id, is a 404 (the app then shows its not-found page).
 */
export async function shareHeadFor(
  db: Kysely<Database>,
  baseUrl: string,
  pathname: string,
): Promise<SharePageHead | undefined> {
  const head = await pageHeadFor(db, baseUrl, pathname)
  if (head === undefined) return undefined
  return head === null
    ? NOT_FOUND
    : { status: 200, head: renderPageHead(head, baseUrl) + oembedDiscoveryTag(head, baseUrl) }
}

/** The page's head, null for a missing Space or profile, undefined for a page that is not shared. */
async function pageHeadFor(db: Kysely<Database>, baseUrl: string, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const fixed = STATIC_PAGE_HEADS[path]
  if (fixed) return fixed

  const spaceMatch = SPACE_PAGE.exec(path)
  if (spaceMatch) {
    const raw = spaceMatch[1] ?? ''
    if (!SPACE_ID.test(raw) || Number(raw) > ID_MAX) return null
    const space = await loadSpaceShare(db, Number(raw))
    return space ? spacePageHead(space, baseUrl) : null
  }

  const profileMatch = PROFILE_PAGE.exec(path)
  if (profileMatch) {
    // The API's own rule for a handle in a path: text without control characters, of a sane length.
    const param = ZUsernameParam.safeParse({ username: profileMatch[1] ?? '' })
    if (!param.success) return null
    const share = await loadProfileShare(db, param.data.username, nowSeconds())
    return share ? profilePageHead(share, baseUrl) : null
  }
  return undefined
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
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...(head.alternates ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
  ]
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`)
  return tags.join('')
}
