import { recurrenceStarts } from '@spaces/shared/domain/recurrence'
import { parseLocalDateTime } from '@spaces/shared/domain/zoned-time'
import { SPACE_MESSAGES } from '@spaces/shared/schemas/spaces'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkNewSpace, type NewSpaceValues } from './new-space-values'

const utc = (iso: string) => Date.parse(iso) / 1000

// "Now" is Sat 21 Nov 2026, 23:25 UTC.
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-21T23:25:00Z'))
})
afterEach(() => vi.useRealTimers())

function values(overrides: Partial<NewSpaceValues> = {}): NewSpaceValues {
  return {
    title: 'Council Week Ahead',
    description: '',
    spaceUrl: '',
    when: { date: { year: 2026, month: 12, day: 15 }, hour: 7, minute: 0, meridiem: 'PM' },
    isRecurring: false,
    pattern: 'weekly',
    repeats: 4,
    ...overrides,
  }
}

describe('checkNewSpace: the payload', () => {
  it('builds POST /api/spaces with the start in the device zone and that zone as host_timezone', () => {
    const check = checkNewSpace(values({ description: '  Bring questions.  ' }), 'America/New_York')
    expect(check.errors).toEqual({})
    expect(check.request).toEqual({
      kind: 'single',
      body: {
        title: 'Council Week Ahead',
        description: 'Bring questions.',
        space_url: null,
        scheduled_start: utc('2026-12-16T00:00:00Z'),
        host_timezone: 'America/New_York',
      },
    })
  })

  it('sends an empty Space URL as null (the server uses the host profile) and a given one as typed', () => {
    const url = 'https://x.com/i/spaces/1ViBPPXXxhubs'
    expect(checkNewSpace(values(), 'UTC').request?.body.space_url).toBeNull()
    expect(checkNewSpace(values({ spaceUrl: ` ${url} ` }), 'UTC').request?.body.space_url).toBe(url)
  })

  it('builds POST /api/spaces/recurring when recurring, with pattern and repeats', () => {
    const check = checkNewSpace(values({ isRecurring: true, pattern: 'monthly', repeats: 3 }), 'UTC')
    expect(check.request).toEqual({
      kind: 'recurring',
      body: expect.objectContaining({
        recurrence_pattern: 'monthly',
        repeats: 3,
        scheduled_start: utc('2026-12-15T19:00:00Z'),
        host_timezone: 'UTC',
      }),
    })
  })

  it('gives the start the preview uses: the series keeps the local time across a DST change', () => {
    const check = checkNewSpace(
      values({ when: { date: { year: 2027, month: 3, day: 1 }, hour: 7, minute: 0, meridiem: 'PM' } }),
      'America/New_York',
    )
    const starts = recurrenceStarts({
      start: check.start!,
      pattern: 'weekly',
      repeats: 4,
      zone: 'America/New_York',
    })
    // 19:00 EST is 00:00Z; after 14 March 19:00 EDT is 23:00Z.
    expect(starts).toEqual([
      utc('2027-03-02T00:00:00Z'),
      utc('2027-03-09T00:00:00Z'),
      utc('2027-03-15T23:00:00Z'),
      utc('2027-03-22T23:00:00Z'),
    ])
  })
})

describe('checkNewSpace: the zone picked on the form', () => {
  const march5At7pm = { date: { year: 2027, month: 3, day: 5 }, hour: 7, minute: 0, meridiem: 'PM' } as const

  it('reads the picked time in that zone and sends it as host_timezone, with the local start', () => {
    // A New York host on a device set to UTC picks America/New_York.
    const check = checkNewSpace(values({ when: march5At7pm, isRecurring: true }), 'America/New_York')
    expect(check.request).toEqual({
      kind: 'recurring',
      body: expect.objectContaining({
        scheduled_start: utc('2027-03-06T00:00:00Z'),
        host_timezone: 'America/New_York',
        local_start: '2027-03-05T19:00',
        recurrence_pattern: 'weekly',
        repeats: 4,
      }),
    })
    // The same wall-clock time in UTC is five hours earlier on the timeline.
    expect(checkNewSpace(values({ when: march5At7pm }), 'UTC').request?.body).toMatchObject({
      scheduled_start: utc('2027-03-05T19:00:00Z'),
      host_timezone: 'UTC',
    })
  })

  it('sends no local start for a single Space, only the API’s own fields', () => {
    const body = checkNewSpace(values({ when: march5At7pm }), 'America/New_York').request?.body
    expect(body).not.toHaveProperty('local_start')
  })

  it('keeps a series that starts in the spring-forward gap at the picked time on its other dates', () => {
    const gap = { date: { year: 2027, month: 3, day: 14 }, hour: 2, minute: 30, meridiem: 'AM' } as const
    const check = checkNewSpace(values({ when: gap, isRecurring: true, repeats: 3 }), 'America/New_York')
    expect(check.errors).toEqual({})
    const body = check.request?.kind === 'recurring' ? check.request.body : null
    // 02:30 does not exist that night: the first Space starts at 03:30 EDT (07:30Z)…
    expect(body?.scheduled_start).toBe(utc('2027-03-14T07:30:00Z'))
    // …and the server is told 02:30 was picked, so the next ones are at 02:30 EDT (06:30Z).
    expect(body?.local_start).toBe('2027-03-14T02:30')
    const wallClock = parseLocalDateTime(body?.local_start ?? '') ?? undefined
    const starts = recurrenceStarts({
      start: check.start!,
      pattern: 'weekly',
      repeats: 3,
      zone: 'America/New_York',
      wallClock,
    })
    expect(starts).toEqual([
      utc('2027-03-14T07:30:00Z'),
      utc('2027-03-21T06:30:00Z'),
      utc('2027-03-28T06:30:00Z'),
    ])
  })
})

describe('checkNewSpace: the server’s rules, with the server’s messages', () => {
  it('requires a title', () => {
    const check = checkNewSpace(values({ title: '   ' }), 'UTC')
    expect(check.request).toBeNull()
    expect(check.errors).toEqual({ title: SPACE_MESSAGES.titleRequired })
  })

  it('takes 200 characters and says Too long at 201', () => {
    expect(checkNewSpace(values({ title: 'a'.repeat(200) }), 'UTC').request).not.toBeNull()
    const check = checkNewSpace(values({ title: 'a'.repeat(201) }), 'UTC')
    expect(check.request).toBeNull()
    expect(check.errors.title).toBe('Too long')
  })

  it('says a title must be one line, and a Space title without U+FFFF (the server rules)', () => {
    const pasted = checkNewSpace(values({ title: 'Week\nAhead' }), 'UTC')
    expect(pasted.request).toBeNull()
    expect(pasted.errors.title).toBe('Must be one line, without line breaks')
    const check = checkNewSpace(values({ title: 'Week\uFFFF' }), 'UTC')
    expect(check.errors.title).toBe('Must not contain control characters or invalid characters')
    expect(checkNewSpace(values({ description: 'one\ntwo' }), 'UTC').request).not.toBeNull()
  })

  it('says Too long for a description over 1000 characters', () => {
    expect(checkNewSpace(values({ description: 'b'.repeat(1000) }), 'UTC').errors).toEqual({})
    expect(checkNewSpace(values({ description: 'b'.repeat(1001) }), 'UTC').errors.description).toBe(
      'Too long',
    )
  })

  it.each([
    'http://x.com/i/spaces/1abc',
    'https://example.com/i/spaces/1abc',
    'x.com/i/spaces/1abc',
    'https://x.com.evil.example/i/spaces/1',
  ])('says Invalid URL format for %s', (spaceUrl) => {
    expect(checkNewSpace(values({ spaceUrl }), 'UTC').errors).toEqual({ space_url: 'Invalid URL format' })
  })

  it('says Must be in the future for a start now or earlier, in the device zone', () => {
    const todayAt11pm = {
      date: { year: 2026, month: 11, day: 21 },
      hour: 11,
      minute: 0,
      meridiem: 'PM',
    } as const
    expect(checkNewSpace(values({ when: todayAt11pm }), 'UTC').errors).toEqual({
      scheduled_start: 'Must be in the future',
    })
    // The same wall-clock time is still ahead in Honolulu (UTC−10).
    expect(checkNewSpace(values({ when: todayAt11pm }), 'Pacific/Honolulu').errors).toEqual({})
  })

  it('reports every failing field at once', () => {
    const check = checkNewSpace(
      values({
        title: 'a'.repeat(201),
        spaceUrl: 'http://x.com',
        when: { date: { year: 2026, month: 1, day: 1 }, hour: 1, minute: 0, meridiem: 'AM' },
      }),
      'UTC',
    )
    expect(check.errors).toEqual({
      title: 'Too long',
      space_url: 'Invalid URL format',
      scheduled_start: 'Must be in the future',
    })
  })

  it('limits repeats to 1–4', () => {
    const at = (repeats: number) => checkNewSpace(values({ isRecurring: true, repeats }), 'UTC').errors
    expect(at(1)).toEqual({})
    expect(at(4)).toEqual({})
    expect(at(5)).toEqual({ repeats: SPACE_MESSAGES.repeats })
    expect(at(0)).toEqual({ repeats: SPACE_MESSAGES.repeats })
  })

  it('ignores repeats when the Space is not recurring', () => {
    expect(checkNewSpace(values({ repeats: 9 }), 'UTC').request?.kind).toBe('single')
  })

  it('treats a date-time that cannot exist as a missing start', () => {
    const check = checkNewSpace(
      values({ when: { date: { year: 2027, month: 2, day: 30 }, hour: 1, minute: 0, meridiem: 'AM' } }),
      'UTC',
    )
    expect(check.start).toBeNull()
    expect(check.errors).toEqual({ scheduled_start: SPACE_MESSAGES.startRequired })
  })
})
