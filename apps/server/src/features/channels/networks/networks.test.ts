import { describe, expect, it } from 'vitest'
import { retryWaitSeconds } from '../channels.delivery'
import { blueskyRecord, recordKey } from './bluesky'
import { errorText } from './network-http'
import { type PostContent, plainPost, startText } from './post-text'
import { telegramHtml } from './telegram'

const content = (over: Partial<PostContent> = {}): PostContent => ({
  event: 'new',
  title: 'Fête 🎉 <script> & “quotes” — 日本語',
  url: 'https://spaces.example.org/spaces/42',
  startsAt: Date.UTC(2026, 2, 29, 0, 30) / 1000,
  zone: 'Europe/Paris',
  key: 'spaces-calendar-post-7',
  serial: 7,
  plannedAt: 1_790_000_000,
  locale: 'en',
  retrying: false,
  ...over,
})

describe('the post texts', () => {
  it('say the start in the channel’s zone, with the zone, across a DST change', () => {
    // 00:30 UTC on the night Paris moves to summer time is 01:30 CET; at 01:30 UTC it is 03:30 CEST.
    expect(startText(content())).toBe('Sun, Mar 29, 2026, 1:30 AM GMT+1 (Europe/Paris)')
    expect(startText(content({ startsAt: Date.UTC(2026, 2, 29, 1, 30) / 1000 }))).toBe(
      'Sun, Mar 29, 2026, 3:30 AM GMT+2 (Europe/Paris)',
    )
    expect(startText(content({ zone: 'Pacific/Kiritimati' }))).toContain('GMT+14 (Pacific/Kiritimati)')
  })

  it('escape every title for Telegram’s HTML', () => {
    const html = telegramHtml(content())
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62; &#38;')
    expect(html.startsWith('<b>New Space</b>: <a href="https://spaces.example.org/spaces/42">')).toBe(true)
  })

  it('cut a long title, never the link', () => {
    const text = plainPost(content({ title: 'x'.repeat(1000) }), 300)
    expect(text.endsWith(content().url)).toBe(true)
    expect(text).toContain('…')
  })
})

describe('the Bluesky record', () => {
  it('marks the link by its UTF-8 byte offsets, within 300 characters', () => {
    for (const title of ['Plain', 'Fête 🎉 日本語 👩‍👩‍👧', '🎉'.repeat(400)]) {
      const record = blueskyRecord(content({ title }), '2026-01-01T00:00:00.000Z')
      const facet = record.facets[0]!
      const bytes = Buffer.from(record.text, 'utf8')
      expect(bytes.subarray(facet.index.byteStart, facet.index.byteEnd).toString('utf8')).toBe(content().url)
      expect(Array.from(record.text).length).toBeLessThanOrEqual(300)
    }
  })

  it('makes one TID per post: 13 base32-sortable characters, the same on every attempt', () => {
    const key = recordKey(content())
    expect(key).toMatch(/^[234567a-j][234567a-z]{12}$/)
    expect(recordKey(content())).toBe(key)
    expect(recordKey(content({ serial: 8, key: 'spaces-calendar-post-8' }))).not.toBe(key)
  })
})

describe('the retry ladder', () => {
  it('doubles from 30 s to an hour, and waits at least what the network asked', () => {
    expect([1, 2, 3, 8, 20].map((n) => retryWaitSeconds(n))).toEqual([30, 60, 120, 3600, 3600])
    expect(retryWaitSeconds(1, 90)).toBe(90)
    expect(retryWaitSeconds(1, 999_999)).toBe(3600)
  })
})

describe('a network’s error text', () => {
  const pick = (body: Record<string, unknown>) => body.message
  it('keeps the network’s words on one line, without control characters', () => {
    const answer = (text: string) => errorText('Discord', { status: 400, text }, pick)
    expect(answer('{"message":"Invalid\\u0000 Form\\nBody"}')).toBe('Discord answered 400: Invalid Form Body')
    expect(answer('not json\u0000\r\n at all')).toBe('Discord answered 400: not json at all')
    expect(answer('')).toBe('Discord answered 400')
  })
})
