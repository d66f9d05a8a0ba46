import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LEVEL,
  definitionAt,
  LEVELS,
  levelDescription,
  levelLabel,
  missingDefinitionText,
} from './glossary-levels'

const definitions = [
  { level: 'eli5' as const, definition: 'Simple words.', examples: [], citations: [] },
  { level: 'graduate' as const, definition: '  ', examples: [], citations: [] },
]

describe('glossary levels', () => {
  it('offers the four levels in order, eli5 first and by default', () => {
    expect(LEVELS).toEqual(['eli5', 'highschool', 'undergraduate', 'graduate'])
    expect(DEFAULT_LEVEL).toBe('eli5')
    expect(LEVELS.map(levelLabel)).toEqual(['ELI5', 'High School', 'Undergrad', 'Graduate'])
    expect(levelDescription('graduate')).toBe('Advanced theoretical analysis and critical engagement')
  })

  it('finds the definition of a level, treating blank text as missing', () => {
    expect(definitionAt(definitions, 'eli5')?.definition).toBe('Simple words.')
    expect(definitionAt(definitions, 'graduate')).toBeNull()
    expect(definitionAt(definitions, 'highschool')).toBeNull()
    expect(definitionAt(undefined, 'eli5')).toBeNull()
  })

  it('names the missing level by its label', () => {
    expect(missingDefinitionText('graduate')).toBe('No Graduate definition available yet.')
    expect(missingDefinitionText('undergraduate')).toBe('No Undergrad definition available yet.')
  })
})
