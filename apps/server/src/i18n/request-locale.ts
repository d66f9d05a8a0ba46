import {
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  parseLocale,
  textDirection,
} from '@spaces/shared/i18n/locales'
import type { FastifyReply, FastifyRequest } from 'fastify'

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

/** `lang` and `dir` for an `<html>` element. */
export const htmlLangAttributes = (locale: Locale) => `lang="${locale}" dir="${textDirection(locale)}"`
