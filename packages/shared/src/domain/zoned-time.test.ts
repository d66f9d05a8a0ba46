import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  formatLocalDateTime,
  isExistingLocalTime,
  isoWithOffset,
  parseLocalDateTime,
  unixToZonedParts,
  zonedDateTimeToUnix,
  zoneOffsetSeconds,
} from './zoned-time'

const utc = (iso: string) => Date.parse(iso) / 1000
const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
})

describe('zonedDateTimeToUnix', () => {
  it('is the identity on UTC', () => {
    expect(zonedDateTimeToUnix(at(2024, 2, 29, 23, 59), 'UTC')).toBe(utc('2024-02-29T23:59:00Z'))
    expect(zonedDateTimeToUnix(at(1970, 1, 1, 0, 0), 'UTC')).toBe(0)
  })

  it('uses standard and daylight offsets in America/New_York', () => {
    expect(zonedDateTimeToUnix(at(2024, 1, 15, 19, 0), 'America/New_York')).toBe(utc('2024-01-16T00:00:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 7, 4, 19, 0), 'America/New_York')).toBe(utc('2024-07-04T23:00:00Z'))
  })

  it('keeps the wall-clock time across the spring-forward change in New York', () => {
    // 2024-03-10: 02:00 EST → 03:00 EDT.
    expect(zonedDateTimeToUnix(at(2024, 3, 9, 19, 0), 'America/New_York')).toBe(utc('2024-03-10T00:00:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 10, 19, 0), 'America/New_York')).toBe(utc('2024-03-10T23:00:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 10, 1, 59), 'America/New_York')).toBe(utc('2024-03-10T06:59:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 10, 3, 0), 'America/New_York')).toBe(utc('2024-03-10T07:00:00Z'))
  })

  it('moves a time inside the New York gap forward by the gap', () => {
    // 02:30 does not exist; it becomes 03:30 EDT.
    expect(zonedDateTimeToUnix(at(2024, 3, 10, 2, 30), 'America/New_York')).toBe(utc('2024-03-10T07:30:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 10, 2, 0), 'America/New_York')).toBe(utc('2024-03-10T07:00:00Z'))
  })

  it('picks the earlier instant inside the New York overlap', () => {
    // 2024-11-03: 02:00 EDT → 01:00 EST, so 01:30 happens twice (05:30Z and 06:30Z).
    expect(zonedDateTimeToUnix(at(2024, 11, 3, 1, 30), 'America/New_York')).toBe(utc('2024-11-03T05:30:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 11, 3, 0, 59), 'America/New_York')).toBe(utc('2024-11-03T04:59:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 11, 3, 2, 0), 'America/New_York')).toBe(utc('2024-11-03T07:00:00Z'))
  })

  it('handles the gap and the overlap in Europe/London', () => {
    // 2024-03-31 01:00 GMT → 02:00 BST; 2024-10-27 02:00 BST → 01:00 GMT.
    expect(zonedDateTimeToUnix(at(2024, 3, 31, 0, 59), 'Europe/London')).toBe(utc('2024-03-31T00:59:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 31, 1, 30), 'Europe/London')).toBe(utc('2024-03-31T01:30:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 3, 31, 2, 0), 'Europe/London')).toBe(utc('2024-03-31T01:00:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 10, 27, 1, 30), 'Europe/London')).toBe(utc('2024-10-27T00:30:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 10, 27, 2, 0), 'Europe/London')).toBe(utc('2024-10-27T02:00:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 10, 27, 19, 0), 'Europe/London')).toBe(utc('2024-10-27T19:00:00Z'))
  })

  it('uses a fixed +09:00 in Asia/Tokyo, rolling back over a date and a year', () => {
    expect(zonedDateTimeToUnix(at(2024, 6, 1, 8, 0), 'Asia/Tokyo')).toBe(utc('2024-05-31T23:00:00Z'))
    expect(zonedDateTimeToUnix(at(2025, 1, 1, 0, 0), 'Asia/Tokyo')).toBe(utc('2024-12-31T15:00:00Z'))
  })

  it('handles UTC+14 in Pacific/Kiritimati, including the calendar day it skipped in 1994', () => {
    expect(zonedDateTimeToUnix(at(2024, 1, 1, 9, 0), 'Pacific/Kiritimati')).toBe(utc('2023-12-31T19:00:00Z'))
    expect(zonedDateTimeToUnix(at(1994, 12, 30, 23, 0), 'Pacific/Kiritimati')).toBe(
      utc('1994-12-31T09:00:00Z'),
    )
    expect(zonedDateTimeToUnix(at(1995, 1, 1, 0, 0), 'Pacific/Kiritimati')).toBe(utc('1994-12-31T10:00:00Z'))
    // 1994-12-31 never happened there: noon moves forward a whole day, to 1995-01-01 12:00.
    expect(zonedDateTimeToUnix(at(1994, 12, 31, 12, 0), 'Pacific/Kiritimati')).toBe(
      utc('1994-12-31T22:00:00Z'),
    )
  })

  it('handles half-hour and 45-minute offsets', () => {
    expect(zonedDateTimeToUnix(at(2024, 5, 1, 20, 0), 'Asia/Kolkata')).toBe(utc('2024-05-01T14:30:00Z'))
    expect(zonedDateTimeToUnix(at(2024, 5, 1, 20, 0), 'Asia/Kathmandu')).toBe(utc('2024-05-01T14:15:00Z'))
  })

  it('round-trips every hour through a whole year in New York', () => {
    const start = utc('2024-01-01T00:00:00Z')
    for (let unix = start; unix < start + 366 * 86_400; unix += 3600) {
      const parts = unixToZonedParts(unix, 'America/New_York')
      const back = zonedDateTimeToUnix(parts, 'America/New_York')
      // Only the repeated hour may map to its earlier twin.
      if (back !== unix) expect(unix - back).toBe(3600)
    }
  })

  it('rejects fields that would silently roll over', () => {
    expect(() => zonedDateTimeToUnix(at(2023, 2, 29, 12, 0), 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToUnix(at(2024, 13, 1, 12, 0), 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToUnix(at(2024, 1, 1, 24, 0), 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToUnix(at(2024, 1, 1, 12, 60), 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToUnix(at(2024, 1, 1.5, 12, 0), 'UTC')).toThrow(RangeError)
    expect(zonedDateTimeToUnix(at(2024, 2, 29, 12, 0), 'UTC')).toBe(utc('2024-02-29T12:00:00Z'))
  })

  it('rejects an unknown zone', () => {
    expect(() => zonedDateTimeToUnix(at(2024, 1, 1, 12, 0), 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})

describe('unixToZonedParts', () => {
  it('reads the wall clock and weekday (0 = Sunday)', () => {
    const unix = utc('2024-03-10T06:59:00Z') // a Sunday, one minute before New York springs forward
    expect(unixToZonedParts(unix, 'America/New_York')).toEqual({ ...at(2024, 3, 10, 1, 59), weekday: 0 })
    expect(unixToZonedParts(unix + 60, 'America/New_York')).toEqual({ ...at(2024, 3, 10, 3, 0), weekday: 0 })
  })

  it('reads midnight as hour 0 of the new day', () => {
    expect(unixToZonedParts(utc('2024-12-31T15:00:00Z'), 'Asia/Tokyo')).toEqual({
      ...at(2025, 1, 1, 0, 0),
      weekday: 3,
    })
  })

  it('puts one instant on different dates in different zones', () => {
    const unix = utc('2024-06-15T04:00:00Z')
    expect(unixToZonedParts(unix, 'America/Los_Angeles')).toMatchObject({ day: 14, hour: 21, weekday: 5 })
    expect(unixToZonedParts(unix, 'Pacific/Kiritimati')).toMatchObject({ day: 15, hour: 18, weekday: 6 })
    expect(unixToZonedParts(unix, 'UTC')).toMatchObject({ day: 15, hour: 4, weekday: 6 })
  })

  it('drops seconds', () => {
    expect(unixToZonedParts(utc('2024-06-15T04:05:59Z'), 'UTC')).toMatchObject({ hour: 4, minute: 5 })
  })
})

describe('zoneOffsetSeconds', () => {
  it('gives the offset in force', () => {
    expect(zoneOffsetSeconds(utc('2024-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600)
    expect(zoneOffsetSeconds(utc('2024-07-15T12:00:00Z'), 'Europe/London')).toBe(3600)
    expect(zoneOffsetSeconds(utc('2024-07-15T12:00:00Z'), 'Pacific/Kiritimati')).toBe(14 * 3600)
    expect(zoneOffsetSeconds(utc('2024-07-15T12:00:00Z'), 'UTC')).toBe(0)
  })
})

describe('addCalendarDays', () => {
  it('rolls over month ends, leap days and years in both directions', () => {
    expect(addCalendarDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(addCalendarDays({ year: 2023, month: 2, day: 28 }, 1)).toEqual({ year: 2023, month: 3, day: 1 })
    expect(addCalendarDays({ year: 2023, month: 3, day: 1 }, -1)).toEqual({ year: 2023, month: 2, day: 28 })
    expect(addCalendarDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 })
    expect(addCalendarDays({ year: 2025, month: 1, day: 15 }, -30)).toEqual({
      year: 2024,
      month: 12,
      day: 16,
    })
    expect(addCalendarDays({ year: 2024, month: 6, day: 1 }, 0)).toEqual({ year: 2024, month: 6, day: 1 })
  })
})

describe('parseLocalDateTime and formatLocalDateTime', () => {
  it('read and write "YYYY-MM-DDTHH:MM"', () => {
    expect(parseLocalDateTime('2027-03-14T02:30')).toEqual(at(2027, 3, 14, 2, 30))
    expect(parseLocalDateTime('2028-02-29T00:00')).toEqual(at(2028, 2, 29, 0, 0))
    expect(formatLocalDateTime(at(2027, 3, 14, 2, 30))).toBe('2027-03-14T02:30')
    expect(formatLocalDateTime(at(987, 12, 1, 23, 5))).toBe('0987-12-01T23:05')
  })

  it('refuse other shapes and dates that do not exist', () => {
    for (const text of [
      '',
      '2027-03-14',
      '2027-03-14T02:30:00',
      '2027-03-14 02:30',
      '2027-3-14T02:30',
      '2027-02-29T12:00',
      '2027-13-01T12:00',
      '2027-00-10T12:00',
      '2027-01-00T12:00',
      '2027-01-01T24:00',
      '2027-01-01T12:60',
      '0000-01-01T12:00',
      ' 2027-03-14T02:30',
    ]) {
      expect(parseLocalDateTime(text), text).toBeNull()
    }
  })
})

describe('isExistingLocalTime', () => {
  it('is false only inside a spring-forward gap', () => {
    expect(isExistingLocalTime(at(2027, 3, 14, 2, 30), 'America/New_York')).toBe(false)
    expect(isExistingLocalTime(at(2027, 3, 14, 2, 0), 'America/New_York')).toBe(false)
    expect(isExistingLocalTime(at(2027, 3, 14, 3, 0), 'America/New_York')).toBe(true)
    expect(isExistingLocalTime(at(2027, 3, 14, 1, 55), 'America/New_York')).toBe(true)
    // A repeated time exists (twice).
    expect(isExistingLocalTime(at(2027, 11, 7, 1, 30), 'America/New_York')).toBe(true)
    expect(isExistingLocalTime(at(2027, 3, 14, 2, 30), 'UTC')).toBe(true)
    expect(isExistingLocalTime(at(1994, 12, 31, 12, 0), 'Pacific/Kiritimati')).toBe(false)
  })
})

describe('isoWithOffset', () => {
  it('writes the local clock and the offset in force, on both sides of a DST change', () => {
    // 2026-03-08 07:00 UTC is 02:00 EST → clocks jump to 03:00 EDT.
    expect(isoWithOffset(Date.UTC(2026, 2, 8, 6, 0) / 1000, 'America/New_York')).toBe(
      '2026-03-08T01:00:00-05:00',
    )
    expect(isoWithOffset(Date.UTC(2026, 2, 8, 7, 0) / 1000, 'America/New_York')).toBe(
      '2026-03-08T03:00:00-04:00',
    )
  })

  it('handles UTC, half-hour offsets and UTC+14', () => {
    const t = Date.UTC(2026, 0, 1, 12, 0) / 1000
    expect(isoWithOffset(t, 'UTC')).toBe('2026-01-01T12:00:00+00:00')
    expect(isoWithOffset(t, 'Asia/Kolkata')).toBe('2026-01-01T17:30:00+05:30')
    expect(isoWithOffset(t, 'Pacific/Kiritimati')).toBe('2026-01-02T02:00:00+14:00')
    expect(isoWithOffset(t, 'Pacific/Pago_Pago')).toBe('2026-01-01T01:00:00-11:00')
  })
})
