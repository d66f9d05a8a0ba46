import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { convert } from 'html-to-text'
import sanitizeHtml from 'sanitize-html'
import { msg } from '../../../i18n/message'
import { translate } from '../../../i18n/translate'
import {
  MAIL_COLORS,
  MAIL_SITE_NAME,
  type MailFooter,
  renderFooterText,
  renderMailHtml,
  siteHost,
} from '../../../lib/mail-layout'
import { SANITIZE_OPTIONS, sanitizeCampaignHtml } from './campaigns.sanitize'

/**
 * How one campaign becomes the message each recipient gets (tracked links, open pixel, the mail
 * layout with its unsubscribe footer), and the admin's preview of it, made by the same function.
 */

/**
 * How many elements deep `html` goes, as the HTML parser sees it (elements that close themselves,
 * like a run of `<li>` or `<p>`, count as closed). The parser streams, so any depth is safe to measure.
 */
export function htmlDepth(html: string): number {
  let depth = 0
  let deepest = 0
  sanitizeHtml(html, {
    allowedTags: [],
    onOpenTag: () => {
      depth += 1
      deepest = Math.max(deepest, depth)
    },
    onCloseTag: () => {
      depth -= 1
    },
  })
  return deepest
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
const PLACEHOLDERS = [DELIVERY_TOKEN, UNSUBSCRIBE_TOKEN]

/** Whether text (sanitised HTML, entities decoded) holds a stand-in that sending would fill with a token. */
export function hasTokenPlaceholder(text: string): boolean {
  return PLACEHOLDERS.some((p) => text.includes(p))
}

/** Removes the stand-ins (until none is left: removing one must not join two halves into another). */
function withoutPlaceholders(text: string): string {
  let result = text
  while (hasTokenPlaceholder(result)) {
    for (const p of PLACEHOLDERS) result = result.replaceAll(p, '')
  }
  return result
}

export interface CampaignTemplate {
  subject: string
  html: string
  text: string
  /** The language of the fixed words around the admin's content (the recipient's). */
  locale: Locale
}

export interface TemplateOptions {
  baseUrl: string
  subject: string
  content: string
  /** url → link id, to rewrite links to per-recipient redirects; absent for test sends (no tracking). */
  linkIds?: Map<string, number>
  /** NEWSLETTER_POSTAL_ADDRESS, in the footer; left out when unset. */
  postalAddress?: string
  /**
   * The recipients' language, for the words around the content (the footer's reason, the
   * unsubscribe line, `<html lang dir>`); the subject and content are the admin's, as written.
   */
  locale?: Locale
}

/** Inline styles for the admin's elements that could otherwise be wider than a phone. */
const IMAGE_STYLE = 'max-width:100%;height:auto;border:0'
const PRE_STYLE = 'white-space:pre-wrap;overflow-wrap:anywhere'

/** One campaign made ready to send: everything but the recipient's tokens, rendered once. */
export function buildCampaignTemplate(options: TemplateOptions): CampaignTemplate {
  const { baseUrl, linkIds } = options
  const locale = options.locale ?? SOURCE_LOCALE
  // Refused on save; removed here too, for drafts saved before that check.
  const content = withoutPlaceholders(sanitizeCampaignHtml(options.content).html)
  const subject = withoutPlaceholders(options.subject)
  const body = sanitizeHtml(content, {
    ...SANITIZE_OPTIONS,
    allowedAttributes: {
      ...(SANITIZE_OPTIONS.allowedAttributes as Record<string, string[]>),
      a: ['href', 'title', 'style'],
      img: ['src', 'alt', 'title', 'width', 'height', 'style'],
      pre: ['style'],
    },
    transformTags: {
      a: (tagName, attribs) => {
        const id = isTrackable(attribs.href) ? linkIds?.get(attribs.href) : undefined
        const style = `color:${MAIL_COLORS.link}`
        if (id === undefined) return { tagName, attribs: { ...attribs, style } }
        const href = `${baseUrl}/newsletter/c/${DELIVERY_TOKEN}/${id}`
        return { tagName, attribs: { ...attribs, href, style } }
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: IMAGE_STYLE } }),
      pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: PRE_STYLE } }),
    },
  })
  const footer: MailFooter = {
    reason: translate(
      locale,
      msg('You get this email because you subscribed to the {site} newsletter on {host}.', {
        site: MAIL_SITE_NAME,
        host: siteHost(baseUrl),
      }),
    ),
    unsubscribeUrl: `${baseUrl}/newsletter/unsubscribe/${UNSUBSCRIBE_TOKEN}`,
    postalAddress: options.postalAddress,
  }
  const pixel = linkIds
    ? `<img src="${baseUrl}/newsletter/o/${DELIVERY_TOKEN}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : ''
  const html = renderMailHtml({ baseUrl, title: subject, bodyHtml: body, footer, trailerHtml: pixel, locale })
  const bodyText = convert(body, {
    wordwrap: 78,
    selectors: [{ selector: 'img', format: 'skip' }],
  })
  const text = `${MAIL_SITE_NAME}\n\n${bodyText}\n\n${renderFooterText(footer, locale)}\n`
  return { subject: options.subject, html, text, locale }
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

/** What stands for a recipient's token in the admin's preview (it names no one). */
export const PREVIEW_TOKEN = 'preview'

export interface CampaignPreview {
  subject: string
  html: string
  text: string
  /** Sentences naming what the sanitiser removed from the admin's HTML, in the admin's language. */
  removed: string[]
}

/**
 * The campaign as a recipient gets it, rendered by the function the sender uses: the same layout,
 * footer and sanitised content; only the tokens and the click tracking of a real delivery differ
 * (like a test send).
 */
export function previewCampaign(options: TemplateOptions & { reader: Locale }): CampaignPreview {
  const removed = sanitizeCampaignHtml(options.content).removed.map((sentence) =>
    translate(options.reader, sentence),
  )
  const template = buildCampaignTemplate({ ...options, linkIds: undefined })
  const mail = personalise(template, { delivery: PREVIEW_TOKEN, unsubscribe: PREVIEW_TOKEN })
  return { subject: template.subject, ...mail, removed }
}
