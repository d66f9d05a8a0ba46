import { GLOSSARY_LEVELS } from '@spaces/shared/limits'
import { ZGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { describe, expect, it } from 'vitest'
import { type GlossaryLevel, STARTER_CATEGORIES, STARTER_GLOSSARY } from './glossary-data'

const LEVELS: readonly GlossaryLevel[] = ['eli5', 'highschool', 'undergraduate', 'graduate']

describe('starter glossary', () => {
  it('ships at least 25 terms', () => {
    expect(STARTER_GLOSSARY.length).toBeGreaterThanOrEqual(25)
  })

  it('has unique terms, ignoring case and surrounding whitespace', () => {
    const keys = STARTER_GLOSSARY.map((t) => t.term.trim().toLowerCase())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('uses the same four levels as the shared schema', () => {
    expect([...GLOSSARY_LEVELS]).toEqual([...LEVELS])
  })

  it.each(STARTER_GLOSSARY.map((t) => [t.term, t] as const))('%s has each level exactly once', (_, term) => {
    const levels = term.definitions.map((d) => d.level)
    expect([...levels].sort()).toEqual([...LEVELS].sort())
  })

  it('has trimmed, non-empty terms, definitions, examples and citations', () => {
    for (const term of STARTER_GLOSSARY) {
      expect(term.term.trim()).toBe(term.term)
      expect(term.term.length).toBeGreaterThan(0)
      for (const def of term.definitions) {
        expect(def.definition.trim().length, `${term.term}/${def.level}`).toBeGreaterThan(20)
        for (const line of [...def.examples, ...def.citations]) {
          expect(line.trim(), `${term.term}/${def.level}`).toBe(line)
          expect(line.length).toBeGreaterThan(0)
        }
        expect(def.examples.length).toBeLessThanOrEqual(3)
      }
    }
  })

  it('uses a small set of lower-case categories, each of them used', () => {
    const used = new Set(STARTER_GLOSSARY.map((t) => t.category))
    for (const category of used) {
      expect(category).toMatch(/^[a-z]+$/)
      expect(STARTER_CATEGORIES).toContain(category)
    }
    expect(used.size).toBe(STARTER_CATEGORIES.length)
    expect(used.size).toBeGreaterThanOrEqual(4)
    expect(used.size).toBeLessThanOrEqual(6)
  })

  it('includes the core terms named in the issue', () => {
    const terms = new Set(STARTER_GLOSSARY.map((t) => t.term))
    for (const required of ['Space', 'Host', 'Zoning', 'Public comment', 'Organizing', 'Housing supply']) {
      expect(terms).toContain(required)
    }
  })

  it('covers both the medium and civic vocabulary', () => {
    const count = (category: string) => STARTER_GLOSSARY.filter((t) => t.category === category).length
    expect(count('audio') + count('hosting')).toBeGreaterThanOrEqual(8)
    expect(count('civic') + count('housing') + count('organizing')).toBeGreaterThanOrEqual(12)
  })

  it('passes the admin request schema, so seeded terms stay editable', () => {
    for (const term of STARTER_GLOSSARY) {
      const parsed = ZGlossaryTermRequest.safeParse(term)
      expect(parsed.success, `${term.term}: ${parsed.error?.message ?? ''}`).toBe(true)
    }
  })
})
