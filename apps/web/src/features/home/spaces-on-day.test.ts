import { describe, expect, it } from 'vitest'
import { canceledOnes, dayMarkers, liveSpaces, ofHosts, spacesOnDay, takingPlace } from './spaces-on-day'

// 2025-11-21T23:30:00Z: Friday evening in UTC, Saturday morning in Tokyo.
const lateEvening = { id: 1, scheduled_start: Date.UTC(2025, 10, 21, 23, 30) / 1000 }
const noon = { id: 2, scheduled_start: Date.UTC(2025, 10, 21, 12, 0) / 1000 }
const sameNoon = { id: 3, scheduled_start: noon.scheduled_start }

describe('spacesOnDay', () => {
  it('lists a day earliest first, in the viewer zone', () => {
    const spaces = [lateEvening, sameNoon, noon]
    expect(spacesOnDay(spaces, '2025-11-21', 'UTC').map((s) => s.id)).toEqual([2, 3, 1])
    expect(spacesOnDay(spaces, '2025-11-21', 'Asia/Tokyo').map((s) => s.id)).toEqual([2, 3])
    expect(spacesOnDay(spaces, '2025-11-22', 'Asia/Tokyo').map((s) => s.id)).toEqual([1])
    expect(spacesOnDay(spaces, '2025-11-21', 'America/Los_Angeles').map((s) => s.id)).toEqual([2, 3, 1])
  })

  it('does not reorder its input', () => {
    const spaces = [lateEvening, noon]
    spacesOnDay(spaces, '2025-11-21', 'UTC')
    expect(spaces).toEqual([lateEvening, noon])
  })
})

describe('dayMarkers', () => {
  it('shows one dot per Space up to three', () => {
    expect(dayMarkers(0, 0)).toEqual([])
    expect(dayMarkers(1, 0)).toEqual(['recorded'])
    expect(dayMarkers(2, 2)).toEqual(['upcoming', 'upcoming'])
    expect(dayMarkers(3, 1)).toEqual(['recorded', 'recorded', 'upcoming'])
    expect(dayMarkers(7, 0)).toEqual(['recorded', 'recorded', 'recorded'])
    expect(dayMarkers(7, 7)).toEqual(['upcoming', 'upcoming', 'upcoming'])
  })

  it('keeps both kinds visible on a busy day', () => {
    expect(dayMarkers(6, 5)).toEqual(['recorded', 'upcoming', 'upcoming'])
    expect(dayMarkers(6, 1)).toEqual(['recorded', 'recorded', 'upcoming'])
    expect(dayMarkers(10, 5)).toEqual(['recorded', 'upcoming', 'upcoming'])
  })

  it('tolerates an upcoming count above the total', () => {
    expect(dayMarkers(2, 5)).toEqual(['upcoming', 'upcoming'])
  })
})

describe('live Spaces', () => {
  const at = (
    id: number,
    scheduled_start: number,
    x_state: string | null = null,
    live_listeners: number | null = null,
  ) => ({
    id,
    scheduled_start,
    x_state,
    live_listeners,
  })

  it('keeps a Space live on X in its place in time (the Live now strip leads with it)', () => {
    const day = [
      at(1, Date.UTC(2026, 10, 23, 20, 15) / 1000, 'live'),
      at(2, Date.UTC(2026, 10, 23, 14, 30) / 1000),
      at(3, Date.UTC(2026, 10, 23, 9) / 1000, 'canceled'),
    ]
    expect(spacesOnDay(day, '2026-11-23', 'UTC').map((s) => s.id)).toEqual([3, 2, 1])
  })

  it('lists only live Spaces, most listeners first', () => {
    const all = [at(1, 0, 'live', 5), at(2, 0, 'scheduled'), at(3, 0, 'live', 50), at(4, 0, 'canceled')]
    expect(liveSpaces(all).map((s) => s.id)).toEqual([3, 1])
  })
})

describe('takingPlace', () => {
  it('leaves out only the Spaces canceled on X', () => {
    const spaces = [
      { id: 1, x_state: 'canceled' as const },
      { id: 2, x_state: 'live' as const },
      { id: 3, x_state: null },
      { id: 4 },
      { id: 5, x_state: 'ended' as const },
    ]
    expect(takingPlace(spaces).map((s) => s.id)).toEqual([2, 3, 4, 5])
    expect(takingPlace([])).toEqual([])
    expect(canceledOnes(spaces).map((s) => s.id)).toEqual([1])
  })
})

describe('ofHosts', () => {
  const spaces = [
    { id: 1, username: 'civicsquare_nyc' },
    { id: 2, username: 'Rentwatch_LA' },
    { id: 3, username: 'policy_bytes' },
  ]

  it('keeps the selected hosts, whatever the case', () => {
    expect(ofHosts(spaces, ['rentwatch_la', 'policy_bytes']).map((s) => s.id)).toEqual([2, 3])
    expect(ofHosts(spaces, ['nobody'])).toEqual([])
  })

  it('keeps every host when none is selected', () => {
    expect(ofHosts(spaces, []).map((s) => s.id)).toEqual([1, 2, 3])
  })
})
