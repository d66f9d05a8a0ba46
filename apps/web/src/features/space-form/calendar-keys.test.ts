import { describe, expect, it } from 'vitest'
import { addMonths, moveFocusedDate, weekdayOf } from './calendar-keys'

// Saturday 21 November 2026.
const nov21 = { year: 2026, month: 11, day: 21 }

describe('moveFocusedDate (the date grid keyboard)', () => {
  it.each([
    ['ArrowLeft', false, { year: 2026, month: 11, day: 20 }],
    ['ArrowRight', false, { year: 2026, month: 11, day: 22 }],
    ['ArrowUp', false, { year: 2026, month: 11, day: 14 }],
    ['ArrowDown', false, { year: 2026, month: 11, day: 28 }],
    ['Home', false, { year: 2026, month: 11, day: 15 }],
    ['End', false, { year: 2026, month: 11, day: 21 }],
    ['PageUp', false, { year: 2026, month: 10, day: 21 }],
    ['PageDown', false, { year: 2026, month: 12, day: 21 }],
    ['PageUp', true, { year: 2025, month: 11, day: 21 }],
    ['PageDown', true, { year: 2027, month: 11, day: 21 }],
  ] as const)('%s (shift %s) from Sat 21 Nov 2026', (key, shift, expected) => {
    expect(moveFocusedDate(nov21, key, shift)).toEqual(expected)
  })

  it('crosses month and year ends', () => {
    expect(moveFocusedDate({ year: 2026, month: 12, day: 31 }, 'ArrowRight')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    })
    expect(moveFocusedDate({ year: 2026, month: 3, day: 3 }, 'ArrowUp')).toEqual({
      year: 2026,
      month: 2,
      day: 24,
    })
  })

  it('ignores other keys', () => {
    expect(moveFocusedDate(nov21, 'Enter')).toBeNull()
    expect(moveFocusedDate(nov21, 'a')).toBeNull()
  })
})

describe('addMonths', () => {
  it('lands on the last day of a shorter month', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 })
    expect(addMonths({ year: 2028, month: 1, day: 31 }, 1)).toEqual({ year: 2028, month: 2, day: 29 })
    expect(addMonths({ year: 2026, month: 3, day: 31 }, -1)).toEqual({ year: 2026, month: 2, day: 28 })
  })

  it('crosses years both ways', () => {
    expect(addMonths({ year: 2026, month: 11, day: 15 }, 3)).toEqual({ year: 2027, month: 2, day: 15 })
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 })
  })
})

it('weekdayOf counts from Sunday', () => {
  expect(weekdayOf(nov21)).toBe(6)
  expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe(0)
})
