/**
 * The languages the site speaks, and how a request's language is chosen.
 *
 * Order of precedence (docs/decisions: "Which language a request gets"):
 * `?lang=` on the URL, then the `lang` cookie, then the signed-in person's saved language, then
 * `Accept-Language`, then the operator's `DEFAULT_LOCALE`. Anything unknown or malformed is skipped
 * silently and the next source is tried.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'ja', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'lang'

const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar'])

export function isRtl(locale: Locale): boolean {
  return RTL.has(locale)
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr'
}

/**
 * The shipped locale a tag names, or null. Case-insensitive; `pt`, `pt-BR` and `pt-PT` all mean
 * Brazilian Portuguese (the only Portuguese shipped), `es-419` means Spanish, `ja-JP` Japanese.
 */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (typeof value !== 'string') return null
  const tag = value.trim()
  if (tag.length === 0 || tag.length > 35 || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag))
    return null
  const lower = tag.toLowerCase().replace(/_/g, '-')
  for (const locale of LOCALES) if (locale.toLowerCase() === lower) return locale
  const language = lower.split('-')[0]
  if (language === 'pt') return 'pt-BR'
  for (const locale of LOCALES) if (locale === language) return locale
  return null
}

/** The best shipped locale for an `Accept-Language` header, by its q-values, or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1000) return null
  const ranked = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const entry of ranked) {
    const locale = parseLocale(entry.tag)
    if (locale) return locale
  }
  return null
}

export interface LocaleSources {
  query?: string | null
  cookie?: string | null
  saved?: string | null
  acceptLanguage?: string | null
  fallback: Locale
}

/** Picks a request's language from its sources, in the order above. */
export function negotiateLocale(sources: LocaleSources): Locale {
  return (
    parseLocale(sources.query) ??
    parseLocale(sources.cookie) ??
    parseLocale(sources.saved) ??
    localeFromAcceptLanguage(sources.acceptLanguage) ??
    sources.fallback
  )
}
