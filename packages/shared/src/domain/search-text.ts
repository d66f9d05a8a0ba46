/**
 * The one way text is folded for search, on both databases (docs/decisions/0220-search-index.md):
 * compatibility-decomposed, accents (combining marks) dropped, lower-cased; anything that is not a
 * letter or a digit becomes a space; every character of a script written without spaces between
 * words (Han, kana, Thai…) stands as a word of its own, so a word inside 「日本経済の未来」 is found as
 * a run of such words. Runs of spaces collapse to one. The database only ever compares folded text.
 */

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u
const WORD_CHAR = /[\p{L}\p{N}]/u
const MARK = /\p{M}/gu

/**
 * How one character folds: '' (dropped), ' ' (a break between words) or its folded letters. ASCII
 * is most of what is folded, and folds without the Unicode steps: a digit or lower-case letter as it
 * is, an upper-case letter to its lower case, anything else to a break (what those steps give it).
 */
function foldChar(ch: string): string {
  const code = ch.charCodeAt(0)
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return ch
    return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : ' '
  }
  if (UNSPACED.test(ch)) return ` ${ch.normalize('NFKC')} `
  const base = ch.toLowerCase().normalize('NFKD').replace(MARK, '')
  let out = ''
  for (const c of base) out += WORD_CHAR.test(c) ? c : ' '
  // A lone combining mark folds to nothing; anything else that is not a word character breaks words.
  return out === '' && /\p{M}/u.test(ch) ? '' : out
}

export interface FoldedText {
  /** The folded text: words separated by single spaces, no leading or trailing space. */
  text: string
  /** For each character (UTF-16 unit) of `text`, the index in the original where it came from. */
  from: number[]
}

/**
 * The folded text of `input`: words separated by single spaces, no leading or trailing space. When
 * `from` is given, the index in `input` each of its UTF-16 units came from is pushed onto it.
 */
function fold(input: string, from?: number[]): string {
  let text = ''
  let index = 0
  for (const ch of input) {
    for (const c of foldChar(ch)) {
      if (c === ' ' && (text === '' || text.endsWith(' '))) continue
      text += c
      if (from) for (let unit = 0; unit < c.length; unit += 1) from.push(index)
    }
    index += ch.length
  }
  if (!text.endsWith(' ')) return text
  from?.pop()
  return text.slice(0, -1)
}

/** Folds `input`, keeping where each folded character came from (snippets mark the original). */
export function foldWithMap(input: string): FoldedText {
  const from: number[] = []
  return { text: fold(input, from), from }
}

/** The folded form of `input` (foldWithMap's text, without building the map). */
export function foldSearchText(input: string): string {
  return fold(input)
}
