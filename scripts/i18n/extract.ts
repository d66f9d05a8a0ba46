import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PoCatalog, parsePo, writePo } from '../../apps/server/src/i18n/po'
import { LOCALES } from '../../packages/shared/src/i18n/locales'
import { collectServerMessages } from './server-messages'

/**
 * `npm run i18n:extract`: brings the server's catalogs (apps/server/src/i18n/locales/*.po) in step
 * with the code. A new sentence is added untranslated, a sentence the code no longer says is removed,
 * every translation already there is kept. The catalogs test then names what is left to translate.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const { messages, problems } = collectServerMessages(root)
for (const problem of problems) console.error(problem)

for (const locale of LOCALES) {
  const file = path.join(root, 'apps/server/src/i18n/locales', `${locale}.po`)
  const old: PoCatalog = existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : { headers: {}, entries: [] }
  const known = new Map(old.entries.map((entry) => [entry.id, entry]))
  const ids = [...messages.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const catalog: PoCatalog = {
    headers: {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      Language: locale,
      'X-Generator': 'npm run i18n:extract',
    },
    entries: ids.map((id) => {
      const before = known.get(id)
      return {
        id,
        translation: locale === 'en' ? '' : (before?.translation ?? ''),
        comments: before?.comments ?? [],
        origins: [...new Set(messages.get(id) ?? [])],
      }
    }),
  }
  writeFileSync(file, writePo(catalog))
  const untranslated = catalog.entries.filter((e) => locale !== 'en' && !e.translation).length
  console.log(`${locale}.po: ${catalog.entries.length} messages, ${untranslated} to translate`)
}
process.exitCode = problems.length > 0 ? 1 : 0
