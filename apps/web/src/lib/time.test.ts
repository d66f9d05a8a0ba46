import { setDisplayLocale } from '@spaces/shared/domain/time-text'
import { afterEach, describe, expect, it } from 'vitest'
import {
  formatDateTimeInZone,
  formatDateTimeWithYearInZone,
  formatTimeInZone,
  formatTimeZoneChoice,
  formatTimeZoneLabel,
  formatUtcOffset,
  isoDateTime,
  timeZoneName,
} from './time'

// 2026-11-21T20:30:00Z
const NOV_21_2030_UTC = Date.UTC(2026, 10, 21, 20, 30) / 1000

describe('formatDateTimeInZone', () => {
  it('shows the time in the zone with its short name', () => {
    expect(formatDateTimeInZone(NOV_21_2030_UTC, 'Europe/Berlin')).toBe('Sat, Nov 21, 9:30 PM GMT+1')
    expect(formatDateTimeInZone(NOV_21_2030_UTC, 'UTC')).toBe('Sat, Nov 21, 8:30 PM UTC')
  })

  it('crosses the date line for UTC+14', () => {
    expect(formatDateTimeInZone(NOV_21_2030_UTC, 'Pacific/Kiritimati')).toBe('Sun, Nov 22, 10:30 AM GMT+14')
  })

  it('follows daylight saving time', () => {
    const july = Date.UTC(2026, 6, 1, 16, 0) / 1000
    expect(formatTimeInZone(july, 'America/New_York')).toBe('12:00 PM EDT')
    expect(formatTimeInZone(NOV_21_2030_UTC, 'America/New_York')).toBe('3:30 PM EST')
  })
})

describe('formatDateTimeWithYearInZone', () => {
  it('shows the year, the time in the zone and its short name', () => {
    expect(formatDateTimeWithYearInZone(NOV_21_2030_UTC, 'UTC')).toBe('Nov 21, 2026, 8:30 PM UTC')
    expect(formatDateTimeWithYearInZone(NOV_21_2030_UTC, 'Pacific/Kiritimati')).toBe(
      'Nov 22, 2026, 10:30 AM GMT+14',
    )
  })

  it('moves into the next year when the zone is past midnight on Dec 31', () => {
    const newYearsEveUtc = Date.UTC(2026, 11, 31, 20, 0) / 1000
    expect(formatDateTimeWithYearInZone(newYearsEveUtc, 'Asia/Tokyo')).toBe('Jan 1, 2027, 5:00 AM GMT+9')
  })
})

describe('formatUtcOffset and formatTimeZoneLabel', () => {
  const november = new Date(NOV_21_2030_UTC * 1000)
  const july = new Date(Date.UTC(2026, 6, 1))

  it('labels zones with their current offset, including half hours and DST', () => {
    expect(formatTimeZoneLabel('Asia/Tokyo', november)).toBe('Asia/Tokyo (GMT+9)')
    expect(formatTimeZoneLabel('Asia/Kolkata', november)).toBe('Asia/Kolkata (GMT+5:30)')
    expect(formatTimeZoneLabel('America/St_Johns', november)).toBe('America/St Johns (GMT-3:30)')
    expect(formatTimeZoneLabel('America/Los_Angeles', july)).toBe('America/Los Angeles (GMT-7)')
    expect(formatTimeZoneLabel('America/Los_Angeles', november)).toBe('America/Los Angeles (GMT-8)')
  })

  it('writes a zero offset as GMT+0 and UTC as plain UTC', () => {
    expect(formatUtcOffset('Europe/London', november)).toBe('GMT+0')
    expect(formatTimeZoneLabel('UTC', november)).toBe('UTC')
  })
})

describe('times no screen can show', () => {
  // What the API could return for rows stored before it refused them: never a RangeError.
  const EXTREMES = [2 ** 53 - 1, 8.64e12 + 1, 8.64e12, 253_402_300_800, -1, -(2 ** 53), Number.NaN]

  it.each(EXTREMES)('formats %s as Date unknown, without throwing', (unix) => {
    expect(formatDateTimeInZone(unix, 'America/New_York')).toBe('Date unknown')
    expect(formatTimeInZone(unix, 'Asia/Tokyo')).toBe('Date unknown')
    expect(formatDateTimeWithYearInZone(unix, 'UTC')).toBe('Date unknown')
    expect(isoDateTime(unix)).toBeUndefined()
  })

  it('still formats the last displayable second and the API’s own range', () => {
    expect(formatDateTimeInZone(253_402_300_799, 'UTC')).toBe('Fri, Dec 31, 11:59 PM UTC')
    expect(isoDateTime(4_102_444_800)).toBe('2100-01-01T00:00:00.000Z')
  })
})

describe('zone names in the page’s language', () => {
  const november = new Date(NOV_21_2030_UTC * 1000)
  afterEach(() => setDisplayLocale('en-US'))

  it('names a zone with Intl’s own name for it, and keeps the IANA id beside it in a list', () => {
    setDisplayLocale('ja')
    expect(formatTimeZoneLabel('Asia/Tokyo', november)).toBe('日本標準時 (GMT+9)')
    expect(formatTimeZoneChoice('Asia/Tokyo', november)).toBe('日本標準時 (GMT+9) · Asia/Tokyo')
    setDisplayLocale('es')
    expect(timeZoneName('America/Los_Angeles', november)).toBe('Hora del Pacífico')
    expect(formatTimeZoneChoice('America/St_Johns', november)).toBe(
      'Hora de Terranova (GMT-3:30) · America/St Johns',
    )
  })

  it('keeps the IANA id where Intl only knows an offset, and in English', () => {
    setDisplayLocale('ar')
    expect(formatTimeZoneLabel('UTC', november)).toBe('UTC')
    expect(timeZoneName('Etc/GMT-14', november)).toBeNull()
    setDisplayLocale('en-US')
    expect(formatTimeZoneChoice('Asia/Tokyo', november)).toBe('Asia/Tokyo (GMT+9)')
  })
})
