import { describe, expect, it } from 'vitest'
import {
  findTypeaheadMatch,
  indexForNavigationKey,
  LISTBOX_PAGE_SIZE,
  labelMatches,
  listboxKeyDown,
  TYPEAHEAD_RESET_MS,
} from './listbox-keys'

const ZONES = [
  'Auto (Browser)',
  'UTC',
  'Pacific/Midway (GMT-11)',
  'America/Los_Angeles (GMT-8)',
  'America/New_York (GMT-5)',
  'Europe/London (GMT+0)',
  'Asia/Tokyo (GMT+9)',
  'Australia/Sydney (GMT+11)',
  'Pacific/Kiritimati (GMT+14)',
]

const press = (key: string, activeIndex: number, extra: Partial<Parameters<typeof listboxKeyDown>[0]> = {}) =>
  listboxKeyDown({ key, activeIndex, labels: ZONES, typeahead: null, now: 10_000, ...extra })

describe('indexForNavigationKey', () => {
  it('moves by one with the arrows and stops at the ends', () => {
    expect(indexForNavigationKey('ArrowDown', 0, 5)).toBe(1)
    expect(indexForNavigationKey('ArrowUp', 3, 5)).toBe(2)
    expect(indexForNavigationKey('ArrowDown', 4, 5)).toBe(4)
    expect(indexForNavigationKey('ArrowUp', 0, 5)).toBe(0)
  })

  it('jumps to the ends with Home and End, and by a page with PageUp/PageDown', () => {
    expect(indexForNavigationKey('Home', 3, 5)).toBe(0)
    expect(indexForNavigationKey('End', 1, 5)).toBe(4)
    expect(indexForNavigationKey('PageDown', 0, 40)).toBe(LISTBOX_PAGE_SIZE)
    expect(indexForNavigationKey('PageDown', 35, 40)).toBe(39)
    expect(indexForNavigationKey('PageUp', 4, 40)).toBe(0)
  })

  it('ignores other keys and empty lists', () => {
    expect(indexForNavigationKey('a', 0, 5)).toBeNull()
    expect(indexForNavigationKey('Tab', 0, 5)).toBeNull()
    expect(indexForNavigationKey('ArrowDown', 0, 0)).toBeNull()
  })
})

describe('labelMatches', () => {
  it('matches the start of the label or of a part after a slash, ignoring case and underscores', () => {
    expect(labelMatches('Asia/Tokyo (GMT+9)', 'as')).toBe(true)
    expect(labelMatches('Asia/Tokyo (GMT+9)', 'TOK')).toBe(true)
    expect(labelMatches('America/New_York (GMT-5)', 'new y')).toBe(true)
    expect(labelMatches('America/New_York (GMT-5)', 'new_y')).toBe(true)
    expect(labelMatches('America/New_York (GMT-5)', 'york')).toBe(false)
    expect(labelMatches('Auto (Browser)', 'browser')).toBe(false)
  })
})

describe('findTypeaheadMatch', () => {
  it('finds the next option starting with a letter, after the active one, wrapping round', () => {
    expect(findTypeaheadMatch(ZONES, 'a', 0)).toBe(3)
    expect(findTypeaheadMatch(ZONES, 'a', 3)).toBe(4)
    expect(findTypeaheadMatch(ZONES, 'a', 7)).toBe(0)
  })

  it('cycles through one letter pressed again and again', () => {
    expect(findTypeaheadMatch(ZONES, 'pp', 2)).toBe(8)
    expect(findTypeaheadMatch(ZONES, 'ppp', 8)).toBe(2)
  })

  it('keeps the active option while a longer query still matches it', () => {
    expect(findTypeaheadMatch(ZONES, 'am', 3)).toBe(3)
    expect(findTypeaheadMatch(ZONES, 'asi', 3)).toBe(6)
    expect(findTypeaheadMatch(ZONES, 'lon', 0)).toBe(5)
  })

  it('returns -1 when nothing matches', () => {
    expect(findTypeaheadMatch(ZONES, 'zz top', 0)).toBe(-1)
    expect(findTypeaheadMatch([], 'a', 0)).toBe(-1)
    expect(findTypeaheadMatch(ZONES, '', 0)).toBe(-1)
  })
})

describe('listboxKeyDown', () => {
  it('moves with navigation keys and ends any search', () => {
    expect(press('ArrowDown', 1, { typeahead: { query: 'u', at: 9_900 } })).toEqual({
      action: 'move',
      index: 2,
      typeahead: null,
    })
    expect(press('End', 0)).toEqual({ action: 'move', index: ZONES.length - 1, typeahead: null })
  })

  it('chooses the active option with Enter or Space', () => {
    expect(press('Enter', 4)).toEqual({ action: 'select', index: 4 })
    expect(press(' ', 6)).toEqual({ action: 'select', index: 6 })
  })

  it('builds a search from quick key presses, Space included', () => {
    const first = press('n', 0)
    expect(first).toEqual({ action: 'move', index: 4, typeahead: { query: 'n', at: 10_000 } })
    const typeahead = { query: 'new', at: 10_000 }
    expect(press(' ', 4, { typeahead, now: 10_200 })).toEqual({
      action: 'move',
      index: 4,
      typeahead: { query: 'new ', at: 10_200 },
    })
  })

  it('starts a new search after a pause', () => {
    const stale = { query: 'as', at: 10_000 - TYPEAHEAD_RESET_MS - 1 }
    expect(press('u', 6, { typeahead: stale })).toEqual({
      action: 'move',
      index: 1,
      typeahead: { query: 'u', at: 10_000 },
    })
    // Space after a pause chooses again.
    expect(press(' ', 6, { typeahead: stale })).toEqual({ action: 'select', index: 6 })
  })

  it('stays put when nothing matches, but remembers what was typed', () => {
    expect(press('q', 5)).toEqual({ action: 'move', index: 5, typeahead: { query: 'q', at: 10_000 } })
  })

  it('lets Tab, Escape and shortcuts through', () => {
    expect(press('Tab', 0)).toEqual({ action: 'ignore' })
    expect(press('Escape', 0)).toEqual({ action: 'ignore' })
    expect(press('a', 0, { hasModifier: true })).toEqual({ action: 'ignore' })
    expect(listboxKeyDown({ key: 'a', activeIndex: 0, labels: [], typeahead: null, now: 0 })).toEqual({
      action: 'ignore',
    })
  })
})
