import { describe, expect, it } from 'vitest'
import { recordingLabel, safeRecordingHref, splitSpacesByState, tabFromQuery } from './dashboard-spaces'

const space = (id: number, scheduled_start: number, state: 'upcoming' | 'ended') => ({
  id,
  scheduled_start,
  state,
})

describe('splitSpacesByState', () => {
  it('splits by state: upcoming nearest first, recorded newest first', () => {
    const spaces = [
      space(1, 500, 'upcoming'),
      space(2, 100, 'ended'),
      space(3, 300, 'upcoming'),
      space(4, 200, 'ended'),
    ]
    const { upcoming, recorded } = splitSpacesByState(spaces)
    expect(upcoming.map((s) => s.id)).toEqual([3, 1])
    expect(recorded.map((s) => s.id)).toEqual([4, 2])
  })

  it('goes by state, not by the clock', () => {
    // Started long ago but not yet marked ended by the server: still upcoming.
    const { upcoming, recorded } = splitSpacesByState([space(1, 0, 'upcoming')])
    expect(upcoming).toHaveLength(1)
    expect(recorded).toHaveLength(0)
  })

  it('handles no Spaces', () => {
    expect(splitSpacesByState([])).toEqual({ upcoming: [], recorded: [] })
  })
})

describe('recordingLabel', () => {
  it('names the platform, else says Recording available, and nothing without a URL', () => {
    expect(recordingLabel({ recording_url: 'https://youtu.be/x', recording_platform: 'YouTube' })).toBe(
      'Recording on YouTube',
    )
    expect(recordingLabel({ recording_url: 'https://youtu.be/x', recording_platform: null })).toBe(
      'Recording available',
    )
    expect(recordingLabel({ recording_url: 'https://youtu.be/x', recording_platform: '  ' })).toBe(
      'Recording available',
    )
    expect(recordingLabel({ recording_url: null, recording_platform: 'YouTube' })).toBeNull()
    expect(recordingLabel({ recording_url: '', recording_platform: null })).toBeNull()
  })
})

describe('safeRecordingHref', () => {
  it('links https only', () => {
    expect(safeRecordingHref('https://open.spotify.com/episode/1')).toBe('https://open.spotify.com/episode/1')
    expect(safeRecordingHref('javascript:alert(1)')).toBeNull()
    expect(safeRecordingHref('http://example.com')).toBeNull()
    expect(safeRecordingHref('https://')).toBeNull()
    expect(safeRecordingHref(null)).toBeNull()
  })
})

it('tabFromQuery opens Recorded only when asked', () => {
  expect(tabFromQuery('recorded')).toBe('recorded')
  expect(tabFromQuery('upcoming')).toBe('upcoming')
  expect(tabFromQuery(null)).toBe('upcoming')
  expect(tabFromQuery('nonsense')).toBe('upcoming')
})
