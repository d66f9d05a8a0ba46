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

  it('works at UTC+14 (Pacific/Kiritimati)', () => {
    const zone = 'Pacific/Kiritimati'
    const starts = recurrenceStarts({ start: at(zone, 2027, 5, 31, 6), pattern: 'monthly', repeats: 2, zone })
    expect(local(zone)(starts[1]!)).toBe('2027-06-30 06:00')
  })
})
