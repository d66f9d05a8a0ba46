import type { Locale } from '@spaces/shared/i18n/locales'

/** Each language by its own name, as its readers look for it in a list (the pickers show these). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ar: 'العربية',
}
