import { describe, expect, it } from 'vitest'
import { SPACE_DEFAULT_DURATION_SECONDS } from '../limits'
import { externalRecordingPlatform, formatListeners, spaceStatus } from './space-status'

const NOW = 1_750_000_000
const SPACE_URL = 'https://x.com/i/spaces/1mxVQzJXtwXVB'
const space = (scheduled_start: number, extra: Record<string, string | null> = {}) => ({
  scheduled_start,
  space_url: SPACE_URL,
  recording_url: null,
  recording_platform: null,
  ...extra,
})

describe('spaceStatus: upcoming', () => {
  it('sets a reminder on X, counts down and offers the calendar link', () => {
    expect(spaceStatus(space(NOW + 2 * 3600 + 5 * 60), NOW)).toEqual({
      kind: 'upcoming',
      badge: 'Upcoming',
      buttonLabel: 'Set Reminder on X',
      href: SPACE_URL,
      countdown: 'in 2h 5m',
      showCalendarLink: true,
    })
  })

  it('is upcoming one second before the start', () => {
    const status = spaceStatus(space(NOW + 1), NOW)
    expect(status.kind).toBe('upcoming')
    expect(status.countdown).toBe('in 1m')
  })

  it('ignores a recording while still upcoming', () => {
    const status = spaceStatus(
      space(NOW + 86_400, { recording_url: 'https://open.spotify.com/x', recording_platform: 'Spotify' }),
      NOW,
    )
    expect(status.href).toBe(SPACE_URL)
    expect(status.buttonLabel).toBe('Set Reminder on X')
  })
})

describe('spaceStatus: recorded', () => {
  it('is recorded (badge Live now) from the start instant on', () => {
    expect(spaceStatus(space(NOW), NOW)).toEqual({
      kind: 'recorded',
      badge: 'Live now',
      buttonLabel: 'Listen now',
      href: SPACE_URL,
      countdown: null,
      showCalendarLink: false,
    })
  })

  it('reads Live now for the default duration, then Recorded', () => {
    const last = spaceStatus(space(NOW - SPACE_DEFAULT_DURATION_SECONDS + 1), NOW)
    expect(last.badge).toBe('Live now')
    const after = spaceStatus(space(NOW - SPACE_DEFAULT_DURATION_SECONDS), NOW)
    expect(after.badge).toBe('Recorded')
    expect(after.kind).toBe('recorded')
  })

  it('names an external recording platform and links to the recording', () => {
    const status = spaceStatus(
      space(NOW - 86_400, {
        recording_url: 'https://open.spotify.com/episode/1',
        recording_platform: 'Spotify',
      }),
      NOW,
    )
    expect(status.buttonLabel).toBe('Listen on Spotify')
    expect(status.href).toBe('https://open.spotify.com/episode/1')
  })

  it.each(['X', 'x spaces', 'X Spaces', 'Twitter', 'twitter  spaces', ' TWITTER SPACES '])(
    'reads Listen now for X’s own platform %j',
    (platform) => {
      const status = spaceStatus(
        space(NOW - 86_400, { recording_url: SPACE_URL, recording_platform: platform }),
        NOW,
      )
      expect(status.buttonLabel).toBe('Listen now')
    },
  )

  it('falls back to the Space URL without a recording URL', () => {
    const status = spaceStatus(
      space(NOW - 86_400, { recording_url: '  ', recording_platform: 'YouTube' }),
      NOW,
    )
    expect(status.href).toBe(SPACE_URL)
    expect(status.buttonLabel).toBe('Listen on YouTube')
  })

  it('reads Listen now with no platform at all', () => {
    const status = spaceStatus({ scheduled_start: NOW - 86_400, space_url: SPACE_URL }, NOW)
    expect(status.buttonLabel).toBe('Listen now')
    expect(status.badge).toBe('Recorded')
  })
})

describe('externalRecordingPlatform', () => {
  it('keeps other platforms, tidied', () => {
    expect(externalRecordingPlatform('Spotify')).toBe('Spotify')
    expect(externalRecordingPlatform('  Apple   Podcasts ')).toBe('Apple Podcasts')
    expect(externalRecordingPlatform('X Spaces archive')).toBe('X Spaces archive')
  })

  it('is null for none, blank or X’s own Spaces', () => {
    expect(externalRecordingPlatform(null)).toBeNull()
    expect(externalRecordingPlatform(undefined)).toBeNull()
    expect(externalRecordingPlatform('')).toBeNull()
    expect(externalRecordingPlatform('   ')).toBeNull()
    expect(externalRecordingPlatform('Twitter Spaces')).toBeNull()
  })
})

describe('spaceStatus: what X says', () => {
  const fromX = (
    scheduled_start: number,
    x_state: 'scheduled' | 'live' | 'ended' | 'canceled',
    live_listeners: number | null = null,
  ) => ({
    ...space(scheduled_start),
    x_state,
    live_listeners,
  })

  it('is LIVE with its listeners and a Join live on X button while X says live, even before its start', () => {
    for (const start of [NOW + 600, NOW - 3 * 3600]) {
      expect(spaceStatus(fromX(start, 'live', 1204), NOW)).toEqual({
        kind: 'live',
        badge: 'LIVE',
        buttonLabel: 'Join live on X',
        href: SPACE_URL,
        countdown: null,
        showCalendarLink: false,
        listeners: 1204,
      })
    }
    expect(spaceStatus(fromX(NOW, 'live'), NOW).listeners).toBeNull()
  })

  it('is Canceled with no button and no calendar link', () => {
    const status = spaceStatus(fromX(NOW + 86400, 'canceled'), NOW)
    expect(status).toMatchObject({
      kind: 'canceled',
      badge: 'Canceled',
      buttonLabel: null,
      showCalendarLink: false,
    })
  })

  it('reads Recorded, not Live now, once X says it ended within the first hour', () => {
    expect(spaceStatus(fromX(NOW - 600, 'ended'), NOW).badge).toBe('Recorded')
    expect(spaceStatus(fromX(NOW - 600, 'scheduled'), NOW).badge).toBe('Live now')
  })

  it('formats listener counts', () => {
    expect(formatListeners(1204)).toBe('1,204 listening')
    expect(formatListeners(null)).toBeNull()
  })
})
