import { describe, expect, it } from 'vitest'
import { addCalendarMonths, dayForKey, daysInMonth, weekdayOf } from './calendar-keys'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('weekdayOf and daysInMonth', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf(d(2025, 11, 21))).toBe(5) // a Friday
    expect(weekdayOf(d(2026, 2, 1))).toBe(0) // a Sunday
  })

  it('counts leap days', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2025, 2)).toBe(28)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2025, 12)).toBe(31)
  })
})

describe('addCalendarMonths', () => {
  it('keeps the day, clamped to the shorter month', () => {
    expect(addCalendarMonths(d(2025, 1, 31), 1)).toEqual(d(2025, 2, 28))
    expect(addCalendarMonths(d(2024, 3, 31), -1)).toEqual(d(2024, 2, 29))
    expect(addCalendarMonths(d(2025, 5, 15), 1)).toEqual(d(2025, 6, 15))
  })

  it('crosses year ends both ways', () => {
    expect(addCalendarMonths(d(2025, 12, 10), 1)).toEqual(d(2026, 1, 10))
    expect(addCalendarMonths(d(2026, 1, 10), -1)).toEqual(d(2025, 12, 10))
    expect(addCalendarMonths(d(2024, 2, 29), 12)).toEqual(d(2025, 2, 28))
  })
})

describe('dayForKey', () => {
  const friday = d(2025, 11, 21)

  it('moves by a day and a week with the arrows, across month and year ends', () => {
    expect(dayForKey(friday, 'ArrowRight')).toEqual(d(2025, 11, 22))
    expect(dayForKey(friday, 'ArrowLeft')).toEqual(d(2025, 11, 20))
    expect(dayForKey(friday, 'ArrowUp')).toEqual(d(2025, 11, 14))
    expect(dayForKey(friday, 'ArrowDown')).toEqual(d(2025, 11, 28))
    expect(dayForKey(d(2025, 11, 30), 'ArrowRight')).toEqual(d(2025, 12, 1))
    expect(dayForKey(d(2025, 12, 29), 'ArrowDown')).toEqual(d(2026, 1, 5))
    expect(dayForKey(d(2026, 1, 1), 'ArrowLeft')).toEqual(d(2025, 12, 31))
  })

  it('goes to the start and end of the week with Home and End', () => {
    expect(dayForKey(friday, 'Home')).toEqual(d(2025, 11, 16))
    expect(dayForKey(friday, 'End')).toEqual(d(2025, 11, 22))
    expect(dayForKey(friday, 'Home', { weekStartsOn: 1 })).toEqual(d(2025, 11, 17))
    expect(dayForKey(friday, 'End', { weekStartsOn: 1 })).toEqual(d(2025, 11, 23))
    // A Sunday is the first day of a Sunday week and the last of a Monday week.
    expect(dayForKey(d(2025, 11, 23), 'Home')).toEqual(d(2025, 11, 23))
    expect(dayForKey(d(2025, 11, 23), 'End', { weekStartsOn: 1 })).toEqual(d(2025, 11, 23))
  })

  it('moves by a month with PageUp/PageDown and by a year with Shift', () => {
    expect(dayForKey(d(2025, 3, 31), 'PageUp')).toEqual(d(2025, 2, 28))
    expect(dayForKey(friday, 'PageDown')).toEqual(d(2025, 12, 21))
    expect(dayForKey(d(2024, 2, 29), 'PageDown', { shiftKey: true })).toEqual(d(2025, 2, 28))
    expect(dayForKey(friday, 'PageUp', { shiftKey: true })).toEqual(d(2024, 11, 21))
  })

  it('ignores other keys and leaves years 1–9999 alone', () => {
    expect(dayForKey(friday, 'Enter')).toBeNull()
    expect(dayForKey(friday, 'a')).toBeNull()
    expect(dayForKey(d(9999, 12, 31), 'ArrowRight')).toBeNull()
    expect(dayForKey(d(1, 1, 1), 'PageUp')).toBeNull()
  })
})
