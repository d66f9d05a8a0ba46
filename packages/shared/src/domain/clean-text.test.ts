import { describe, expect, it } from 'vitest'
import { dropUnsafeCharacters, isCleanText, isSingleLine, toSingleLine } from './clean-text'

describe('isCleanText', () => {
  it.each([
    ['plain text', 'Housing policy, tonight'],
    ['tab and newlines', 'line one\n\tline two\r\n'],
    ['accents and CJK', 'Café 東京'],
    ['astral characters (emoji, supplementary CJK)', '🎙️ 𠀋 𝒳'],
    ['the last characters XML allows below the surrogates and in the BMP', '\uD7FF \uE000 \uFFFD'],
    ['astral noncharacters, which XML allows', '\u{1FFFE}\u{10FFFF}'],
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
    ['U+FFFE', 'a\uFFFEb'],
    ['U+FFFF', 'Housing\uFFFF'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDC00b'],
    ['surrogates in the wrong order', '\uDC00\uD800'],
  ])('refuses %s', (_name, text) => {
    expect(isCleanText(text)).toBe(false)
  })
})

describe('isSingleLine', () => {
  it.each(['', 'Renata Aldridge', 'tab\there', '🎙️ Space'])('accepts %j', (text) => {
    expect(isSingleLine(text)).toBe(true)
  })

  it.each(['a\nb', 'a\r\nb', 'a\rb', 'trailing\n'])('refuses %j', (text) => {
    expect(isSingleLine(text)).toBe(false)
  })
})

describe('dropUnsafeCharacters', () => {
  it('removes exactly what isCleanText refuses, keeping tabs, line breaks and whole astral characters', () => {
    const text = 'a\u0000b\u0007\t\r\n\uFFFF\uFFFEc\u007F\uD800😀\uDC00𠀋\uFFFD'
    expect(dropUnsafeCharacters(text)).toBe('ab\t\r\nc😀𠀋\uFFFD')
    expect(isCleanText(dropUnsafeCharacters(text))).toBe(true)
  })

  it('leaves clean text as it is', () => {
    const text = 'Rents, wages; and a \\ backslash\n🎙️'
    expect(dropUnsafeCharacters(text)).toBe(text)
  })
})

describe('toSingleLine', () => {
  it.each([
    ['R\nX-PUBLISHED-TTL:P52W\nEND:VCALENDAR', 'R X-PUBLISHED-TTL:P52W END:VCALENDAR'],
    ['one \r\n\r\n two', 'one two'],
    ['a\rb', 'a b'],
    ['\n padded \n', 'padded'],
    ['x\uFFFF\nY\uD800', 'x Y'],
    ['Renata Aldridge', 'Renata Aldridge'],
  ])('turns %j into %j', (text, line) => {
    expect(toSingleLine(text)).toBe(line)
    expect(isSingleLine(toSingleLine(text))).toBe(true)
  })
})
