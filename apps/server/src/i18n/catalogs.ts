import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { LOCALES, type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { findRepoRoot } from '../lib/repo-root'
import { parsePo } from './po'

/** Where the server's catalogs live, from the repository's root (the bundle and tsx both find it). */
export const CATALOG_DIR = 'apps/server/src/i18n/locales'

export const catalogPath = (locale: Locale, root = findRepoRoot()) =>
  path.join(root, CATALOG_DIR, `${locale}.po`)

/** A catalog as Lingui takes it: msgid → compiled message; an untranslated entry is left out. */
function loadCompiled(locale: Locale): Record<string, ReturnType<typeof compileMessage>> {
  const { entries } = parsePo(readFileSync(catalogPath(locale), 'utf8'))
  const messages: Record<string, ReturnType<typeof compileMessage>> = {}
  for (const entry of entries) {
    const text = locale === SOURCE_LOCALE ? entry.id : entry.translation
    if (text) messages[entry.id] = compileMessage(text)
  }
  return messages
}

let instances: Map<Locale, I18n> | undefined

/**
 * One Lingui instance per language, built from the .po files on first use and kept for the life of
 * the process (docs/decisions/0210). A message missing from a catalog falls back to the English
 * text, which is its id.
 */
export function i18nFor(locale: Locale): I18n {
  if (!instances) {
    instances = new Map()
    for (const each of LOCALES) {
      const i18n = setupI18n({ locale: each, messages: { [each]: loadCompiled(each) } })
      // The id is the English ICU text: compile it when a catalog has no translation for it.
      i18n.setMessagesCompiler(compileMessage)
      instances.set(each, i18n)
    }
  }
  const found = instances.get(locale)
  if (!found) throw new Error(`No catalog for ${locale}.`)
  return found
}
