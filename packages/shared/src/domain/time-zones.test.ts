import { describe, expect, it } from 'vitest'
import { byUtcOffset, NAMED_TIME_ZONES, SELECTABLE_TIME_ZONES } from './time-zones'
import { zoneOffsetSeconds } from './zoned-time'

const JANUARY = new Date(Date.UTC(2026, 0, 15, 12))
const JULY = new Date(Date.UTC(2026, 6, 15, 12))

describe('byUtcOffset', () => {
  it.each([
    ['January', JANUARY],
    ['July', JULY],
  ])('orders the named zones west to east in %s', (_, at) => {
    const unix = at.getTime() / 1000
    const offsets = byUtcOffset(NAMED_TIME_ZONES, at).map((zone) => zoneOffsetSeconds(unix, zone))
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
  })

  it('puts Tehran (+3:30) before Dubai (+4)', () => {
    for (const at of [JANUARY, JULY]) {
      const zones = byUtcOffset(NAMED_TIME_ZONES, at)
      expect(zones.indexOf('Asia/Tehran')).toBeLessThan(zones.indexOf('Asia/Dubai'))
    }
  })

  it('follows daylight saving time: Paris level with Lagos in January, ahead of it in July', () => {
    const pair = ['Europe/Paris', 'Africa/Lagos']
    expect(byUtcOffset(pair, JANUARY)).toEqual(pair)
    expect(byUtcOffset(pair, JULY)).toEqual(['Africa/Lagos', 'Europe/Paris'])
  })

  it('keeps every zone once, and the given order among equal offsets', () => {
    expect([...byUtcOffset(SELECTABLE_TIME_ZONES, JULY)].sort()).toEqual([...SELECTABLE_TIME_ZONES].sort())
    expect(byUtcOffset(['Europe/London', 'UTC', 'Atlantic/Reykjavik'], JANUARY)).toEqual([
      'Europe/London',
      'UTC',
      'Atlantic/Reykjavik',
    ])
  })
})
