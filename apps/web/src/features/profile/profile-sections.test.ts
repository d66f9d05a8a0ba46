import { describe, expect, it } from 'vitest'
import { pinnedFirst, splitSpacesByClock } from './profile-sections'

const NOW = 1_800_000_000

describe('splitSpacesByClock', () => {
  it('puts future starts under upcoming (soonest first) and the rest under recorded (newest first)', () => {
    const spaces = [
      { id: 1, scheduled_start: NOW - 7200 },
      { id: 2, scheduled_start: NOW + 7200 },
      { id: 3, scheduled_start: NOW + 60 },
      { id: 4, scheduled_start: NOW - 60 },
    ]
    const { upcoming, recorded } = splitSpacesByClock(spaces, NOW)
    expect(upcoming.map((s) => s.id)).toEqual([3, 2])
    expect(recorded.map((s) => s.id)).toEqual([4, 1])
  })

  it('counts a Space starting right now as recorded (only a future start is upcoming)', () => {
    const { upcoming, recorded } = splitSpacesByClock([{ scheduled_start: NOW }], NOW)
    expect(upcoming).toHaveLength(0)
    expect(recorded).toHaveLength(1)
  })

  it('lists Spaces X reports live on their own, whatever their start, most listeners first', () => {
    const spaces = [
      { id: 1, scheduled_start: NOW - 600, x_state: 'live', live_listeners: 12 },
      { id: 2, scheduled_start: NOW + 600, x_state: 'live', live_listeners: 143 },
      { id: 3, scheduled_start: NOW - 7200, x_state: 'ended' },
      { id: 4, scheduled_start: NOW + 7200, x_state: null },
    ]
    const { live, upcoming, recorded } = splitSpacesByClock(spaces, NOW)
    expect(live.map((s) => s.id)).toEqual([2, 1])
    expect(upcoming.map((s) => s.id)).toEqual([4])
    expect(recorded.map((s) => s.id)).toEqual([3])
  })

  it('handles an empty list and leaves the input alone', () => {
    const input = [{ scheduled_start: NOW + 2 }, { scheduled_start: NOW + 1 }]
    expect(splitSpacesByClock([], NOW)).toEqual({ live: [], upcoming: [], recorded: [] })
    splitSpacesByClock(input, NOW)
    expect(input.map((s) => s.scheduled_start)).toEqual([NOW + 2, NOW + 1])
  })
})

describe('pinnedFirst', () => {
  it('moves pinned items to the front, keeping the order within each group', () => {
    const items = [
      { id: 'a', pinned: 0 },
      { id: 'b', pinned: 1 },
      { id: 'c', pinned: 0 },
      { id: 'd', pinned: 1 },
    ]
    expect(pinnedFirst(items).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c'])
  })
})
