import { convert } from 'html-to-text'
import sanitizeHtml from 'sanitize-html'
import { escapeHtml } from '../../lib/html'

/**
 * Campaign HTML: what an admin may write (sanitised once, on save), and how one campaign becomes
 * the message each recipient gets (tracked links, open pixel, unsubscribe footer).
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['align', 'colspan', 'rowspan'],
    th: ['align', 'colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Mail clients block anything else, and a data: image could carry anything.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

/** What is kept of an admin's HTML: no script, style, event handler, form or javascript: URL. */
export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim()
}

/** Whether sanitised HTML still shows anything (text or an image). */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || convert(html, { wordwrap: false }).trim() !== ''
}

const isTrackable = (href: string | undefined): href is string =>
  href !== undefined && /^https?:\/\//i.test(href)

/** The distinct http(s) link targets of (sanitised) campaign HTML, in order of appearance. */
export function campaignLinkUrls(html: string): string[] {
  const urls = new Set<string>()
  sanitizeHtml(html, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        if (isTrackable(attribs.href)) urls.add(attribs.href)
        return { tagName, attribs }
      },
    },
  })
  return [...urls]
}

/** Stand-ins replaced per recipient; base64url tokens never contain them. */
const DELIVERY_TOKEN = '__DELIVERY_TOKEN__'
const UNSUBSCRIBE_TOKEN = '__UNSUBSCRIBE_TOKEN__'

export interface CampaignTemplate {
  subject: string
  html: string
  text: string
}

export interface TemplateOptions {
  baseUrl: string
  subject: string
  content: string
  /** url → link id, to rewrite links to per-recipient redirects; absent for test sends (no tracking). */
  linkIds?: Map<string, number>
}

/** One campaign made ready to send: everything but the recipient's tokens, rendered once. */
export function buildCampaignTemplate(options: TemplateOptions): CampaignTemplate {
  const { baseUrl, linkIds } = options
  const body = sanitizeHtml(options.content, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const id = isTrackable(attribs.href) ? linkIds?.get(attribs.href) : undefined
        if (id === undefined) return { tagName, attribs }
        return { tagName, attribs: { ...attribs, href: `${baseUrl}/newsletter/c/${DELIVERY_TOKEN}/${id}` } }
      },
    },
  })
  const unsubscribeUrl = `${baseUrl}/newsletter/unsubscribe/${UNSUBSCRIBE_TOKEN}`
  const footer = `<hr><p style="font-size:12px;color:#555">You get this email because you subscribed to the Spaces Calendar newsletter at ${escapeHtml(baseUrl)}. <a href="${unsubscribeUrl}">Unsubscribe</a></p>`
  const pixel = linkIds
    ? `<img src="${baseUrl}/newsletter/o/${DELIVERY_TOKEN}" width="1" height="1" alt="">`
    : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head><body>${body}${footer}${pixel}</body></html>`
  const text = convert(`${body}${footer}`, {
    wordwrap: 78,
    selectors: [{ selector: 'img', format: 'skip' }],
  })
  return { subject: options.subject, html, text }
}

/** The message for one recipient. */
export function personalise(
  template: CampaignTemplate,
  tokens: { delivery: string; unsubscribe: string },
): { html: string; text: string } {
  const fill = (s: string) =>
    s.replaceAll(DELIVERY_TOKEN, tokens.delivery).replaceAll(UNSUBSCRIBE_TOKEN, tokens.unsubscribe)
  return { html: fill(template.html), text: fill(template.text) }
}
