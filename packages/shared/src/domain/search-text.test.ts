import { describe, expect, it } from 'vitest'
import { foldSearchText, foldWithMap } from './search-text'

/** The fold by its Unicode steps alone, every character alike: what the fast ASCII path must equal. */
function slowFold(input: string): string {
  let text = ''
  for (const ch of input) {
    let out: string
    if (
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u.test(
        ch,
      )
    ) {
      out = ` ${ch.normalize('NFKC')} `
    } else {
      out = ''
      for (const c of ch.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')) {
        out += /[\p{L}\p{N}]/u.test(c) ? c : ' '
      }
      if (out === '' && /\p{M}/u.test(ch)) out = ''
    }
    for (const c of out) {
      if (c === ' ' && (text === '' || text.endsWith(' '))) continue
      text += c
    }
  }
  return text.endsWith(' ') ? text.slice(0, -1) : text
}

describe('folding text for search', () => {
  it('folds every ASCII character as the Unicode steps do, alone and among others', () => {
    for (let code = 0; code < 0x80; code++) {
      const ch = String.fromCharCode(code)
      for (const text of [ch, `a${ch}B`, ` ${ch}${ch} 9`, `É${ch}\u0301x`]) {
        expect(foldSearchText(text), JSON.stringify(text)).toBe(slowFold(text))
        expect(foldWithMap(text).text).toBe(slowFold(text))
      }
    }
  })

  it('folds mixed text the same way, with or without the map', () => {
    const samples = [
      'Weekly Community AUDIO space: design, markets & music!',
      'Café Ñandú — ǅemal ﬁnds ①Ⅻ İstanbul ΣΊΣΥΦΟΣ',
      '「日本経済の未来」を語る ライブ',
      'ไทย 한국어 🎙️ 𝒳 e\u0301 \u0308',
      '',
      '   ',
    ]
    for (const text of samples) {
      expect(foldSearchText(text), text).toBe(slowFold(text))
      expect(foldWithMap(text).text, text).toBe(slowFold(text))
    }
  })
})
