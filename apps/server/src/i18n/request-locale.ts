import {
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  parseLocale,
  textDirection,
} from '@spaces/shared/i18n/locales'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { loadSessionUser, readBrowserId } from '../auth/session'
import type { Database } from '../db/database'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in: `?lang=`, the `lang` cookie, the signed-in person's
     * saved language, `Accept-Language`, `DEFAULT_LOCALE` (packages/shared/src/i18n/locales.ts).
     */
    readonly locale: Locale
  }
}

/** A year: how long a chosen language is remembered. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60

function queryLang(req: FastifyRequest): string | undefined {
  const query = req.query as Record<string, unknown> | undefined
  const value = query?.lang
  return typeof value === 'string' ? value : undefined
}

/** The language of a request, from its sources in order; `saved` overrides the session's user (pages). */
export function negotiateRequestLocale(
  req: FastifyRequest,
  fallback: Locale,
  saved: string | null | undefined = req.user?.locale,
): Locale {
  const header = req.headers['accept-language']
  return negotiateLocale({
    query: queryLang(req),
    cookie: req.cookies?.[LOCALE_COOKIE],
    saved,
    acceptLanguage: Array.isArray(header) ? header[0] : header,
    fallback,
  })
}

/** `req.locale`, worked out when first read (most requests never say a sentence). */
export function decorateRequestLocale(
  app: { decorateRequest: (name: string, value: unknown) => unknown },
  fallback: Locale,
): void {
  const memo = new WeakMap<FastifyRequest, Locale>()
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      const known = memo.get(this)
      if (known) return known
      const locale = negotiateRequestLocale(this, fallback)
      memo.set(this, locale)
      return locale
    },
  })
}

/**
 * A page asked for with a `?lang=` the site speaks remembers it in the `lang` cookie (readable by the
 * web app, which switches its own catalog by it).
 */
export function rememberChosenLocale(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const chosen = parseLocale(queryLang(req))
  if (!chosen || req.cookies?.[LOCALE_COOKIE] === chosen) return
  reply.setCookie(LOCALE_COOKIE, chosen, {
    path: '/',
    maxAge: LOCALE_COOKIE_SECONDS,
    sameSite: 'lax',
    secure,
  })
}

/** The language a page is answered in, and whether its address named it (`?lang=`). */
export interface PageLanguage {
  locale: Locale
  inUrl: boolean
}

/** The `<html>` start tag of a page with its `lang` and `dir` set, other attributes kept. */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const kept = attributes.replace(/\s(?:lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    return `<html ${htmlLangAttributes(locale)}${kept}>`
  })
}

/** `lang` and `dir` for an `<html>` element. */
export const htmlLangAttributes = (locale: Locale) => `lang="${locale}" dir="${textDirection(locale)}"`

/**
 * A page's language. Pages load no session (only API routes do), so the saved language of a signed-in
 * person is read here, and only when neither `?lang=` nor the cookie already decides.
 */
export async function pageLanguage(
  req: FastifyRequest,
  db: Kysely<Database>,
  fallback: Locale,
): Promise<PageLanguage> {
  const inUrl = parseLocale(queryLang(req)) !== null
  let saved: string | null = null
  if (!inUrl && parseLocale(req.cookies?.[LOCALE_COOKIE]) === null) {
    const browserId = readBrowserId(req)
    if (browserId) saved = (await loadSessionUser(db, browserId))?.locale ?? null
  }
  return { locale: negotiateRequestLocale(req, fallback, saved), inUrl }
}
