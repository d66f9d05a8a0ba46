import type { SearchTerm } from '@spaces/shared/domain/search-query'
import { foldWithMap } from '@spaces/shared/domain/search-text'
import { escapeHtml } from '../../lib/html'

/** How much text a snippet shows, and how much of it comes before the first match. */
const SNIPPET_LENGTH = 200
const BEFORE_MATCH = 60

/** Where in `text` (original offsets) the terms match, as whole words or prefixes, sorted. */
export function matchRanges(text: string, terms: SearchTerm[]): [number, number][] {
  const { text: folded, from } = foldWithMap(text)
  const padded = ` ${folded} `
  const ranges: [number, number][] = []
  for (const term of terms) {
    const needle = ` ${term.text}${term.prefix ? '' : ' '}`
    let at = padded.indexOf(needle)
    while (at !== -1) {
      // In `padded`, folded index = at (the leading space is padding); the match is term.text long.
      const first = from[at]
      const last = from[at + term.text.length - 1]
      if (first !== undefined && last !== undefined) {
        const lastChar = String.fromCodePoint(text.codePointAt(last) ?? 0)
        ranges.push([first, last + lastChar.length])
      }
      at = padded.indexOf(needle, at + 1)
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const top = merged[merged.length - 1]
    if (top && range[0] <= top[1]) top[1] = Math.max(top[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** Does not cut a surrogate pair in two. */
function safeIndex(text: string, index: number): number {
  const code = text.charCodeAt(index)
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index
}

/**
 * A piece of `text` around its first match, HTML-escaped, with `<mark>…</mark>` around each match:
 * the only markup a snippet ever holds.
 */
export function snippet(text: string, terms: SearchTerm[]): string {
  const ranges = matchRanges(text, terms)
  const firstMatch = ranges[0]?.[0] ?? 0
  const start = safeIndex(text, Math.max(0, firstMatch - BEFORE_MATCH))
  const end = safeIndex(text, Math.min(text.length, start + SNIPPET_LENGTH))
  let out = start > 0 ? '…' : ''
  let at = start
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue
    const a = Math.max(from, start)
    const b = Math.min(to, end)
    out += `${escapeHtml(text.slice(at, a))}<mark>${escapeHtml(text.slice(a, b))}</mark>`
    at = b
  }
  out += escapeHtml(text.slice(at, end))
  return end < text.length ? `${out}…` : out
}
