import { describe, expect, it } from 'vitest'
import { isCleanText } from './clean-text'

describe('isCleanText', () => {
  it.each([
    ['plain text', 'Housing policy, tonight'],
    ['tab and newlines', 'line one\n\tline two\r\n'],
    ['accents and CJK', 'Café 東京'],
    ['astral characters (emoji, supplementary CJK)', '🎙️ 𠀋 𝒳'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(isCleanText(text)).toBe(true)
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['form feed', '\u000C'],
    ['escape', '\u001B[31m'],
    ['unit separator', '\u001F'],
    ['DEL', '\u007F'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDC00b'],
    ['surrogates in the wrong order', '\uDC00\uD800'],
  ])('refuses %s', (_name, text) => {
    expect(isCleanText(text)).toBe(false)
  })
})
