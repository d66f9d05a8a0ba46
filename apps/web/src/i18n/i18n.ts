import { type Messages, setupI18n } from '@lingui/core'
import { setDisplayLocale } from '@spaces/shared/domain/time-text'
import { LOCALE_COOKIE, type Locale, parseLocale, textDirection } from '@spaces/shared/i18n/locales'
import { messages as english } from '../locales/en.po'

/**
 * The web app's language (docs/decisions/0201-web-catalogs.md). The server picks it for every page
 * (`?lang=`, the `lang` cookie, the saved language, Accept-Language) and says it in
 * `<html lang dir>`; the app reads it there, loads that one catalog before its first render, and
 * switches when the person picks another. Messages are English ICU sentences, their own ids:
 * `t('Spaces on {day}', { day })`. `pseudo` (the `lang=pseudo` cookie) is the test language.
 */
export type UiLocale = Locale | 'pseudo'

export const i18n = setupI18n({ locale: 'en', messages: { en: english } })

const catalogs: Record<Exclude<UiLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es.po'),
  'pt-BR': () => import('../locales/pt-BR.po'),
  ja: () => import('../locales/ja.po'),
  ar: () => import('../locales/ar.po'),
  pseudo: () => import('../locales/pseudo.po'),
}

/** A message in the active language: `t('Hello {name}', { name })`. Call it while rendering. */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values)
}

/**
 * Marks a sentence for the catalogs where it is written down (a table of labels, a constant), to be
 * said later with `t(label)`. Returns the sentence unchanged.
 */
export const msg = (id: string): string => id

function cookieLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1]
}

/** The language the server chose for this page (`<html lang>`), or the test language. */
export function pageLocale(): UiLocale {
  if (cookieLocale() === 'pseudo') return 'pseudo'
  if (typeof document === 'undefined') return 'en'
  return parseLocale(document.documentElement.lang) ?? 'en'
}

/** The BCP 47 tag Intl formats with: the pseudo-locale formats as English. */
export const intlTag = (locale: UiLocale = activeLocale()): string => (locale === 'pseudo' ? 'en-US' : locale)

export const activeLocale = (): UiLocale => i18n.locale as UiLocale

/** Loads `locale`'s catalog (English has none to load) and makes it the page's language. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const messages = locale === 'en' ? english : (await catalogs[locale]()).messages
  setDisplayLocale(intlTag(locale))
  i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale
    document.documentElement.dir = locale === 'pseudo' ? 'ltr' : textDirection(locale)
  }
}
