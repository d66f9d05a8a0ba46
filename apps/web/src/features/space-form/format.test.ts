import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { errorDetail } from '../../lib/server-message'
import { formatLongDate, formatMonthYear } from './format'

describe('formats', () => {
  it('writes a start with its year and zone', () => {
    const start = Date.parse('2026-12-31T23:30:00Z') / 1000
    expect(formatStartWithYear(start, 'UTC')).toBe('Thu, Dec 31, 2026, 11:30 PM UTC')
    expect(formatStartWithYear(start, 'Asia/Tokyo')).toBe('Fri, Jan 1, 2027, 8:30 AM GMT+9')
  })

  it('names calendar days and months in full', () => {
    expect(formatLongDate({ year: 2026, month: 11, day: 22 })).toBe('Sunday, November 22, 2026')
    expect(formatMonthYear(2027, 1)).toBe('January 2027')
  })
})

describe('errorDetail', () => {
  it("is the server's sentence for an API error, else nothing", () => {
    const forbidden = new ApiError(403, 'Only hosts can manage Spaces. Ask an admin to add you as a host.')
    expect(errorDetail(forbidden)).toBe('Only hosts can manage Spaces. Ask an admin to add you as a host.')
    expect(errorDetail(new Error('boom'))).toBeNull()
    expect(errorDetail(new ApiError(500, '  '))).toBeNull()
  })
})
