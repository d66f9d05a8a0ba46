import type { Locale } from '@spaces/shared/i18n/locales'
import { escapeHtml } from '../../lib/html'
import { localizedUrl } from './share-locale'
import type { PageHead } from './share-page-heads'

const EMBEDDABLE_PAGE = /^\/(profile|spaces)\/[^/]+$/

/**
 * oEmbed discovery: on a profile or Space page, the link to its /oembed answer, so a site
 * given the page's URL can find the embed by itself. Empty for every other page. A page asked for
 * with `?lang=` names that address, so its embed is in the same language.
 */
export function oembedDiscoveryTag(
  head: Pick<PageHead, 'path' | 'shareTitle'>,
  baseUrl: string,
  lang: Locale | null = null,
): string {
  if (!EMBEDDABLE_PAGE.test(head.path)) return ''
  const page = localizedUrl(`${baseUrl}${head.path}`, lang)
  const href = `${baseUrl}/oembed?url=${encodeURIComponent(page)}&format=json`
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(head.shareTitle)}">`
}
