import { foldSearchText } from './search-text'

/**
 * The search language (docs/decisions/0221-search-language.md), parsed once here into a small tree
 * that the server compiles for each database:
 * - every word must match, as a whole word;
 * - `"a phrase"` matches those words in that order (an unclosed quote runs to the end);
 * - `-word` and `-"a phrase"` exclude;
 * - `word*`, and the last word typed, match as a prefix;
 * - `AND`, `OR`, `NOT` in capitals, a lone `-` or `*`, and anything with no letter or digit are ignored.
 * Terms are folded (foldSearchText), so case and accents never matter.
 */
export interface SearchTerm {
  /** Folded words, separated by single spaces. */
  text: string
  /** Matches words that start with the last of `text`. */
  prefix: boolean
  /** Was typed as a quoted phrase. */
  phrase: boolean
}

export interface SearchQuery {
  include: SearchTerm[]
  exclude: SearchTerm[]
}

/** Words and phrases a search may hold of each kind (more is refused with a sentence). */
export const SEARCH_MAX_TERMS = 8

const OPERATORS = new Set(['AND', 'OR', 'NOT'])

interface RawToken {
  text: string
  quoted: boolean
  negated: boolean
  /** The token ended the input with no space after it (still being typed). */
  atEnd: boolean
}

function tokenize(input: string): RawToken[] {
  const tokens: RawToken[] = []
  let i = 0
  while (i < input.length) {
    while (i < input.length && /\s/.test(input.charAt(i))) i += 1
    if (i >= input.length) break
    let negated = false
    if (input[i] === '-') {
      negated = true
      i += 1
    }
    if (input[i] === '"') {
      const close = input.indexOf('"', i + 1)
      const end = close === -1 ? input.length : close
      tokens.push({ text: input.slice(i + 1, end), quoted: true, negated, atEnd: false })
      i = end + 1
      continue
    }
    let end = i
    while (end < input.length && !/\s/.test(input.charAt(end)) && input[end] !== '"') end += 1
    tokens.push({ text: input.slice(i, end), quoted: false, negated, atEnd: end >= input.length })
    i = end
  }
  return tokens
}

function toTerm(token: RawToken, isLastWord: boolean): SearchTerm | undefined {
  if (!token.quoted && OPERATORS.has(token.text)) return undefined
  const starred = !token.quoted && token.text.endsWith('*')
  const text = foldSearchText(token.text)
  if (text === '') return undefined
  return { text, phrase: token.quoted, prefix: starred || (isLastWord && !token.negated) }
}

/** Parses what a visitor typed; a query with no term left finds nothing. */
export function parseSearchQuery(input: string): SearchQuery {
  const tokens = tokenize(input)
  const include: SearchTerm[] = []
  const exclude: SearchTerm[] = []
  const seen = new Set<string>()
  tokens.forEach((token, index) => {
    const isLastWord = index === tokens.length - 1 && !token.quoted && token.atEnd
    const term = toTerm(token, isLastWord)
    if (!term) return
    const key = `${token.negated ? '-' : '+'}${term.prefix ? '*' : ''}${term.text}`
    if (seen.has(key)) return
    seen.add(key)
    ;(token.negated ? exclude : include).push(term)
  })
  return { include, exclude }
}

/** The sentence for a query with too many terms, or undefined when it is fine. */
export function searchQueryProblem(query: SearchQuery): string | undefined {
  if (query.include.length > SEARCH_MAX_TERMS || query.exclude.length > SEARCH_MAX_TERMS) {
    return `Search for at most ${SEARCH_MAX_TERMS} words or phrases, and leave out at most ${SEARCH_MAX_TERMS}.`
  }
  return undefined
}
