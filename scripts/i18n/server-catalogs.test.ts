import { readFileSync } from 'node:fs'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { LOCALES, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { describe, expect, it } from 'vitest'
import { catalogPath } from '../../apps/server/src/i18n/catalogs'
import { msg, waitMessage } from '../../apps/server/src/i18n/message'
import { parsePo, writePo } from '../../apps/server/src/i18n/po'
import { translate } from '../../apps/server/src/i18n/translate'
import { findRepoRoot } from '../../apps/server/src/lib/repo-root'
import { placeholders } from './placeholders'
import { collectServerMessages } from './server-messages'

const root = findRepoRoot()
const { messages, problems } = collectServerMessages(root)
const catalogs = LOCALES.map((locale) => ({
  locale,
  catalog: parsePo(readFileSync(catalogPath(locale, root), 'utf8')),
}))

describe('the server catalogs (docs/translating-server.md)', () => {
  it('find the sentences in the code, none built at run time', () => {
    expect(problems).toEqual([])
    expect(messages.size).toBeGreaterThan(50)
    expect(messages.has('Nothing exists at this address.')).toBe(true)
    expect(messages.has('There is no host @{handle}.')).toBe(true)
  })

  for (const { locale, catalog } of catalogs) {
    it(`${locale}: has every sentence the code says, and none it no longer says`, () => {
      const ids = new Set(catalog.entries.map((entry) => entry.id))
      const missing = [...messages.keys()].filter((id) => !ids.has(id))
      const unused = [...ids].filter((id) => !messages.has(id))
      expect({ missing, unused }).toEqual({ missing: [], unused: [] })
      expect(catalog.entries.length).toBe(ids.size)
    })

    if (locale === SOURCE_LOCALE) continue
    it(`${locale}: translates every sentence, as valid ICU with the source's placeholders`, () => {
      const problemsHere: string[] = []
      for (const entry of catalog.entries) {
        if (!entry.translation.trim()) problemsHere.push(`untranslated: ${entry.id}`)
        // A sentence copied unchanged is untranslated; a single word (a name such as "Space") may stay.
        else if (
          entry.translation === entry.id &&
          entry.id
            .replace(/\{[^}]*\}/g, '')
            .trim()
            .split(/\s+/).length > 2
        ) {
          problemsHere.push(`left in English: ${entry.id}`)
        }
        try {
          compileMessageOrThrow(entry.translation)
        } catch (err) {
          problemsHere.push(`not valid ICU: ${entry.translation} (${String(err)})`)
        }
        if (placeholders(entry.translation).join() !== placeholders(entry.id).join()) {
          problemsHere.push(`placeholders differ: ${entry.translation}`)
        }
      }
      expect(problemsHere).toEqual([])
    })
  }
})

describe('translate', () => {
  it('keeps the English exactly, puts values in, and translates nested messages in the same language', () => {
    expect(translate('en', msg('There is no host @{handle}.', { handle: 'ana' }))).toBe(
      'There is no host @ana.',
    )
    expect(translate('es', msg('There is no host @{handle}.', { handle: 'ana' }))).toBe(
      'No hay ningún anfitrión @ana.',
    )
    const wait = msg('{sentence} Try again in {wait}.', {
      sentence: msg('Too many requests. Try again shortly.'),
      wait: waitMessage(300),
    })
    expect(translate('en', wait)).toBe('Too many requests. Try again shortly. Try again in 5 minutes.')
    expect(translate('pt-BR', waitMessage(1))).toBe('1 segundo')
    expect(translate('ja', waitMessage(7200))).toBe('2時間')
  })

  it('gives a sentence no catalog knows back as it is', () => {
    expect(translate('ar', 'A sentence nobody wrote down.')).toBe('A sentence nobody wrote down.')
  })

  it('reads back what it writes', () => {
    const catalog = {
      headers: { Language: 'es' },
      entries: [
        { id: 'Say "hi"\\n', translation: 'Di «hola»\nya', comments: ['a note'], origins: ['a.ts:1'] },
      ],
    }
    expect(parsePo(writePo(catalog))).toEqual(catalog)
  })
})
