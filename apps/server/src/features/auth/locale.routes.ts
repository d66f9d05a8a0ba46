import { LOCALE_COOKIE, LOCALES, type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { ZSaveLocaleBody, ZSaveLocaleResponse } from '@spaces/shared/schemas/auth'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import type { CookieSettings } from '../../auth/session'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { badRequest } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { saveUserLocale } from './auth.service'

const doc = routeDoc('auth')
/** A year, as the `lang` cookie a `?lang=` sets (i18n/request-locale.ts). */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60

/**
 * The signed-in person's language: kept with the account (their mails and pushes follow it unless a
 * subscription was made in another) and in the `lang` cookie, so the pages of this browser follow.
 */
export function localeRoutes(app: App, deps: { db: Kysely<Database>; cookieSettings: CookieSettings }): void {
  const save = doc({
    operationId: 'saveLocale',
    access: 'session',
    summary: 'Save the language of the logged-in account (en, es, pt-BR, ja or ar).',
    body: ZSaveLocaleBody,
    response: { 200: ZSaveLocaleResponse },
  })
  app.put('/api/auth/locale', { schema: save }, async (req, reply) => {
    const user = requireUser(req)
    const locale: Locale | null = parseLocale(req.body.locale)
    if (!locale) {
      throw badRequest(
        msg('The site does not speak this language. Choose one of: {languages}.', {
          languages: LOCALES.join(', '),
        }),
      )
    }
    await saveUserLocale(deps.db, user.id, locale)
    reply.setCookie(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_SECONDS,
      sameSite: 'lax',
      secure: deps.cookieSettings.secure,
    })
    return { locale }
  })
}
