import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PoCatalog, parsePo, writePo } from '../../apps/server/src/i18n/po'
import { LOCALES } from '../../packages/shared/src/i18n/locales'
import { collectServerMessages } from './server-messages'
import { collectWebMessages } from './web-messages'

/**
 * `npm run i18n:extract`: brings the catalogs in step with the code, the server's
 * (apps/server/src/i18n/locales/*.po) and the web app's (apps/web/src/locales/*.po). A new sentence
 * is added untranslated, a sentence the code no longer says is removed, every translation already
 * there is kept. The catalogs tests then name what is left to translate.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function writeCatalogs(dir: string, messages: Map<string, string[]>): void {
  for (const locale of LOCALES) {
    const file = path.join(root, dir, `${locale}.po`)
    const old: PoCatalog = existsSync(file)
      ? parsePo(readFileSync(file, 'utf8'))
      : { headers: {}, entries: [] }
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
    console.log(`${dir}/${locale}.po: ${catalog.entries.length} messages, ${untranslated} to translate`)
  }
}

const server = collectServerMessages(root)
const web = collectWebMessages(root)
const problems = [...server.problems, ...web.problems]
for (const problem of problems) console.error(problem)
writeCatalogs('apps/server/src/i18n/locales', server.messages)
writeCatalogs('apps/web/src/locales', web.messages)
process.exitCode = problems.length > 0 ? 1 : 0
