import { describe, expect, it } from 'vitest'
import { capitalise, filtersFromQuery, queryFromFilters, readingListPath } from './reading-filters'

describe('filtersFromQuery', () => {
  it('reads host and type', () => {
    expect(filtersFromQuery(new URLSearchParams('host=civicsquare_nyc&type=book'))).toEqual({
      host: 'civicsquare_nyc',
      type: 'book',
    })
  })

  it('means all when the parameters are missing or blank', () => {
    expect(filtersFromQuery(new URLSearchParams(''))).toEqual({ host: '', type: '' })
    expect(filtersFromQuery(new URLSearchParams('host=%20&type='))).toEqual({ host: '', type: '' })
  })

  it("drops a leading '@' and ignores an unknown type", () => {
    expect(filtersFromQuery(new URLSearchParams('host=@rentwatch_la&type=movie'))).toEqual({
      host: 'rentwatch_la',
      type: '',
    })
  })

  it("accepts 'other' and any letter case of a type", () => {
    expect(filtersFromQuery(new URLSearchParams('type=Other')).type).toBe('other')
  })
})

describe('queryFromFilters and readingListPath', () => {
  it('leaves out the filters set to all', () => {
    expect(queryFromFilters({ host: '', type: '' }).toString()).toBe('')
    expect(readingListPath({ host: '', type: '' })).toBe('/api/reading')
  })

  it('round-trips through the query string', () => {
    const filters = { host: 'policy_bytes', type: 'podcast' as const }
    expect(filtersFromQuery(queryFromFilters(filters))).toEqual(filters)
    expect(readingListPath(filters)).toBe('/api/reading?host=policy_bytes&type=podcast')
  })

  it('encodes what it sends', () => {
    expect(readingListPath({ host: 'a&b', type: '' })).toBe('/api/reading?host=a%26b')
  })
})

describe('capitalise', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('podcast')).toBe('Podcast')
    expect(capitalise('')).toBe('')
  })
})
