import { serializeJsonLd } from '@spaces/shared/domain/profile-meta'
import { LOCALES, type Locale } from '@spaces/shared/i18n/locales'
import { ID_MAX } from '@spaces/shared/limits'
import { ZUsernameParam } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { PageLanguage } from '../../i18n/request-locale'
import { translatorFor } from '../../i18n/translate'
import { escapeHtml } from '../../lib/html'
import { nowSeconds } from '../../lib/time'
import { loadProfileShare, loadSpaceShare } from './share.service'
import { SITE_NAME } from './share-card'
import { localizedUrl, OG_LOCALE } from './share-locale'
import { oembedDiscoveryTag } from './share-oembed'
import { type PageHead, profilePageHead, spacePageHead, staticPageHead } from './share-page-heads'

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
  language: PageLanguage,
): Promise<SharePageHead | undefined> {
  const head = await pageHeadFor(db, baseUrl, pathname, language.locale)
  if (head === undefined) return undefined
  return head === null
    ? NOT_FOUND
    : {
        status: 200,
        head:
          renderPageHead(head, baseUrl, language) +
          oembedDiscoveryTag(head, baseUrl, language.inUrl ? language.locale : null),
      }
}

/** The page's head, null for a missing Space or profile, undefined for a page that is not shared. */
async function pageHeadFor(db: Kysely<Database>, baseUrl: string, pathname: string, locale: Locale) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const t = translatorFor(locale)
  const fixed = staticPageHead(path, t)
  if (fixed) return fixed

  const spaceMatch = SPACE_PAGE.exec(path)
  if (spaceMatch) {
    const raw = spaceMatch[1] ?? ''
    if (!SPACE_ID.test(raw) || Number(raw) > ID_MAX) return null
    const space = await loadSpaceShare(db, Number(raw))
    return space ? spacePageHead(space, baseUrl, t, locale) : null
  }

  const profileMatch = PROFILE_PAGE.exec(path)
  if (profileMatch) {
    // The API's own rule for a handle in a path: text without control characters, of a sane length.
    const param = ZUsernameParam.safeParse({ username: profileMatch[1] ?? '' })
    if (!param.success) return null
    const share = await loadProfileShare(db, param.data.username, nowSeconds())
    return share ? profilePageHead(share, baseUrl, t, locale) : null
  }
  return undefined
}

/**
 * The head tags of a page, every value escaped (attribute values by escapeHtml, the JSON-LD block by
 * serializeJsonLd, which writes `<` as \u003c so no value can close the script element). A page
 * names its language (og:locale, JSON-LD inLanguage) and its versions in the others: one
 * `hreflang` link per language (`?lang=`) and `x-default` (no `?lang=`: negotiated). A page asked for
 * with `?lang=` is canonical at that address; one whose language was negotiated, at the bare one.
 */
export function renderPageHead(head: PageHead, baseUrl: string, language: PageLanguage): string {
  const bare = `${baseUrl}${head.path}`
  const url = localizedUrl(bare, language.inUrl ? language.locale : null)
  const image = localizedUrl(`${baseUrl}${head.imagePath}`, language.inUrl ? language.locale : null)
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
    meta('property', 'og:locale', OG_LOCALE[language.locale]),
    ...LOCALES.filter((each) => each !== language.locale).map((each) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[each]),
    ),
    ...LOCALES.map(
      (each) => `<link rel="alternate" hreflang="${each}" href="${escapeHtml(localizedUrl(bare, each))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(bare)}">`,
    ...(head.alternates ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
  ]
  if (head.jsonLd) {
    const jsonLd = { ...head.jsonLd, inLanguage: language.locale }
    tags.push(`<script type="application/ld+json">${serializeJsonLd(jsonLd)}</script>`)
  }
  return tags.join('')
}
