import { describe, expect, it } from 'vitest'
import { countByDay, dayKey, dayKeyOf, monthGrid, monthRange } from './calendar-month'
import { NAMED_TIME_ZONES } from './time-zones'

const utc = (iso: string) => Date.parse(iso) / 1000
const keys = (week: { year: number; month: number; day: number }[]) => week.map(dayKey)
const weekdayOf = (d: { year: number; month: number; day: number }) =>
  new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()

describe('monthGrid', () => {
  it('lays out March 2024 in 6 Sunday-first weeks with the neighbours padded', () => {
    const weeks = monthGrid(2024, 3)
    expect(weeks).toHaveLength(6)
    expect(keys(weeks[0] ?? [])).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ])
    expect(weeks[0]?.map((d) => d.inMonth)).toEqual([false, false, false, false, false, true, true])
    expect(keys(weeks[5] ?? [])).toEqual([
      '2024-03-31',
      '2024-04-01',
      '2024-04-02',
      '2024-04-03',
      '2024-04-04',
      '2024-04-05',
      '2024-04-06',
    ])
  })

  it('starts weeks on the given weekday', () => {
    const weeks = monthGrid(2024, 3, 1)
    expect(weeks).toHaveLength(5)
    expect(dayKey(weeks[0]?.[0] ?? { year: 0, month: 0, day: 0 })).toBe('2024-02-26')
    for (const week of weeks) {
      week.forEach((day, column) => {
        expect(weekdayOf(day)).toBe((1 + column) % 7)
      })
    }
  })

  it('holds every day of the month exactly once, in order, for every month and week start of 2024–2026', () => {
    for (const year of [2024, 2025, 2026]) {
      for (let month = 1; month <= 12; month++) {
        for (let start = 0; start < 7; start++) {
          const weeks = monthGrid(year, month, start)
          expect(weeks.length).toBeGreaterThanOrEqual(4)
          expect(weeks.length).toBeLessThanOrEqual(6)
          const days = weeks.flat()
          const inMonth = days.filter((d) => d.inMonth)
          expect(inMonth.map((d) => d.day)).toEqual(
            Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => i + 1),
          )
          expect(weekdayOf(days[0] ?? { year, month, day: 1 })).toBe(start)
          // No week is all padding.
          for (const week of weeks) expect(week.some((d) => d.inMonth)).toBe(true)
        }
      }
    }
  })

  it('handles a leap February, a 4-week February and a year end', () => {
    expect(
      monthGrid(2024, 2)
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29)
    expect(monthGrid(2026, 2)).toHaveLength(4)
    expect(
      monthGrid(2026, 2)
        .flat()
        .every((d) => d.inMonth),
    ).toBe(true)
    const december = monthGrid(2024, 12)
    expect(dayKey(december.at(-1)?.at(-1) ?? { year: 0, month: 0, day: 0 })).toBe('2025-01-04')
    expect(dayKey(monthGrid(2025, 1)[0]?.[0] ?? { year: 0, month: 0, day: 0 })).toBe('2024-12-29')
  })

  it('rejects invalid input', () => {
    expect(() => monthGrid(2024, 0)).toThrow(RangeError)
    expect(() => monthGrid(2024, 13)).toThrow(RangeError)
    expect(() => monthGrid(2024, 1.5)).toThrow(RangeError)
    expect(() => monthGrid(2024, 1, 7)).toThrow(RangeError)
    expect(() => monthGrid(0, 1)).toThrow(RangeError)
  })
})

describe('dayKey', () => {
  it('zero-pads to YYYY-MM-DD', () => {
    expect(dayKey({ year: 2024, month: 3, day: 9 })).toBe('2024-03-09')
    expect(dayKey({ year: 999, month: 12, day: 31 })).toBe('0999-12-31')
  })
})

describe('dayKeyOf', () => {
  const lateEvening = utc('2024-05-31T23:30:00Z')

  it('puts a Space at 23:30 UTC on that day in UTC and on the next day in Asia/Tokyo', () => {
    expect(dayKeyOf(lateEvening, 'UTC')).toBe('2024-05-31')
    expect(dayKeyOf(lateEvening, 'Asia/Tokyo')).toBe('2024-06-01')
  })

  it('uses the zone at both extremes', () => {
    expect(dayKeyOf(lateEvening, 'Pacific/Midway')).toBe('2024-05-31')
    expect(dayKeyOf(lateEvening, 'Pacific/Kiritimati')).toBe('2024-06-01')
    expect(dayKeyOf(utc('2024-06-01T00:30:00Z'), 'Pacific/Midway')).toBe('2024-05-31')
  })

  it('follows daylight saving time', () => {
    // 03:30Z is 23:30 EDT the day before in summer, 22:30 EST in winter.
    expect(dayKeyOf(utc('2024-07-05T03:30:00Z'), 'America/New_York')).toBe('2024-07-04')
    expect(dayKeyOf(utc('2024-01-05T04:30:00Z'), 'America/New_York')).toBe('2024-01-04')
    expect(dayKeyOf(utc('2024-01-05T05:00:00Z'), 'America/New_York')).toBe('2024-01-05')
  })
})

describe('countByDay', () => {
  const spaces = [
    { scheduled_start: utc('2024-05-31T23:30:00Z') },
    { scheduled_start: utc('2024-06-01T10:00:00Z') },
    { scheduled_start: utc('2024-05-31T12:00:00Z') },
  ]

  it('counts Spaces per day in the zone', () => {
    expect(Object.fromEntries(countByDay(spaces, 'UTC'))).toEqual({ '2024-05-31': 2, '2024-06-01': 1 })
    expect(Object.fromEntries(countByDay(spaces, 'Asia/Tokyo'))).toEqual({ '2024-05-31': 1, '2024-06-01': 2 })
  })

  it('is empty without Spaces', () => {
    expect(countByDay([], 'UTC').size).toBe(0)
  })
})

describe('monthRange', () => {
  it('covers a UTC month, rolling December into the next year', () => {
    expect(monthRange(2024, 2, 'UTC')).toEqual({
      from: utc('2024-02-01T00:00:00Z'),
      to: utc('2024-03-01T00:00:00Z'),
    })
    expect(monthRange(2024, 12, 'UTC')).toEqual({
      from: utc('2024-12-01T00:00:00Z'),
      to: utc('2025-01-01T00:00:00Z'),
    })
  })

  it('is an hour short across the March change in America/New_York, an hour long in November', () => {
    const march = monthRange(2024, 3, 'America/New_York')
    expect(march).toEqual({ from: utc('2024-03-01T05:00:00Z'), to: utc('2024-04-01T04:00:00Z') })
    expect(march.to - march.from).toBe(31 * 86_400 - 3600)
    const november = monthRange(2024, 11, 'America/New_York')
    expect(november).toEqual({ from: utc('2024-11-01T04:00:00Z'), to: utc('2024-12-01T05:00:00Z') })
    expect(november.to - november.from).toBe(30 * 86_400 + 3600)
  })

  it('uses UTC+14 in Pacific/Kiritimati', () => {
    expect(monthRange(2024, 6, 'Pacific/Kiritimati')).toEqual({
      from: utc('2024-05-31T10:00:00Z'),
      to: utc('2024-06-30T10:00:00Z'),
    })
  })

  it('is 30 days for December 1994 in Pacific/Kiritimati, which skipped the 31st', () => {
    const december = monthRange(1994, 12, 'Pacific/Kiritimati')
    expect(december).toEqual({ from: utc('1994-12-01T10:00:00Z'), to: utc('1994-12-31T10:00:00Z') })
    expect(dayKeyOf(december.to - 1, 'Pacific/Kiritimati')).toBe('1994-12-30')
    expect(dayKeyOf(december.to, 'Pacific/Kiritimati')).toBe('1995-01-01')
  })

  it('is exactly the month’s instants in every selectable zone', () => {
    for (const zone of ['UTC', ...NAMED_TIME_ZONES]) {
      for (let month = 1; month <= 12; month++) {
        const { from, to } = monthRange(2024, month, zone)
        const mm = String(month).padStart(2, '0')
        expect(dayKeyOf(from, zone)).toBe(`2024-${mm}-01`)
        expect(dayKeyOf(from - 1, zone).startsWith(`2024-${mm}`)).toBe(false)
        expect(dayKeyOf(to - 1, zone).startsWith(`2024-${mm}`)).toBe(true)
        expect(dayKeyOf(to, zone).endsWith('-01')).toBe(true)
      }
    }
  })
})

describe('times no calendar can show', () => {
  it.each([2 ** 53 - 1, 8.64e12 + 1, -1, Number.NaN])('puts %s on no day, without throwing', (unix) => {
    expect(dayKeyOf(unix, 'America/New_York')).toBe('unknown')
    expect(countByDay([{ scheduled_start: unix }], 'UTC')).toEqual(new Map([['unknown', 1]]))
  })
})
