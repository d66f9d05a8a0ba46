import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { describe, expect, it } from 'vitest'
import { parsePo } from '../../apps/server/src/i18n/po'
import { findRepoRoot } from '../../apps/server/src/lib/repo-root'
import { placeholders } from './placeholders'
import { collectWebMessages } from './web-messages'

const root = findRepoRoot()
const { messages, problems } = collectWebMessages(root)
const catalogs = LOCALES.map((locale) => ({
  locale,
  catalog: parsePo(readFileSync(path.join(root, 'apps/web/src/locales', `${locale}.po`), 'utf8')),
}))

describe('the web catalogs (docs/translating.md)', () => {
  it('find the sentences in the code, none built at run time', () => {
    expect(problems).toEqual([])
    expect(messages.size).toBeGreaterThan(20)
    expect(messages.has('Language')).toBe(true)
  })

  for (const { locale, catalog } of catalogs) {
    it(`${locale}: has every sentence the code says, and none it no longer says`, () => {
      const ids = new Set(catalog.entries.map((entry) => entry.id))
      const missing = [...messages.keys()].filter((id) => !ids.has(id))
      const unused = [...ids].filter((id) => !messages.has(id))
      expect({ missing, unused }).toEqual({ missing: [], unused: [] })
      expect(catalog.entries.length).toBe(ids.size)
    })

    it(`${locale}: every source sentence is valid ICU`, () => {
      const invalid = catalog.entries.filter((entry) => placeholders(entry.id)[0] === '(not valid ICU)')
      expect(invalid.map((entry) => entry.id)).toEqual([])
    })

    if (locale === SOURCE_LOCALE) continue
    it(`${locale}: translates every sentence, as valid ICU with the source's placeholders`, () => {
      const problemsHere: string[] = []
      for (const entry of catalog.entries) {
        if (!entry.translation.trim()) problemsHere.push(`untranslated: ${entry.id}`)
        else if (
          entry.translation === entry.id &&
          entry.id
            .replace(/\{[^}]*\}/g, '')
            .trim()
            .split(/\s+/).length > 2
        ) {
          problemsHere.push(`left in English: ${entry.id}`)
        }
        if (placeholders(entry.translation).join() !== placeholders(entry.id).join()) {
          problemsHere.push(`placeholders differ: ${entry.id} → ${entry.translation}`)
        }
      }
      expect(problemsHere).toEqual([])
    })
  }
})
