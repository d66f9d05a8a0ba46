import type { SearchTerm } from '@spaces/shared/domain/search-query'

/**
 * Small typos forgiven in hosts' names (docs/decisions/0221-search-language.md): a term of 4–7
 * characters may be one edit away from a piece of a host's handle or display name, a longer one two.
 * Judged here, in the app, over candidates the trigram index gives, so both databases agree.
 */
export function typosAllowed(term: SearchTerm): number {
  if (term.phrase || term.text.includes(' ')) return 0
  const length = [...term.text].length
  if (length >= 8) return 2
  return length >= 4 ? 1 : 0
}

/** The fewest edits that turn `pattern` into some piece of `text` (Sellers' algorithm). */
export function substringDistance(pattern: string, text: string): number {
  const p = [...pattern]
  const t = [...text]
  let previous = Array.from({ length: p.length + 1 }, (_, i) => i)
  let best = previous[p.length] ?? 0
  for (const ch of t) {
    const current = [0]
    for (let i = 1; i <= p.length; i += 1) {
      const substitute = (previous[i - 1] ?? 0) + (p[i - 1] === ch ? 0 : 1)
      current.push(Math.min(substitute, (previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1))
    }
    best = Math.min(best, current[p.length] ?? 0)
    previous = current
  }
  return best
}

/** The three-character pieces of the terms that may hold a typo: what candidates must share. */
export function candidateTrigrams(terms: SearchTerm[]): string[] {
  const out = new Set<string>()
  for (const term of terms) {
    if (typosAllowed(term) === 0) continue
    const chars = [...term.text]
    for (let i = 0; i + 3 <= chars.length; i += 1) out.add(chars.slice(i, i + 3).join(''))
  }
  return [...out]
}

/** Does a host's folded name hold every term, each with at most its typos? */
export function hostMatches(terms: SearchTerm[], titleNorm: string): boolean {
  return terms.every((term) => substringDistance(term.text, titleNorm) <= typosAllowed(term))
}
