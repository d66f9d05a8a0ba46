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

type Load = () => Promise<{ messages: Messages }>

/** Each language's catalog in two parts: what the first load says, and the lazy screens' sentences. */
const catalogs: Record<UiLocale, { first: Load; screens: Load }> = {
  en: { first: async () => ({ messages: english }), screens: () => import('../locales/en.po?screens') },
  es: { first: () => import('../locales/es.po'), screens: () => import('../locales/es.po?screens') },
  'pt-BR': {
    first: () => import('../locales/pt-BR.po'),
    screens: () => import('../locales/pt-BR.po?screens'),
  },
  ja: { first: () => import('../locales/ja.po'), screens: () => import('../locales/ja.po?screens') },
  ar: { first: () => import('../locales/ar.po'), screens: () => import('../locales/ar.po?screens') },
  pseudo: {
    first: () => import('../locales/pseudo.po'),
    screens: () => import('../locales/pseudo.po?screens'),
  },
}

/** Whether a lazy screen has been opened: from then on a language comes with its screens' sentences. */
let screensWanted = false

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

/**
 * The BCP 47 tag Intl formats with: English is en-US (the site's English is American, and the home
 * calendar's English name tables hold to it), and the pseudo-locale formats as English.
 */
export const intlTag = (locale: UiLocale = activeLocale()): string =>
  locale === 'pseudo' || locale === 'en' ? 'en-US' : locale

export const activeLocale = (): UiLocale => i18n.locale as UiLocale

async function catalogFor(locale: UiLocale): Promise<Messages> {
  const parts = await Promise.all([
    catalogs[locale].first(),
    ...(screensWanted ? [catalogs[locale].screens()] : []),
  ])
  return Object.assign({}, ...parts.map((part) => part.messages))
}

/**
 * The lazy screens' sentences in the active language, before such a screen first draws: the
 * router's screen loaders wait for it (app/router.tsx). English ones are compiled too (plurals).
 */
export async function loadScreenCatalog(): Promise<void> {
  if (screensWanted) return
  screensWanted = true
  const locale = activeLocale()
  const { messages } = await catalogs[locale].screens()
  i18n.load(locale, messages)
}

/** Wraps a lazy screen's import so it resolves once the screens' sentences are in. */
export const withScreenCatalog = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, loadScreenCatalog().catch(() => {})]).then(([module]) => module)

/** Loads `locale`'s catalog and makes it the page's language. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const messages = await catalogFor(locale)
  setDisplayLocale(intlTag(locale))
  i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale
    document.documentElement.dir = locale === 'pseudo' ? 'ltr' : textDirection(locale)
  }
}
