/**
 * The text rules every input and every output shares, written once: what the API
 * refuses (`isCleanText`, `isSingleLine`) is exactly what the feed writers and the X import drop
 * (`dropUnsafeCharacters`, `toSingleLine`), so a row stored before a rule existed, or brought in from
 * X, cannot break an output either.
 */

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and U+FFFE and U+FFFF.
 * PostgreSQL refuses NUL in text outright while SQLite stores it; XML 1.0 cannot carry any of them
 * (DEL aside, which no one types); RFC 5545 allows none of the controls in a value.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/

/** The same characters, and lone UTF-16 surrogates (which no UTF-8 output can encode), to remove. */
const UNSAFE_OR_LONE_SURROGATE = new RegExp(
  `${UNSAFE_CHARACTERS.source}|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
)

/**
 * True when `text` is safe to store and show: no control characters (tab and newlines are fine), no
 * U+FFFE or U+FFFF, and no lone UTF-16 surrogates (which cannot be encoded as UTF-8, so a database
 * would alter them). These are also exactly the characters XML 1.0 cannot carry.
 */
export function isCleanText(text: string): boolean {
  return !UNSAFE_CHARACTERS.test(text) && isWellFormed(text)
}

/** True when `text` holds no line break (CR or LF): names, titles, labels, subjects. */
export function isSingleLine(text: string): boolean {
  return !/[\r\n]/.test(text)
}

/** `text` without the characters `isCleanText` refuses, for outputs and for text from elsewhere (X). */
export function dropUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_OR_LONE_SURROGATE, '')
}

/**
 * `text` as one clean line: unsafe characters dropped, each line break (with the spaces around it)
 * one space, trimmed. For single-line texts that did not come through the API (X, older rows).
 */
export function toSingleLine(text: string): string {
  return dropUnsafeCharacters(text)
    .replace(/[ \t]*[\r\n]+[ \t]*/g, ' ')
    .trim()
}

function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false
      i++
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false
    }
  }
  return true
}
