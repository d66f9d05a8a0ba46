import { describe, expect, it } from 'vitest'
import { effectiveIntervalSeconds } from './x-sync.rules'

describe('the X import interval', () => {
  it('keeps the configured interval while the hosts fit the budget', () => {
    expect(effectiveIntervalSeconds(60, 0, 150)).toBe(60)
    expect(effectiveIntervalSeconds(60, 1000, 150)).toBe(60)
  })

  it('stretches it when the hosts need more calls per 15 minutes than the budget', () => {
    // 1,001 hosts: 11 calls a run; 150 calls per 900 s allow a run every 66 s.
    expect(effectiveIntervalSeconds(60, 1001, 150)).toBe(66)
    expect(effectiveIntervalSeconds(60, 5000, 150)).toBe(300)
    expect(effectiveIntervalSeconds(60, 5000, 300)).toBe(150)
  })

  it('never goes below 1 call per window', () => {
    expect(effectiveIntervalSeconds(0, 100, 0)).toBe(900)
  })
})
