import { existsSync, readFileSync } from 'node:fs'
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
 *
 * Each catalog comes in two parts, so the home page carries only its own sentences:
 * `ja.po` holds those said by the code the first load can reach (from main.tsx, through static and
 * dynamic imports, except the router's lazy screens), `ja.po?screens` the rest, loaded with the
 * first lazy screen (src/i18n/i18n.ts).
 */

interface Entry {
  id: string
  translation: string
  /** `#:` lines: `file:line` under src/. */
  origins: string[]
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
  let current: Entry | null = null
  let origins: string[] = []
  let field: 'id' | 'translation' | null = null
  const flush = () => {
    if (current?.id) entries.push(current)
    current = null
    field = null
  }
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#:')) {
      if (current) flush()
      origins.push(...line.slice(2).trim().split(/\s+/))
    } else if (line.startsWith('msgid ')) {
      flush()
      current = { id: unquote(line.slice(6)), translation: '', origins }
      origins = []
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
      // Each word grows by itself, so a long sentence still wraps between its words.
      return token.replace(
        /[A-Za-z]+/g,
        (word) =>
          `${word.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)}${'~'.repeat(Math.ceil(word.length * 0.3))}`,
      )
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

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const ROUTER = `app${path.sep}router.tsx`

function resolveSource(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}

/** The files under src/ the first load can reach: main.tsx's imports, static and dynamic, but not the router's screens. */
export function firstLoadFiles(srcDir: string): Set<string> {
  const seen = new Set<string>()
  const queue = [path.join(srcDir, 'main.tsx')]
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const isRouter = file.endsWith(ROUTER)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (isRouter && match[2]) continue
      const next = resolveSource(file, match[1] ?? match[2] ?? '')
      if (next) queue.push(next)
    }
  }
  return new Set([...seen].map((file) => path.relative(srcDir, file).split(path.sep).join('/')))
}

type Part = 'first' | 'screens'

function compileCatalog(file: string, pseudo: boolean, part: Part): Record<string, Compiled | string> {
  const english = path.basename(file) === 'en.po'
  const messages: Record<string, Compiled | string> = {}
  const srcDir = path.resolve(path.dirname(file), '..')
  const first = firstLoadFiles(srcDir)
  // Which part a sentence belongs to is read from en.po's origins (every catalog has the same ids).
  const inFirst = new Set(
    readPoEntries(readFileSync(path.join(path.dirname(file), 'en.po'), 'utf8'))
      .filter((entry) => entry.origins.some((origin) => first.has(origin.replace(/:\d+$/, ''))))
      .map((entry) => entry.id),
  )
  for (const entry of readPoEntries(readFileSync(file, 'utf8'))) {
    if (inFirst.has(entry.id) !== (part === 'first')) continue
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
      if (!/pseudo\.po(?:\?screens)?$/.test(source) || !importer) return null
      return `\0${path.resolve(path.dirname(importer), source)}`
    },
    load(id) {
      const [bare = '', query] = id.split('?')
      if (!bare.endsWith('.po')) return null
      const pseudo = PSEUDO.test(bare)
      const file = pseudo ? bare.slice(1).replace(PSEUDO, `${path.sep}locales${path.sep}en.po`) : bare
      this.addWatchFile(file)
      const messages = compileCatalog(file, pseudo, query === 'screens' ? 'screens' : 'first')
      // JSON.parse of a string literal: the fastest way for the browser to read a large object.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}
