import { type Locale, SOURCE_LOCALE, textDirection } from '@spaces/shared/i18n/locales'
import { msg } from '../i18n/message'
import { translate } from '../i18n/translate'
import { escapeHtml } from './html'

/**
 * The one look of every mail the site sends (newsletter campaigns and notices, notification
 * alerts): a 600 px column that shrinks to any phone, inline styles (most mail clients drop
 * `<style>`), `lang`, a viewport, and colours set explicitly on light backgrounds, so a client that
 * inverts them for dark mode inverts a light page, not a page of its own defaults. Clients that
 * honour `prefers-color-scheme` (Apple Mail, iOS) get the dark colours of the `<style>` block.
 */
export const MAIL_SITE_NAME = 'Spaces Calendar'

const UNSUBSCRIBE = msg('Unsubscribe')

export const MAIL_COLORS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  buttonText: '#ffffff',
} as const

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** Dark colours for clients that support them; `!important` because the light ones are inline. */
const DARK_MODE_CSS = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  '@media (prefers-color-scheme: dark){',
  '.mail-page{background-color:#111827 !important}',
  '.mail-card{background-color:#1f2937 !important;color:#f3f4f6 !important}',
  '.mail-title{color:#f3f4f6 !important}',
  '.mail-muted{color:#d1d5db !important}',
  '.mail-card a,.mail-muted a{color:#93c5fd !important}',
  '.mail-card a.mail-button{color:#ffffff !important}',
  '}',
].join('')

export interface MailFooter {
  /** Why this address gets this mail: one or two plain sentences. */
  reason: string
  unsubscribeUrl?: string
  /** NEWSLETTER_POSTAL_ADDRESS; left out when unset. */
  postalAddress?: string
}

export interface MailPage {
  baseUrl: string
  /** The document's title (the subject). */
  title: string
  /** The card's content: HTML the caller has built or sanitised. */
  bodyHtml: string
  footer: MailFooter
  /** After the footer, inside the page (the open pixel). */
  trailerHtml?: string
  /** The reader's language (default English): `<html lang dir>`, the footer's fixed words. */
  locale?: Locale
}

/** The whole HTML document of one mail. */
export function renderMailHtml(page: MailPage): string {
  const { baseUrl, footer } = page
  const locale = page.locale ?? SOURCE_LOCALE
  const dir = textDirection(locale)
  // Mail clients know `text-align:left|right` better than `start`: the reading side, said outright.
  const align = dir === 'rtl' ? 'right' : 'left'
  const c = MAIL_COLORS
  const header = `<a href="${escapeHtml(`${baseUrl}/`)}" class="mail-title" style="color:${c.text};font-size:20px;font-weight:700;line-height:1.3;text-decoration:none">${MAIL_SITE_NAME}</a>`
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(page.title)}</title>
<style>${DARK_MODE_CSS}</style>
</head>
<body class="mail-page" style="margin:0;padding:0;background-color:${c.page};color:${c.text};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="mail-page" style="width:100%;border-collapse:collapse;background-color:${c.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse">
<tr><td dir="${dir}" style="padding:0 4px 16px;font-family:${FONT};text-align:${align}">${header}</td></tr>
<tr><td class="mail-card" dir="${dir}" style="background-color:${c.card};color:${c.text};border-radius:12px;padding:24px;font-family:${FONT};font-size:16px;line-height:1.6;text-align:${align};overflow-wrap:anywhere;word-break:break-word">
${page.bodyHtml}
</td></tr>
<tr><td class="mail-muted" dir="${dir}" style="padding:16px 4px 0;color:${c.muted};font-family:${FONT};font-size:13px;line-height:1.5;text-align:${align};overflow-wrap:anywhere;word-break:break-word">
${footerHtml(footer, locale)}
</td></tr>
</table>
</td></tr>
</table>
${page.trailerHtml ?? ''}
</body>
</html>
`
}

function footerHtml(footer: MailFooter, locale: Locale): string {
  const linkStyle = `color:${MAIL_COLORS.muted};text-decoration:underline`
  const parts = [`<p style="margin:0 0 8px">${escapeHtml(footer.reason)}</p>`]
  if (footer.unsubscribeUrl) {
    parts.push(
      `<p style="margin:0 0 8px"><a href="${escapeHtml(footer.unsubscribeUrl)}" style="${linkStyle}">${escapeHtml(translate(locale, UNSUBSCRIBE))}</a></p>`,
    )
  }
  if (footer.postalAddress) parts.push(`<p style="margin:0">${escapeHtml(footer.postalAddress)}</p>`)
  return parts.join('\n')
}

/**
 * The site as footers name it: its host (`spaces.example.org`), not its URL, so no sentence ends in
 * an address that a reader (or a link finder) would take with the full stop.
 */
export function siteHost(baseUrl: string): string {
  return new URL(baseUrl).host
}

/**
 * An RFC 2919 List-Id for one of the site's lists: a name and `<label>.<the site's host>` (a dot-atom,
 * so a host that is not one, such as an IPv6 literal, has its other characters replaced). Every mail
 * with List-Unsubscribe carries one, so mail clients and filters know which list it belongs to.
 */
export function listIdFor(baseUrl: string, list: { label: string; name: string }): string {
  const host = new URL(baseUrl).hostname
    .toLowerCase()
    .replace(/[^a-z\d.-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
  return `${MAIL_SITE_NAME} ${list.name} <${list.label}.${host || 'localhost'}>`
}

/** The newsletter's List-Id: its campaigns, confirmations and notices. */
export const newsletterListId = (baseUrl: string) =>
  listIdFor(baseUrl, { label: 'newsletter', name: 'newsletter' })

/** The footer as plain text, for the text part. */
export function renderFooterText(footer: MailFooter, locale: Locale = SOURCE_LOCALE): string {
  const lines = [footer.reason]
  if (footer.unsubscribeUrl) lines.push(`${translate(locale, UNSUBSCRIBE)}: ${footer.unsubscribeUrl}`)
  if (footer.postalAddress) lines.push(footer.postalAddress)
  return lines.join('\n\n')
}

/** A paragraph of the card, styled like campaign text. */
export function mailParagraph(text: string, options: { small?: boolean } = {}): string {
  const style = options.small
    ? `margin:16px 0 0;font-size:13px;color:${MAIL_COLORS.muted}`
    : 'margin:0 0 16px'
  const cls = options.small ? ' class="mail-muted"' : ''
  return `<p${cls} style="${style}">${escapeHtml(text)}</p>`
}

/**
 * A call to action that looks and works like a button in every client: a padded link inside a
 * coloured cell (Outlook ignores the link's padding but paints the cell), large enough to tap.
 */
export function mailButton(href: string, label: string): string {
  const c = MAIL_COLORS
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;margin:8px 0 16px"><tr><td align="center" bgcolor="${c.link}" style="background-color:${c.link};border-radius:8px"><a href="${escapeHtml(href)}" class="mail-button" style="display:inline-block;padding:12px 24px;border-radius:8px;background-color:${c.link};color:${c.buttonText};font-family:${FONT};font-size:16px;font-weight:700;line-height:1.25;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`
}

/** One block of a mail's card: its HTML, and its plain text (paragraphs apart by a blank line). */
export interface MailBlock {
  html: string
  text: string
}

/** A paragraph as a block: the same sentence in both parts. */
export const paragraphBlock = (text: string, options: { small?: boolean } = {}): MailBlock => ({
  html: mailParagraph(text, options),
  text,
})

/** A mail's two parts from its blocks: the layout around them in HTML; the site's name, them and the footer in text. */
export function composeMail(mail: {
  baseUrl: string
  subject: string
  blocks: MailBlock[]
  footer: MailFooter
  locale?: Locale
}) {
  const { baseUrl, subject, blocks, footer } = mail
  const locale = mail.locale ?? SOURCE_LOCALE
  const bodyHtml = blocks.map((block) => block.html).join('\n')
  const text = [MAIL_SITE_NAME, ...blocks.map((block) => block.text), renderFooterText(footer, locale)].join(
    '\n\n',
  )
  return {
    subject,
    html: renderMailHtml({ baseUrl, title: subject, bodyHtml, footer, locale }),
    text: `${text}\n`,
    language: locale,
  }
}

/**
 * The body of a double opt-in mail: what is asked, the button (with its address written out for
 * when it does not work), and what to do if it was not you.
 */
export function confirmBlocks(
  ask: string,
  button: { url: string; label: string },
  ignore: string,
  locale: Locale = SOURCE_LOCALE,
): MailBlock[] {
  const href = escapeHtml(button.url)
  const fallback = escapeHtml(translate(locale, msg('If the button does not work, open this address:')))
  return [
    paragraphBlock(ask),
    {
      html: `${mailButton(button.url, button.label)}\n<p class="mail-muted" style="margin:0 0 16px;font-size:13px">${fallback} <a href="${href}">${href}</a></p>`,
      text: `${button.label}: ${button.url}`,
    },
    paragraphBlock(ignore, { small: true }),
  ]
}
