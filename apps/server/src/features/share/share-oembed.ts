import { escapeHtml } from '../../lib/html'
import type { PageHead } from './share-page-heads'

const EMBEDDABLE_PAGE = /^\/(profile|spaces)\/[^/]+$/

/**
 * oEmbed discovery: on a profile or Space page, the link to its /oembed answer, so a site
 * given the page's URL can find the embed by itself. Empty for every other page.
 */
export function oembedDiscoveryTag(head: Pick<PageHead, 'path' | 'shareTitle'>, baseUrl: string): string {
  if (!EMBEDDABLE_PAGE.test(head.path)) return ''
  const href = `${baseUrl}/oembed?url=${encodeURIComponent(`${baseUrl}${head.path}`)}&format=json`
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(head.shareTitle)}">`
}
