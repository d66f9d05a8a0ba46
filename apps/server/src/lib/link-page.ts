import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Message, msg } from '../i18n/message'
import { htmlLangAttributes } from '../i18n/request-locale'
import { translatorFor } from '../i18n/translate'
import { escapeHtml, ICON_LINK } from './html'

/**
 * The few pages an email links to (the newsletter's, the notifications'). They are served by the
 * server as plain HTML, so they work from any mail client, without JavaScript and without logging in. A GET never changes
 * anything (mail scanners open links); the one button POSTs to the same address.
 */
export interface PageContent {
  title: Message
  message: Message
  /** A button that POSTs to the page's own address. */
  button?: Message
  /** The RFC 8058 field, so the button's POST is also a valid one-click unsubscribe. */
  oneClick?: boolean
}

/**
 * The route options of a page's button (its POST): no session and no CSRF token, since the token in
 * the address is the proof, but a write all the same, counted per IP with the API's writes
 * (RATE_LIMIT_WRITES_PER_MINUTE).
 */
export const PAGE_POST = { config: { csrf: false, limit: 'writes' as const } }

/**
 * The language of a page a mail links to: `?lang=`, else the language saved with whoever the link
 * names (the subscriber's or the alert settings', the language their mails are written in), else the
 * request's (the `lang` cookie, `Accept-Language`, DEFAULT_LOCALE).
 */
export function linkPageLocale(req: FastifyRequest, saved?: string | null): Locale {
  const query = req.query as Record<string, unknown> | undefined
  const asked = typeof query?.lang === 'string' ? parseLocale(query.lang) : null
  return asked ?? parseLocale(saved) ?? req.locale
}

export function renderPage(content: PageContent, locale: Locale): string {
  const t = translatorFor(locale)
  const form = content.button
    ? `<form method="post">${content.oneClick ? '<input type="hidden" name="List-Unsubscribe" value="One-Click">' : ''}<button type="submit">${escapeHtml(t(content.button))}</button></form>`
    : ''
  const title = escapeHtml(t(content.title))
  return `<!doctype html>
<html ${htmlLangAttributes(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${ICON_LINK}
<title>${title} · Spaces Calendar</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1d2330; }
  main { max-width: 32rem; margin: 12vh auto 0; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border: 0; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a { color: #1d4ed8; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(content.message))}</p>
${form}
<p><a href="/">${escapeHtml(t(msg('Back to Spaces Calendar')))}</a></p>
</main>
</body>
</html>
`
}

/**
 * Answers with one of these pages. Never cached, and sent with no Referer onwards: the token in
 * the page's address must not reach another site or a shared cache.
 */
export function sendPage(reply: FastifyReply, status: number, content: PageContent, locale: Locale) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', locale)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(renderPage(content, locale))
}
