import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/**
 * The web app's catalogs (src/locales/<locale>.po) as JavaScript modules, compiled at build time
 * (docs/decisions/0201-web-catalogs.md): `import { messages } from '../locales/ja.po'` gives Lingui's
 * compiled messages, msgid → tokens, so the browser needs no ICU parser. English is the source:
 * `en.po` keeps only the messages that need compiling (placeholders, plurals); a plain sentence is
 * its own translation. `pseudo.po` is not a file: it is made from `en.po`, every sentence accented
 * and about 30 % longer, so a test can spot any text left outside the catalogs.
 */

interface Entry {
  id: string
  translation: string
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' }
const unquote = (text: string) =>
  text
    .trim()
    .slice(1, -1)
    .replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c)

/** The msgid/msgstr pairs of a .po file (continuation lines joined; the header entry left out). */
export function readPoEntries(text: string): Entry[] {
  const entries: Entry[] = []
  let current: { id: string; translation: string } | null = null
  let field: 'id' | 'translation' | null = null
  const flush = () => {
    if (current?.id) entries.push(current)
    current = null
    field = null
  }
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('msgid ')) {
      flush()
      current = { id: unquote(line.slice(6)), translation: '' }
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.translation = unquote(line.slice(7))
      field = 'translation'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    }
  }
  flush()
  return entries
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] ?? c,
  ]),
)

/** A compiled message's text parts accented and padded (placeholders and plural keys kept). */
type Compiled = ReturnType<typeof compileMessage>
export function pseudoLocalize(compiled: Compiled): Compiled {
  return compiled.map((token) => {
    if (typeof token === 'string') {
      const words = token.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)
      const letters = token.replace(/[^A-Za-z]/g, '').length
      return letters > 0 ? `${words}${'~'.repeat(Math.ceil(letters * 0.3))}` : words
    }
    const [name, type, format] = token as [string, string?, unknown?]
    if (format && typeof format === 'object') {
      const branches: Record<string, unknown> = {}
      for (const [key, branch] of Object.entries(format))
        branches[key] = Array.isArray(branch) ? pseudoLocalize(branch as Compiled) : branch
      return [name, type, branches]
    }
    return token
  }) as Compiled
}

const isPlain = (compiled: Compiled) => compiled.length <= 1 && compiled.every((t) => typeof t === 'string')

function compileCatalog(file: string, pseudo: boolean): Record<string, Compiled | string> {
  const english = path.basename(file) === 'en.po'
  const messages: Record<string, Compiled | string> = {}
  for (const entry of readPoEntries(readFileSync(file, 'utf8'))) {
    const text = english ? entry.id : entry.translation
    if (!text) continue
    const compiled = compileMessage(text)
    if (pseudo) messages[entry.id] = pseudoLocalize(compiled)
    else if (!english || !isPlain(compiled)) messages[entry.id] = isPlain(compiled) ? text : compiled
  }
  return messages
}

const PSEUDO = /[\\/]locales[\\/]pseudo\.po$/

export function poCatalogs(): Plugin {
  return {
    name: 'spaces:po-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('pseudo.po') || !importer) return null
      return `\0${path.resolve(path.dirname(importer), source)}`
    },
    load(id) {
      if (!id.endsWith('.po')) return null
      const pseudo = PSEUDO.test(id)
      const file = pseudo ? id.slice(1).replace(PSEUDO, `${path.sep}locales${path.sep}en.po`) : id
      this.addWatchFile(file)
      const messages = compileCatalog(file, pseudo)
      // JSON.parse of a string literal: the fastest way for the browser to read a large object.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}
