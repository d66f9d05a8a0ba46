import { NAMED_TIME_ZONES } from '@spaces/shared/domain/time-zones'
import { describe, expect, it } from 'vitest'
import { buildTimeZoneOptions, selectedTimeZoneValue } from './time-zone-options'

const november = new Date(Date.UTC(2026, 10, 21, 12))

describe('buildTimeZoneOptions', () => {
  it("starts with 'Auto (Browser)' then UTC then the named zones with offsets", () => {
    const options = buildTimeZoneOptions('auto', november)
    expect(options).toHaveLength(2 + NAMED_TIME_ZONES.length)
    expect(options[0]).toEqual({ value: 'auto', label: 'Auto (Browser)' })
    expect(options[1]).toEqual({ value: 'UTC', label: 'UTC' })
    expect(options.find((o) => o.value === 'Asia/Tokyo')?.label).toBe('Asia/Tokyo (GMT+9)')
    expect(options.at(-1)).toEqual({ value: 'Pacific/Kiritimati', label: 'Pacific/Kiritimati (GMT+14)' })
  })

  it('lists the named zones in the order of the offsets they show', () => {
    for (const at of [november, new Date(Date.UTC(2026, 6, 1, 12))]) {
      const minutes = buildTimeZoneOptions('auto', at)
        .slice(2)
        .map((o) => {
          const [, sign = '+', h = '0', m = '0'] = /GMT([+-])(\d+)(?::(\d+))?/.exec(o.label) ?? []
          return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m))
        })
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
    }
    const values = buildTimeZoneOptions('auto', november).map((o) => o.value)
    expect(values.indexOf('Asia/Tehran')).toBeLessThan(values.indexOf('Asia/Dubai'))
  })

  it('keeps a valid stored zone that is not in the list, in its place, and ignores garbage', () => {
    const options = buildTimeZoneOptions('Europe/Madrid', november)
    expect(options).toHaveLength(3 + NAMED_TIME_ZONES.length)
    const madrid = options.findIndex((o) => o.value === 'Europe/Madrid')
    expect(options[madrid]).toEqual({ value: 'Europe/Madrid', label: 'Europe/Madrid (GMT+1)' })
    expect(options[madrid - 1]?.label).toMatch(/GMT(\+1)?\)$|^UTC$/)
    expect(buildTimeZoneOptions('Not/AZone', november)).toHaveLength(2 + NAMED_TIME_ZONES.length)
  })
})

describe('selectedTimeZoneValue', () => {
  it('falls back to auto for an unknown zone', () => {
    expect(selectedTimeZoneValue('Asia/Tokyo')).toBe('Asia/Tokyo')
    expect(selectedTimeZoneValue('auto')).toBe('auto')
    expect(selectedTimeZoneValue('Mars/Olympus')).toBe('auto')
  })
})
