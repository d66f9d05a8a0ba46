import { describe, expect, it } from 'vitest'
import { formatCountdown } from './countdown'

const MIN = 60
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatCountdown', () => {
  it('is null when the start is now or past, or the input is not a number', () => {
    expect(formatCountdown(0)).toBeNull()
    expect(formatCountdown(-1)).toBeNull()
    expect(formatCountdown(-DAY)).toBeNull()
    expect(formatCountdown(Number.NaN)).toBeNull()
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('rounds minutes up, so the last seconds still read as a minute', () => {
    expect(formatCountdown(1)).toBe('in 1m')
    expect(formatCountdown(30)).toBe('in 1m')
    expect(formatCountdown(0.5)).toBe('in 1m')
    expect(formatCountdown(MIN)).toBe('in 1m')
    expect(formatCountdown(MIN + 1)).toBe('in 2m')
    expect(formatCountdown(59 * MIN)).toBe('in 59m')
  })

  it('switches to hours and minutes at one hour', () => {
    expect(formatCountdown(59 * MIN + 1)).toBe('in 1h 0m')
    expect(formatCountdown(HOUR)).toBe('in 1h 0m')
    expect(formatCountdown(HOUR + 1)).toBe('in 1h 1m')
    expect(formatCountdown(2 * HOUR + 5 * MIN)).toBe('in 2h 5m')
    expect(formatCountdown(23 * HOUR + 59 * MIN)).toBe('in 23h 59m')
  })

  it('switches to days and whole hours at one day', () => {
    expect(formatCountdown(23 * HOUR + 59 * MIN + 1)).toBe('in 1d 0h')
    expect(formatCountdown(DAY)).toBe('in 1d 0h')
    expect(formatCountdown(DAY + 59 * MIN)).toBe('in 1d 0h')
    expect(formatCountdown(DAY + HOUR)).toBe('in 1d 1h')
    expect(formatCountdown(3 * DAY + 4 * HOUR + 30 * MIN)).toBe('in 3d 4h')
    expect(formatCountdown(400 * DAY)).toBe('in 400d 0h')
  })
})
