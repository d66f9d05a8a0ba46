/**
 * The gettext PO files the server's catalogs are kept in (apps/server/src/i18n/locales/<locale>.po):
 * read at start, written by `npm run i18n:extract`. Only what the catalogs use: `#.`/`#:` comments,
 * msgctxt-free entries, msgid and msgstr, each a quoted string continued on following quoted lines.
 * The msgid is the English message itself (an ICU MessageFormat string), so a translator always
 * sees the source beside the translation.
 */
export interface PoEntry {
  id: string
  translation: string
  /** `#.` lines: a note for translators. */
  comments: string[]
  /** `#:` lines: where the message is used. */
  origins: string[]
}

export interface PoCatalog {
  headers: Record<string, string>
  entries: PoEntry[]
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' }

function unquote(text: string, line: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim())
  if (!match) throw new Error(`PO line ${line}: expected a quoted string.`)
  return (match[1] ?? '').replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c)
}

const quote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`

export function parsePo(text: string): PoCatalog {
  const entries: PoEntry[] = []
  let current: { id?: string; translation?: string; comments: string[]; origins: string[] } = {
    comments: [],
    origins: [],
  }
  let field: 'id' | 'translation' | null = null
  const flush = () => {
    if (current.id !== undefined) {
      entries.push({
        id: current.id,
        translation: current.translation ?? '',
        comments: current.comments,
        origins: current.origins,
      })
    }
    current = { comments: [], origins: [] }
    field = null
  }
  const lines = text.split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    const at = index + 1
    if (line === '') flush()
    else if (line.startsWith('#.')) current.comments.push(line.slice(2).trim())
    else if (line.startsWith('#:')) current.origins.push(...line.slice(2).trim().split(/\s+/))
    else if (line.startsWith('#')) continue
    else if (line.startsWith('msgid ')) {
      if (current.translation !== undefined) flush()
      current.id = unquote(line.slice(6), at)
      field = 'id'
    } else if (line.startsWith('msgstr ')) {
      current.translation = unquote(line.slice(7), at)
      field = 'translation'
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line, at)
    } else throw new Error(`PO line ${at}: cannot read "${line.slice(0, 40)}".`)
  }
  flush()
  const header = entries.find((e) => e.id === '')
  const headers: Record<string, string> = {}
  for (const row of header?.translation.split('\n') ?? []) {
    const colon = row.indexOf(':')
    if (colon > 0) headers[row.slice(0, colon).trim()] = row.slice(colon + 1).trim()
  }
  return { headers, entries: entries.filter((e) => e.id !== '') }
}

export function writePo(catalog: PoCatalog): string {
  const headerText = Object.entries(catalog.headers)
    .map(([key, value]) => `${key}: ${value}\n`)
    .join('')
  const blocks = [`msgid ""\nmsgstr ${quote(headerText)}`]
  for (const entry of catalog.entries) {
    const lines = [
      ...entry.comments.map((c) => `#. ${c}`),
      ...(entry.origins.length ? [`#: ${entry.origins.join(' ')}`] : []),
      `msgid ${quote(entry.id)}`,
      `msgstr ${quote(entry.translation)}`,
    ]
    blocks.push(lines.join('\n'))
  }
  return `${blocks.join('\n\n')}\n`
}
