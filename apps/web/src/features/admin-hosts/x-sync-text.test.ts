import { describe, expect, it } from 'vitest'
import { runReachText, syncScheduleText } from './x-sync-text'

describe('the X import words', () => {
  it('counts in real plurals', () => {
    expect(runReachText({ hosts: 12, calls: 1 })).toBe('12 hosts, 1 call to X')
    expect(runReachText({ hosts: 1, calls: 3 })).toBe('1 host, 3 calls to X')
  })

  it('says the schedule in minutes, a minute at least', () => {
    expect(syncScheduleText(300)).toBe('Runs every 5 minutes for every host who has not turned it off.')
    expect(syncScheduleText(60)).toBe('Runs every minute for every host who has not turned it off.')
    expect(syncScheduleText(20)).toBe('Runs every minute for every host who has not turned it off.')
    expect(syncScheduleText(90)).toBe('Runs every 2 minutes for every host who has not turned it off.')
  })
})
