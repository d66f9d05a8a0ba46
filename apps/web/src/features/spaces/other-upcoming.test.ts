import { describe, expect, it } from 'vitest'
import type { Space } from '../../entities/space/api/get-spaces'
import { OTHER_UPCOMING_MAX, otherUpcomingSpaces, shareOnXUrl } from './other-upcoming'

const NOW = 1_800_000_000
const space = (id: number, start: number, state: Space['state'] = 'upcoming'): Space => ({
  id,
  title: `Space ${id}`,
  description: null,
  space_url: 'https://x.com/i/spaces/1abc',
  scheduled_start: start,
  username: 'host',
  display_name: null,
  profile_image_url: null,
  recording_url: null,
  source: 'manual',
  x_state: null,
  live_listeners: null,
  recording_platform: null,
  state,
  host_timezone: null,
  host_id: 1,
  series_id: null,
})

describe('otherUpcomingSpaces', () => {
  it('leaves out the current Space and past ones, soonest first', () => {
    const list = [
      space(1, NOW + 300),
      space(2, NOW + 100),
      space(3, NOW - 7200, 'ended'),
      space(4, NOW + 200),
    ]
    expect(otherUpcomingSpaces(list, { id: 4 }, NOW).map((s) => s.id)).toEqual([2, 1])
  })

  it(`lists at most ${OTHER_UPCOMING_MAX}`, () => {
    const list = Array.from({ length: 9 }, (_, i) => space(i + 1, NOW + 1000 * (9 - i)))
    expect(otherUpcomingSpaces(list, { id: 99 }, NOW).map((s) => s.id)).toEqual([9, 8, 7, 6, 5])
  })

  it('is empty when the host has nothing else coming', () => {
    expect(otherUpcomingSpaces([space(1, NOW + 100)], { id: 1 }, NOW)).toEqual([])
  })
})

describe('shareOnXUrl', () => {
  it('encodes the text and the page URL', () => {
    const url = new URL(shareOnXUrl('Budget & beyond #1', 'https://cal.example/spaces/7'))
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post')
    expect(url.searchParams.get('text')).toBe('Budget & beyond #1')
    expect(url.searchParams.get('url')).toBe('https://cal.example/spaces/7')
  })
})
