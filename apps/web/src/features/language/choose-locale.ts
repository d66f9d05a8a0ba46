import { LOCALE_COOKIE, type Locale } from '@spaces/shared/i18n/locales'
import { ZSaveLocaleResponse } from '@spaces/shared/schemas/auth'
import { activateLocale } from '../../i18n/i18n'
import { api } from '../../lib/api-client'

/** A year, as the server's own `lang` cookie. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60

/**
 * The person's choice of language: kept in the `lang` cookie (the server answers this browser's
 * pages and API calls in it), saved with the account when logged in (mails and pushes follow), and
 * shown at once, without a reload.
 */
export async function chooseLocale(locale: Locale, loggedIn: boolean): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; samesite=lax${secure}`
  if (loggedIn) {
    try {
      await api.put('/api/auth/locale', import.meta.env.DEV && ZSaveLocaleResponse, { locale })
    } catch {
      // The cookie already holds the choice for this browser; the account keeps its old language.
    }
  }
  await activateLocale(locale)
}
