import { describe, expect, it } from 'vitest'
import { parseSearchQuery, searchQueryProblem } from './search-query'
import { foldSearchText, foldWithMap } from './search-text'

describe('foldSearchText', () => {
  it('drops accents and case, breaks on punctuation, spaces out unspaced scripts', () => {
    expect(foldSearchText('Café  CRÈME, s’il-vous-plaît!')).toBe('cafe creme s il vous plait')
    expect(foldSearchText('日本経済の未来')).toBe('日 本 経 済 の 未 来')
    expect(foldSearchText('🏠 İstanbul ﬁle')).toBe('istanbul file')
  })
  it('maps each folded character back to the original', () => {
    const { text, from } = foldWithMap('Ça va')
    expect(text).toBe('ca va')
    expect(from).toEqual([0, 1, 2, 3, 4])
  })
})

describe('parseSearchQuery', () => {
  it('reads words, phrases, exclusions and prefixes', () => {
    expect(parseSearchQuery('Housing "this WEEK" -zoning -"city hall" caf')).toEqual({
      include: [
        { text: 'housing', phrase: false, prefix: false },
        { text: 'this week', phrase: true, prefix: false },
        { text: 'caf', phrase: false, prefix: true },
      ],
      exclude: [
        { text: 'zoning', phrase: false, prefix: false },
        { text: 'city hall', phrase: true, prefix: false },
      ],
    })
    expect(parseSearchQuery('hous* week ').include).toEqual([
      { text: 'hous', phrase: false, prefix: true },
      { text: 'week', phrase: false, prefix: false },
    ])
  })
  it('ignores lone operators, symbols and capital AND/OR/NOT; an open quote runs to the end', () => {
    expect(parseSearchQuery('- * AND OR NOT 🏠')).toEqual({ include: [], exclude: [] })
    expect(parseSearchQuery('"open phrase').include).toEqual([
      { text: 'open phrase', phrase: true, prefix: false },
    ])
  })
  it('says when there are too many terms', () => {
    expect(searchQueryProblem(parseSearchQuery('a b c d e f g h'))).toBeUndefined()
    expect(searchQueryProblem(parseSearchQuery('a b c d e f g h i'))).toMatch(/at most 8/)
  })
})
