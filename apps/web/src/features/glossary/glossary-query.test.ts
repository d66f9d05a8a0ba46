import { describe, expect, it } from 'vitest'
import {
  capitaliseCategory,
  glossaryFiltersFromQuery,
  glossaryListPath,
  glossaryTermPath,
  withGlossaryFilter,
} from './glossary-query'

describe('glossaryFiltersFromQuery', () => {
  it('reads search verbatim and category in lower case', () => {
    expect(glossaryFiltersFromQuery(new URLSearchParams('search=zon%20&category=Housing'))).toEqual({
      search: 'zon ',
      category: 'housing',
    })
  })

  it('means all when missing', () => {
    expect(glossaryFiltersFromQuery(new URLSearchParams())).toEqual({ search: '', category: '' })
  })
})

describe('withGlossaryFilter', () => {
  it('sets one filter and keeps the other', () => {
    const next = withGlossaryFilter(new URLSearchParams('category=civic'), 'search', 'quorum')
    expect(next.toString()).toBe('category=civic&search=quorum')
  })

  it('removes a filter cleared to empty or blank', () => {
    expect(withGlossaryFilter(new URLSearchParams('search=x&category=civic'), 'search', ' ').toString()).toBe(
      'category=civic',
    )
    expect(withGlossaryFilter(new URLSearchParams('category=civic'), 'category', '').toString()).toBe('')
  })

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('search=a')
    withGlossaryFilter(params, 'search', 'b')
    expect(params.get('search')).toBe('a')
  })
})

describe('glossaryListPath', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(glossaryListPath({ search: '', category: '' })).toBe('/api/glossary')
    expect(glossaryListPath({ search: '  ', category: '' })).toBe('/api/glossary')
    expect(glossaryListPath({ search: ' public comment ', category: 'civic' })).toBe(
      '/api/glossary?search=public+comment&category=civic',
    )
  })
})

describe('glossaryTermPath', () => {
  it('URL-encodes the term into one path segment', () => {
    expect(glossaryTermPath('Co-host')).toBe('/api/glossary/Co-host')
    expect(glossaryTermPath('Request to speak')).toBe('/api/glossary/Request%20to%20speak')
    expect(glossaryTermPath('A/B & C?')).toBe('/api/glossary/A%2FB%20%26%20C%3F')
  })
})

describe('capitaliseCategory', () => {
  it('capitalises the first letter', () => {
    expect(capitaliseCategory('organizing')).toBe('Organizing')
    expect(capitaliseCategory('')).toBe('')
  })
})
