import { dropUnsafeCharacters } from '@spaces/shared/domain/clean-text'

/**
 * The few XML pieces RSS and Atom are made of, every value escaped here and nowhere else. Text is
 * written as text (predefined entities, which every XML reader decodes; no CDATA, so no `]]>`
 * can end a section early), after dropping what XML cannot carry (one U+FFFF made a feed
 * unreadable) and writing each line break as the LF an XML reader reads it as.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}

/** A text value, or an attribute value in double quotes (the only quotes written here). */
export function xmlText(value: string): string {
  return dropUnsafeCharacters(value)
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char)
}

type Attributes = Record<string, string>

const attributesOf = (attributes: Attributes) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
    .join('')

/** `<name attr="…">text</name>`, the text escaped. */
export function textElement(name: string, text: string, attributes: Attributes = {}): string {
  return `<${name}${attributesOf(attributes)}>${xmlText(text)}</${name}>`
}

/** `<name attr="…"/>`. */
export function emptyElement(name: string, attributes: Attributes): string {
  return `<${name}${attributesOf(attributes)}/>`
}

/** `<name attr="…">` children, one a line `</name>`; children are elements made by these functions. */
export function parentElement(name: string, attributes: Attributes, children: readonly string[]): string {
  return [`<${name}${attributesOf(attributes)}>`, ...children, `</${name}>`].join('\n')
}

/** A whole document: the declaration, then the root element. */
export function xmlDocument(root: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${root}\n`
}
