/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright while SQLite stores it, so the API refuses all of them, on both.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * True when `text` is safe to store and show: no control characters (tab and newlines are fine) and
 * no lone UTF-16 surrogates (which cannot be encoded as UTF-8, so a database would alter them).
 */
export function isCleanText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text) && isWellFormed(text)
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
