import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { i18nFor } from './catalogs'
import { isMessage, type Message } from './message'

/**
 * A message in `locale`: its catalog's translation with the values put in, or the English text when
 * the catalog has none. A plain string is looked up as an id (the sentences the error helpers are
 * given are catalog ids too) and comes back as it is when no catalog knows it.
 */
export function translate(locale: Locale, message: Message | string): string {
  const { id, values } = isMessage(message) ? message : { id: message, values: undefined }
  if (values === undefined) return i18nFor(locale)._(id)
  const plain: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values))
    plain[name] = isMessage(value) ? translate(locale, value) : value
  return i18nFor(locale)._(id, plain)
}

/** The English text of a message: what the logs say, and what English readers get. */
export const english = (message: Message | string) => translate(SOURCE_LOCALE, message)

/** A translator for one reader: `t(msg('…'))`. */
export type Translator = (message: Message | string) => string

export const translatorFor =
  (locale: Locale): Translator =>
  (message) =>
    translate(locale, message)
