import { describe, expect, it } from 'vitest'
import {
  compareDates,
  defaultPickerValue,
  from24Hour,
  isSamePickerValue,
  minuteOptions,
  PICKER_HOURS,
  PICKER_MINUTES,
  type PickerValue,
  pickerToUnix,
  pickerWallClock,
  skippedTimeNote,
  to24Hour,
  todayIn,
  unixToPicker,
  withHour,
} from './picker-time'

const utc = (iso: string) => Date.parse(iso) / 1000

describe('the picker options', () => {
  it('offers hours 1–12 and minutes 0–55 in steps of 5', () => {
    expect(PICKER_HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(PICKER_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])
  })

  it('keeps an off-step minute of an edited Space among the options, in order', () => {
    expect(minuteOptions(30)).toEqual(PICKER_MINUTES)
    expect(minuteOptions(7).slice(0, 4)).toEqual([0, 5, 7, 10])
  })

  it('resets the minute to 0 when the hour changes', () => {
    const value: PickerValue = {
      date: { year: 2026, month: 12, day: 1 },
      hour: 7,
      minute: 45,
      meridiem: 'PM',
    }
    expect(withHour(value, 9)).toEqual({ ...value, hour: 9, minute: 0 })
  })
})

describe('12-hour clock ⇄ 24-hour clock', () => {
  it.each([
    [12, 'AM', 0],
    [1, 'AM', 1],
    [11, 'AM', 11],
    [12, 'PM', 12],
    [1, 'PM', 13],
    [11, 'PM', 23],
  ] as const)('%i %s is %i:00', (hour, meridiem, hour24) => {
    expect(to24Hour(hour, meridiem)).toBe(hour24)
    expect(from24Hour(hour24)).toEqual({ hour, meridiem })
  })
})

describe('picker value ⇄ unix seconds', () => {
  const dec15 = { year: 2026, month: 12, day: 15 }

  it('reads the picked wall-clock time in the given zone', () => {
    const value: PickerValue = { date: dec15, hour: 7, minute: 30, meridiem: 'PM' }
    expect(pickerToUnix(value, 'UTC')).toBe(utc('2026-12-15T19:30:00Z'))
    expect(pickerToUnix(value, 'America/New_York')).toBe(utc('2026-12-16T00:30:00Z'))
    expect(pickerToUnix(value, 'Asia/Kathmandu')).toBe(utc('2026-12-15T13:45:00Z'))
  })

  it('places midnight (12 AM) and noon (12 PM) right', () => {
    expect(pickerToUnix({ date: dec15, hour: 12, minute: 0, meridiem: 'AM' }, 'UTC')).toBe(
      utc('2026-12-15T00:00:00Z'),
    )
    expect(pickerToUnix({ date: dec15, hour: 12, minute: 0, meridiem: 'PM' }, 'UTC')).toBe(
      utc('2026-12-15T12:00:00Z'),
    )
  })

  it('moves a time inside a spring-forward gap forward by the gap', () => {
    const gap: PickerValue = { date: { year: 2026, month: 3, day: 8 }, hour: 2, minute: 30, meridiem: 'AM' }
    // 02:30 does not exist in New York that night; 03:30 EDT does.
    expect(pickerToUnix(gap, 'America/New_York')).toBe(utc('2026-03-08T07:30:00Z'))
  })

  it('round-trips through unixToPicker, across the date line', () => {
    const start = utc('2026-11-21T20:30:00Z')
    const inKiritimati = unixToPicker(start, 'Pacific/Kiritimati')
    expect(inKiritimati).toEqual({
      date: { year: 2026, month: 11, day: 22 },
      hour: 10,
      minute: 30,
      meridiem: 'AM',
    })
    expect(pickerToUnix(inKiritimati, 'Pacific/Kiritimati')).toBe(start)
  })

  it('throws for a day the month does not have (the calendar never offers one)', () => {
    expect(() =>
      pickerToUnix({ date: { year: 2026, month: 2, day: 30 }, hour: 1, minute: 0, meridiem: 'AM' }, 'UTC'),
    ).toThrow(RangeError)
  })
})

describe('defaults', () => {
  it('starts a new Space at the next whole hour on the local clock', () => {
    const now = utc('2026-11-21T23:25:10Z')
    expect(defaultPickerValue(now, 'UTC')).toEqual({
      date: { year: 2026, month: 11, day: 22 },
      hour: 12,
      minute: 0,
      meridiem: 'AM',
    })
    // Kathmandu is UTC+5:45: 05:10 local → 06:00 local.
    expect(defaultPickerValue(now, 'Asia/Kathmandu')).toEqual({
      date: { year: 2026, month: 11, day: 22 },
      hour: 6,
      minute: 0,
      meridiem: 'AM',
    })
    expect(pickerToUnix(defaultPickerValue(now, 'Asia/Kathmandu'), 'Asia/Kathmandu')).toBeGreaterThan(now)
  })

  it('is always later than now, even on the hour', () => {
    const now = utc('2026-06-01T10:00:00Z')
    expect(pickerToUnix(defaultPickerValue(now, 'Europe/Berlin'), 'Europe/Berlin')).toBe(now + 3600)
  })

  it('takes today from the zone, not from UTC', () => {
    const now = utc('2026-11-21T23:25:00Z')
    expect(todayIn('UTC', now)).toEqual({ year: 2026, month: 11, day: 21 })
    expect(todayIn('Asia/Tokyo', now)).toEqual({ year: 2026, month: 11, day: 22 })
    expect(todayIn('Pacific/Midway', now)).toEqual({ year: 2026, month: 11, day: 21 })
  })
})

describe('comparisons', () => {
  it('orders dates by year, month, then day', () => {
    expect(compareDates({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBeLessThan(0)
    expect(compareDates({ year: 2026, month: 2, day: 1 }, { year: 2026, month: 1, day: 31 })).toBeGreaterThan(
      0,
    )
    expect(compareDates({ year: 2026, month: 2, day: 1 }, { year: 2026, month: 2, day: 1 })).toBe(0)
  })

  it('compares picker values field by field', () => {
    const value: PickerValue = { date: { year: 2026, month: 2, day: 1 }, hour: 1, minute: 0, meridiem: 'AM' }
    expect(isSamePickerValue(value, { ...value, date: { ...value.date } })).toBe(true)
    expect(isSamePickerValue(value, { ...value, meridiem: 'PM' })).toBe(false)
  })
})

describe('skippedTimeNote', () => {
  const springForward: PickerValue = {
    date: { year: 2027, month: 3, day: 14 },
    hour: 2,
    minute: 30,
    meridiem: 'AM',
  }

  it('names the skipped time and the time the Space starts instead', () => {
    expect(skippedTimeNote(springForward, 'America/New_York')).toBe(
      'The clocks skip 2:30 AM that day in this zone, so the Space starts at 3:30 AM.',
    )
    expect(skippedTimeNote({ ...springForward, minute: 0 }, 'America/New_York')).toBe(
      'The clocks skip 2:00 AM that day in this zone, so the Space starts at 3:00 AM.',
    )
  })

  it('is null for a time that exists, also a repeated one, and in zones without that change', () => {
    expect(skippedTimeNote({ ...springForward, hour: 3 }, 'America/New_York')).toBeNull()
    expect(skippedTimeNote(springForward, 'UTC')).toBeNull()
    expect(skippedTimeNote(springForward, 'Europe/London')).toBeNull()
    const fallBack: PickerValue = {
      date: { year: 2027, month: 11, day: 7 },
      hour: 1,
      minute: 30,
      meridiem: 'AM',
    }
    expect(skippedTimeNote(fallBack, 'America/New_York')).toBeNull()
  })

  it('is null for a date the picker should never hold', () => {
    expect(skippedTimeNote({ ...springForward, date: { year: 2027, month: 2, day: 30 } }, 'UTC')).toBeNull()
  })
})

describe('pickerWallClock', () => {
  it('is the picked date and time on a 24-hour clock', () => {
    expect(
      pickerWallClock({ date: { year: 2027, month: 3, day: 5 }, hour: 7, minute: 5, meridiem: 'PM' }),
    ).toEqual({
      year: 2027,
      month: 3,
      day: 5,
      hour: 19,
      minute: 5,
    })
    expect(
      pickerWallClock({ date: { year: 2027, month: 3, day: 5 }, hour: 12, minute: 0, meridiem: 'AM' }).hour,
    ).toBe(0)
  })
})
