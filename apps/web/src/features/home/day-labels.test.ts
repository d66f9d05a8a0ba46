import { dayKey } from '@spaces/shared/domain/calendar-month'
import { describe, expect, it } from 'vitest'
import {
  dayButtonLabel,
  formatMonthDay,
  formatMonthTitle,
  formatShortMonthDay,
  formatWeekday,
  parseDayKey,
  spaceCountText,
  weekdayNames,
} from './day-labels'

const nov21 = { year: 2025, month: 11, day: 21 }

describe('day labels', () => {
  it('names the month view', () => {
    expect(formatMonthTitle(2025, 11)).toBe('November 2025')
    expect(formatMonthTitle(2026, 1)).toBe('January 2026')
  })

  it('heads the day list with a short month and day', () => {
    expect(formatShortMonthDay(nov21)).toBe('Nov 21')
    expect(formatShortMonthDay({ year: 2024, month: 2, day: 29 })).toBe('Feb 29')
  })

  it('writes the counter exactly as the spec does', () => {
    expect(spaceCountText(3, nov21)).toBe('3 space(s) for November 21')
    expect(spaceCountText(0, { year: 2026, month: 1, day: 1 })).toBe('0 space(s) for January 1')
    expect(spaceCountText(1, nov21)).toBe('1 space(s) for November 21')
    expect(spaceCountText(1, nov21, 0)).toBe('1 space(s) for November 21')
    expect(spaceCountText(2, nov21, 1)).toBe('2 space(s) for November 21 · 1 canceled')
    expect(spaceCountText(0, nov21, 2)).toBe('0 space(s) for November 21 · 2 canceled')
  })

  it('never shifts the date, whatever the machine zone', () => {
    // The first and last instants of a day are where a zone conversion would slip.
    expect(formatMonthDay({ year: 2025, month: 12, day: 31 })).toBe('December 31')
    expect(formatMonthDay({ year: 2025, month: 1, day: 1 })).toBe('January 1')
  })

  it('labels day tiles with the weekday, date and count', () => {
    expect(dayButtonLabel(nov21, 0)).toBe('Friday, November 21, no Spaces')
    expect(dayButtonLabel(nov21, 1)).toBe('Friday, November 21, 1 Space')
    expect(dayButtonLabel(nov21, 12)).toBe('Friday, November 21, 12 Spaces')
    expect(dayButtonLabel(nov21, 2, 1)).toBe('Friday, November 21, 2 Spaces, 1 canceled')
    expect(dayButtonLabel(nov21, 0, 1)).toBe('Friday, November 21, no Spaces, 1 canceled')
  })

  it("holds the tile's visible text, the day then the count, as axe compares them", () => {
    // axe's label-content-name-mismatch drops punctuation and compares lower-cased text.
    const spoken = (text: string) => text.replace(/[,.]/g, '').toLowerCase()
    for (const [date, count] of [
      [nov21, 3],
      [{ year: 2026, month: 11, day: 1 }, 1],
      [{ year: 2026, month: 2, day: 9 }, 12],
    ] as const) {
      expect(spoken(dayButtonLabel(date, count))).toContain(`${date.day} ${count}`)
    }
    expect(spoken(dayButtonLabel(nov21, 0))).toContain('21')
  })

  it('lists weekdays from the chosen first day', () => {
    expect(weekdayNames().map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(weekdayNames(1)[0]).toEqual({ short: 'Mon', long: 'Monday' })
    expect(weekdayNames(1)[6]).toEqual({ short: 'Sun', long: 'Sunday' })
  })
})

describe('the English names', () => {
  it("are Intl's en-US names, every day of a leap year and of distant years", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options })
    const [title, short, monthDay, weekday] = [
      intl({ month: 'long', year: 'numeric' }),
      intl({ month: 'short', day: 'numeric' }),
      intl({ month: 'long', day: 'numeric' }),
      intl({ weekday: 'long' }),
    ]
    for (const year of [2024, 1970, 2100, 9999]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; ) {
        const date = { year, month: day.getUTCMonth() + 1, day: day.getUTCDate() }
        expect(formatMonthTitle(date.year, date.month)).toBe(title.format(day))
        expect(formatShortMonthDay(date)).toBe(short.format(day))
        expect(formatMonthDay(date)).toBe(monthDay.format(day))
        expect(formatWeekday(date)).toBe(weekday.format(day))
        day = new Date(day.getTime() + 86_400_000)
      }
    }
  })
})

describe('parseDayKey', () => {
  it('reads back what dayKey writes', () => {
    expect(parseDayKey(dayKey(nov21))).toEqual(nov21)
    expect(parseDayKey('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })

  it('rejects what is not a real date', () => {
    for (const key of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '0000-01-01',
      '2025-1-1',
      '',
    ]) {
      expect(parseDayKey(key)).toBeNull()
    }
  })
})
