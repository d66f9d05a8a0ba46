import { describe, expect, it } from 'vitest'
import { recurrenceStarts } from './recurrence'
import { unixToZonedParts, zonedDateTimeToUnix } from './zoned-time'

const at = (zone: string, year: number, month: number, day: number, hour: number, minute = 0) =>
  zonedDateTimeToUnix({ year, month, day, hour, minute }, zone)

const local = (zone: string) => (unix: number) => {
  const p = unixToZonedParts(unix, zone)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

describe('weekly series keep the local wall-clock time', () => {
  it('across the March change in America/New_York', () => {
    const zone = 'America/New_York'
    const starts = recurrenceStarts({ start: at(zone, 2027, 3, 1, 19), pattern: 'weekly', repeats: 4, zone })
    expect(starts.map(local(zone))).toEqual([
      '2027-03-01 19:00',
      '2027-03-08 19:00',
      '2027-03-15 19:00',
      '2027-03-22 19:00',
    ])
    // The clocks moved on 14 March: the UTC hour changes, the local one does not.
    expect(new Date(starts[0]! * 1000).getUTCHours()).toBe(0)
    expect(new Date(starts[3]! * 1000).getUTCHours()).toBe(23)
    expect(starts[2]! - starts[1]!).toBe(7 * 86400 - 3600)
  })

  it('across the November change in America/New_York', () => {
    const zone = 'America/New_York'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 10, 25, 20, 30),
      pattern: 'weekly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-10-25 20:30', '2027-11-01 20:30', '2027-11-08 20:30'])
    expect(starts[2]! - starts[1]!).toBe(7 * 86400 + 3600)
  })

  it('across the March change in Europe/London', () => {
    const zone = 'Europe/London'
    const starts = recurrenceStarts({ start: at(zone, 2027, 3, 20, 18), pattern: 'weekly', repeats: 2, zone })
    expect(starts.map(local(zone))).toEqual(['2027-03-20 18:00', '2027-03-27 18:00'])
    expect(local('UTC')(starts[1]!)).toBe('2027-03-27 18:00')
    const after = recurrenceStarts({ start: at(zone, 2027, 3, 27, 18), pattern: 'weekly', repeats: 2, zone })
    expect(local('UTC')(after[1]!)).toBe('2027-04-03 17:00')
  })

  it('moves a start that falls in a spring-forward gap forward by the gap', () => {
    const zone = 'America/New_York'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 3, 7, 2, 30),
      pattern: 'weekly',
      repeats: 2,
      zone,
    })
    expect(local(zone)(starts[1]!)).toBe('2027-03-14 03:30')
  })

  it('returns to the picked time the week after a Space moved out of the gap', () => {
    const zone = 'America/New_York'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 3, 7, 2, 30),
      pattern: 'weekly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-03-07 02:30', '2027-03-14 03:30', '2027-03-21 02:30'])
  })

  it('keeps 2:30 AM for a series that starts on the spring-forward night, given the picked time', () => {
    // 14 March 2027: New York's clocks jump from 02:00 to 03:00, so 02:30 does not exist that night.
    const zone = 'America/New_York'
    const wallClock = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 }
    const start = zonedDateTimeToUnix(wallClock, zone)
    expect(local(zone)(start)).toBe('2027-03-14 03:30')
    const starts = recurrenceStarts({ start, pattern: 'weekly', repeats: 3, zone, wallClock })
    expect(starts.map(local(zone))).toEqual(['2027-03-14 03:30', '2027-03-21 02:30', '2027-03-28 02:30'])
    expect(starts.map(local('UTC'))).toEqual(['2027-03-14 07:30', '2027-03-21 06:30', '2027-03-28 06:30'])
    // Without the picked time only the instant is known, and 03:30 is all it says.
    expect(recurrenceStarts({ start, pattern: 'weekly', repeats: 2, zone }).map(local(zone))).toEqual([
      '2027-03-14 03:30',
      '2027-03-21 03:30',
    ])
  })

  it('refuses a picked time that is not the first start', () => {
    const zone = 'America/New_York'
    const start = at(zone, 2027, 3, 14, 3, 30)
    const wallClock = { year: 2027, month: 3, day: 14, hour: 3, minute: 0 }
    expect(() => recurrenceStarts({ start, pattern: 'weekly', repeats: 2, zone, wallClock })).toThrow(
      RangeError,
    )
    // An existing time given as the picked one changes nothing.
    const plain = { year: 2027, month: 3, day: 14, hour: 3, minute: 30 }
    expect(recurrenceStarts({ start, pattern: 'weekly', repeats: 2, zone, wallClock: plain })).toEqual(
      recurrenceStarts({ start, pattern: 'weekly', repeats: 2, zone }),
    )
  })

  it('takes the earlier 1:30 AM on the fall-back night, and EST the week after', () => {
    // 7 November 2027: New York's clocks go back from 02:00 EDT to 01:00 EST; 01:30 happens twice.
    const zone = 'America/New_York'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 10, 31, 1, 30),
      pattern: 'weekly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-10-31 01:30', '2027-11-07 01:30', '2027-11-14 01:30'])
    expect(starts.map(local('UTC'))).toEqual(['2027-10-31 05:30', '2027-11-07 05:30', '2027-11-14 06:30'])
  })

  it('keeps the local time from the later 1:30 AM of the fall-back night', () => {
    const zone = 'America/New_York'
    const secondOneThirty = Date.parse('2027-11-07T06:30:00Z') / 1000 // 01:30 EST
    const starts = recurrenceStarts({ start: secondOneThirty, pattern: 'weekly', repeats: 2, zone })
    expect(starts.map(local(zone))).toEqual(['2027-11-07 01:30', '2027-11-14 01:30'])
    expect(starts[1]! - starts[0]!).toBe(7 * 86400)
  })

  it('keeps 1:30 AM across the spring-forward night in Europe/London (01:00 → 02:00)', () => {
    const zone = 'Europe/London'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 3, 21, 1, 30),
      pattern: 'weekly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-03-21 01:30', '2027-03-28 02:30', '2027-04-04 01:30'])
  })

  it('keeps the local time when the southern hemisphere leaves daylight time (Australia/Sydney)', () => {
    // 4 April 2027: Sydney goes back from +11 to +10.
    const zone = 'Australia/Sydney'
    const starts = recurrenceStarts({ start: at(zone, 2027, 3, 28, 19), pattern: 'weekly', repeats: 2, zone })
    expect(starts.map(local(zone))).toEqual(['2027-03-28 19:00', '2027-04-04 19:00'])
    expect(starts[1]! - starts[0]!).toBe(7 * 86400 + 3600)
  })

  it('gives exactly one Space for repeats 1, the first at start', () => {
    const start = at('UTC', 2027, 1, 1, 12)
    expect(recurrenceStarts({ start, pattern: 'weekly', repeats: 1, zone: 'UTC' })).toEqual([start])
  })
})

describe('monthly series keep the day of the month', () => {
  it('uses the last day of shorter months (31 January ×4)', () => {
    const zone = 'UTC'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 1, 31, 17),
      pattern: 'monthly',
      repeats: 4,
      zone,
    })
    expect(starts.map(local(zone))).toEqual([
      '2027-01-31 17:00',
      '2027-02-28 17:00',
      '2027-03-31 17:00',
      '2027-04-30 17:00',
    ])
  })

  it('knows leap years and crosses the year end', () => {
    const zone = 'Asia/Tokyo'
    const leap = recurrenceStarts({ start: at(zone, 2028, 1, 30, 21), pattern: 'monthly', repeats: 2, zone })
    expect(local(zone)(leap[1]!)).toBe('2028-02-29 21:00')
    const yearEnd = recurrenceStarts({
      start: at(zone, 2027, 11, 15, 9),
      pattern: 'monthly',
      repeats: 3,
      zone,
    })
    expect(yearEnd.map(local(zone))).toEqual(['2027-11-15 09:00', '2027-12-15 09:00', '2028-01-15 09:00'])
  })

  it('keeps local time across DST in Europe/London', () => {
    const zone = 'Europe/London'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 2, 10, 19),
      pattern: 'monthly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-02-10 19:00', '2027-03-10 19:00', '2027-04-10 19:00'])
  })

  it('moves only the Space that falls in the gap, keeping the picked time on the others', () => {
    const zone = 'America/New_York'
    const starts = recurrenceStarts({
      start: at(zone, 2027, 2, 14, 2, 30),
      pattern: 'monthly',
      repeats: 3,
      zone,
    })
    expect(starts.map(local(zone))).toEqual(['2027-02-14 02:30', '2027-03-14 03:30', '2027-04-14 02:30'])
  })

  it('works at UTC+14 (Pacific/Kiritimati)', () => {
    const zone = 'Pacific/Kiritimati'
    const starts = recurrenceStarts({ start: at(zone, 2027, 5, 31, 6), pattern: 'monthly', repeats: 2, zone })
    expect(local(zone)(starts[1]!)).toBe('2027-06-30 06:00')
  })
})
