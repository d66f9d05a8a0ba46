import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkEditSpace, type EditableSpace, editValuesFromSpace, editZone } from './edit-space-values'

const utc = (iso: string) => Date.parse(iso) / 1000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-21T23:25:00Z'))
})
afterEach(() => vi.useRealTimers())

const ended: EditableSpace = {
  title: 'Late shift: community boards explained',
  description: null,
  space_url: 'https://x.com/i/spaces/1rDqYBVshZXGq',
  // 21:07:30 UTC: off the picker's 5-minute steps, with seconds.
  scheduled_start: utc('2026-11-08T21:07:30Z'),
  recording_url: null,
  recording_platform: null,
}

describe('editZone', () => {
  it('reads times in the zone the Space was planned in, else the device’s', () => {
    expect(editZone({ host_timezone: 'America/New_York' }, 'Europe/London')).toBe('America/New_York')
    expect(editZone({ host_timezone: null }, 'Europe/London')).toBe('Europe/London')
    expect(editZone({ host_timezone: 'Not/AZone' }, 'Europe/London')).toBe('Europe/London')
  })
})

describe('editValuesFromSpace', () => {
  it('fills the form, nulls as empty text, the start in the device zone', () => {
    expect(editValuesFromSpace(ended, 'America/New_York')).toEqual({
      title: ended.title,
      description: '',
      spaceUrl: ended.space_url,
      when: { date: { year: 2026, month: 11, day: 8 }, hour: 4, minute: 7, meridiem: 'PM' },
      recordingUrl: '',
      recordingPlatform: '',
    })
  })
})

describe('checkEditSpace', () => {
  it('keeps an untouched start to the second, past or not, and sends empty recording fields as null', () => {
    const check = checkEditSpace(editValuesFromSpace(ended, 'UTC'), ended, 'UTC')
    expect(check.errors).toEqual({})
    expect(check.body).toEqual({
      title: ended.title,
      description: null,
      space_url: ended.space_url,
      scheduled_start: ended.scheduled_start,
      recording_url: null,
      recording_platform: null,
      host_timezone: 'UTC',
    })
  })

  it('moves the Space to another zone at the same wall-clock time, and sends that zone', () => {
    // 19:00 in Tokyo, edited from anywhere: the zone becomes Paris, the clock still reads 7 PM.
    const tokyo = { ...ended, scheduled_start: utc('2026-12-15T10:00:00Z') }
    const values = editValuesFromSpace(tokyo, 'Asia/Tokyo')
    const check = checkEditSpace(values, tokyo, 'Europe/Paris')
    expect(check.body?.scheduled_start).toBe(utc('2026-12-15T18:00:00Z'))
    expect(check.body?.host_timezone).toBe('Europe/Paris')
  })

  it('reads a changed time in the device zone; past dates are allowed', () => {
    const values = editValuesFromSpace(ended, 'Europe/Berlin')
    const check = checkEditSpace(
      { ...values, when: { date: { year: 2026, month: 10, day: 1 }, hour: 9, minute: 30, meridiem: 'AM' } },
      ended,
      'Europe/Berlin',
    )
    expect(check.body?.scheduled_start).toBe(utc('2026-10-01T07:30:00Z'))
  })

  it('adds a recording, trimmed', () => {
    const values = editValuesFromSpace(ended, 'UTC')
    const check = checkEditSpace(
      { ...values, recordingUrl: ' https://www.youtube.com/watch?v=abc ', recordingPlatform: ' YouTube ' },
      ended,
      'UTC',
    )
    expect(check.body).toMatchObject({
      recording_url: 'https://www.youtube.com/watch?v=abc',
      recording_platform: 'YouTube',
    })
  })

  it('requires the title and the Space URL', () => {
    const values = editValuesFromSpace(ended, 'UTC')
    const check = checkEditSpace({ ...values, title: '', spaceUrl: '' }, ended, 'UTC')
    expect(check.body).toBeNull()
    expect(check.errors).toEqual({ title: 'Title is required', space_url: 'Space URL is required' })
  })

  it('refuses a Space URL off X and a recording URL that is not https', () => {
    const values = editValuesFromSpace(ended, 'UTC')
    const check = checkEditSpace(
      { ...values, spaceUrl: 'https://example.com/x', recordingUrl: 'http://example.com/a.mp3' },
      ended,
      'UTC',
    )
    expect(check.errors).toEqual({ space_url: 'Invalid URL format', recording_url: 'Invalid URL format' })
  })
})

describe('a stored start no picker can show', () => {
  it.each([2 ** 53 - 1, 8.64e12, -1])(
    'starts the picker at the next whole hour for %s, and asks for a new time',
    (unix) => {
      const broken = { ...ended, scheduled_start: unix }
      const values = editValuesFromSpace(broken, 'UTC')
      expect(values.when).toEqual({
        date: { year: 2026, month: 11, day: 22 },
        hour: 12,
        minute: 0,
        meridiem: 'AM',
      })
      const check = checkEditSpace(values, broken, 'UTC')
      expect(check.errors).toEqual({})
      expect(check.body?.scheduled_start).toBe(utc('2026-11-22T00:00:00Z'))
    },
  )

  it('refuses an untouched start outside the API’s range with the server’s message', () => {
    const old = { ...ended, scheduled_start: utc('1999-06-01T12:00:00Z') }
    const check = checkEditSpace(editValuesFromSpace(old, 'UTC'), old, 'UTC')
    expect(check.errors.scheduled_start).toBe('Must be a time between 2000-01-01 and 2100-01-01')
    expect(check.body).toBeNull()
  })
})
