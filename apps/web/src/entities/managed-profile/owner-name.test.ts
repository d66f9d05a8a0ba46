import { describe, expect, it } from 'vitest'
import { ownerName, possessive } from './owner-name'

describe('ownerName', () => {
  it('uses the display name, trimmed', () => {
    expect(ownerName({ display_name: '  Renata Aldridge ', username: 'civicsquare_nyc' })).toBe(
      'Renata Aldridge',
    )
  })

  it('falls back to the @handle when the display name is missing or blank', () => {
    expect(ownerName({ display_name: null, username: 'civicsquare_nyc' })).toBe('@civicsquare_nyc')
    expect(ownerName({ display_name: '   ', username: 'civicsquare_nyc' })).toBe('@civicsquare_nyc')
  })
})

describe('possessive', () => {
  it('adds ’s to a name', () => {
    expect(possessive('Renata Aldridge')).toBe('Renata Aldridge’s')
    expect(possessive('@civicsquare_nyc')).toBe('@civicsquare_nyc’s')
    expect(possessive('Tobi Adeyemi-Cole')).toBe('Tobi Adeyemi-Cole’s')
  })

  it('adds ’s after a final s too (singular names)', () => {
    expect(possessive('James')).toBe('James’s')
    expect(possessive('Hollis')).toBe('Hollis’s')
    expect(possessive('NYC DSA')).toBe('NYC DSA’s')
  })

  it('trims, and reads "their" for an empty name', () => {
    expect(possessive(' Renata ')).toBe('Renata’s')
    expect(possessive('')).toBe('their')
    expect(possessive('  ')).toBe('their')
  })
})
