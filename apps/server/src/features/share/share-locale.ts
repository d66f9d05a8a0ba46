import { LOCALES, type Locale, parseLocale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import type { FastifyRequest } from 'fastify'
import { type Translator, translatorFor } from '../../i18n/translate'

/**
 * The languages a share picture can be drawn in. Its font (Inter: Latin, Greek, Cyrillic) draws no
 * Japanese or Arabic, and satori does not lay out right-to-left text, so a picture asked for in those
 * is drawn with its few fixed words in English (docs/decisions/0212). The page's og:image:alt, which
 * says what the picture shows, is in the page's own language.
 */
const PICTURE_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['en', 'es', 'pt-BR'])

/** A picture's language: its address's `?lang=` only (no Vary needed), else DEFAULT_LOCALE. */
export function pictureLocale(req: FastifyRequest, fallback: Locale): Locale {
  const query = req.query as { lang?: unknown } | undefined
  const asked = parseLocale(typeof query?.lang === 'string' ? query.lang : null) ?? fallback
  return PICTURE_LOCALES.has(asked) ? asked : SOURCE_LOCALE
}

export const pictureTranslator = (req: FastifyRequest, fallback: Locale): Translator =>
  translatorFor(pictureLocale(req, fallback))

/** og:locale's form of each language (language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  ja: 'ja_JP',
  ar: 'ar_AR',
}

/** The page's address in `locale` (`?lang=`), or without one for x-default. */
export const localizedUrl = (url: string, locale: Locale | null) =>
  locale === null ? url : `${url}?lang=${encodeURIComponent(locale)}`

export { LOCALES }
