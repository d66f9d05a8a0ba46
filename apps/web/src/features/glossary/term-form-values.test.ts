import { describe, expect, it } from 'vitest'
import {
  checkTermForm,
  emptyTermValues,
  LEVEL_WITHOUT_DEFINITION,
  splitLines,
  type TermFormValues,
  termValuesFrom,
} from './term-form-values'

function filled(): TermFormValues {
  const values = emptyTermValues()
  values.term = ' Quorum '
  values.category = ' Civic '
  values.levels.eli5.definition = 'Enough people to decide.'
  values.levels.eli5.examples = 'A club needs 5 of 9 members.\n\n  A council needs a majority.  '
  values.levels.graduate.definition = 'A minimum for legitimacy.'
  values.levels.graduate.citations = "Robert's Rules of Order"
  return values
}

describe('splitLines', () => {
  it('trims lines and drops blank ones, for \\n and \\r\\n', () => {
    expect(splitLines(' a \r\n\r\nb\n  \n')).toEqual(['a', 'b'])
    expect(splitLines('')).toEqual([])
  })
})

describe('checkTermForm', () => {
  it('builds the request: trimmed term, lower-case category, only the levels with a definition', () => {
    const { body, errors } = checkTermForm(filled())
    expect(errors).toEqual({ levels: {} })
    expect(body).toEqual({
      term: 'Quorum',
      category: 'civic',
      definitions: [
        {
          level: 'eli5',
          definition: 'Enough people to decide.',
          examples: ['A club needs 5 of 9 members.', 'A council needs a majority.'],
          citations: [],
        },
        {
          level: 'graduate',
          definition: 'A minimum for legitimacy.',
          examples: [],
          citations: ["Robert's Rules of Order"],
        },
      ],
    })
  })

  it('requires a term and a category', () => {
    const { body, errors } = checkTermForm(emptyTermValues())
    expect(body).toBeNull()
    expect(errors.term).toBe('Term is required')
    expect(errors.category).toBe('Category is required')
  })

  it('refuses examples or citations on a level without a definition', () => {
    const values = filled()
    values.levels.highschool.citations = 'A source'
    const { body, errors } = checkTermForm(values)
    expect(body).toBeNull()
    expect(errors.levels.highschool).toBe(LEVEL_WITHOUT_DEFINITION)
  })

  it("puts a level's schema failure on that level ('Too long')", () => {
    const values = filled()
    values.levels.graduate.definition = 'x'.repeat(5001)
    const { body, errors } = checkTermForm(values)
    expect(body).toBeNull()
    expect(errors.levels.graduate).toBe('Too long')
    expect(errors.levels.eli5).toBeUndefined()
  })

  it('limits the term to 100 characters', () => {
    const values = filled()
    values.term = 't'.repeat(101)
    expect(checkTermForm(values).errors.term).toBe('Too long')
  })
})

describe('termValuesFrom', () => {
  it('fills the form from a stored term, and checking it gives the same definitions back', () => {
    const term = {
      id: 1,
      term: 'Zoning',
      category: 'housing',
      definitions: [
        {
          level: 'highschool' as const,
          definition: 'Rules for land.',
          examples: ['a', 'b'],
          citations: ['c'],
        },
      ],
    }
    const values = termValuesFrom(term)
    expect(values.levels.highschool).toEqual({
      definition: 'Rules for land.',
      examples: 'a\nb',
      citations: 'c',
    })
    expect(values.levels.eli5.definition).toBe('')
    expect(checkTermForm(values).body).toEqual({
      term: 'Zoning',
      category: 'housing',
      definitions: term.definitions,
    })
  })
})
