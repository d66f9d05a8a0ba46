import { isValidTimeZone } from '@spaces/shared/domain/time-zones'
import {
  BIO_MAX_LENGTH,
  LINK_PLATFORMS,
  SPACE_DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import {
  type RecordingPlatform,
  SANDBOX_ACCOUNTS,
  type SandboxAccountKind,
  SPACE_TEMPLATES,
  X_ONLY_SPACES,
} from './fixture'

const byKind = (kind: string) => SANDBOX_ACCOUNTS.filter((a) => a.kind === kind)

describe('SANDBOX_ACCOUNTS', () => {
  it('has an admin, 9+ hosts, a helper and a plain user, with unique ids and handles', () => {
    expect(byKind('admin')).toHaveLength(1)
    expect(byKind('host').length).toBeGreaterThanOrEqual(9)
    expect(byKind('helper')).toHaveLength(1)
    expect(byKind('user')).toHaveLength(1)
    expect(new Set(SANDBOX_ACCOUNTS.map((a) => a.id)).size).toBe(SANDBOX_ACCOUNTS.length)
    expect(new Set(SANDBOX_ACCOUNTS.map((a) => a.username.toLowerCase())).size).toBe(SANDBOX_ACCOUNTS.length)
  })

  it('holds X-shaped, valid fields', () => {
    for (const a of SANDBOX_ACCOUNTS) {
      expect(a.id).toMatch(/^\d{19}$/)
      expect(a.username).toMatch(/^[A-Za-z0-9_]{1,15}$/)
      expect(a.description.length).toBeGreaterThan(20)
      expect(a.description.length).toBeLessThanOrEqual(BIO_MAX_LENGTH)
      expect(isValidTimeZone(a.timezone)).toBe(true)
      expect(a.avatar.from).toMatch(/^#[0-9a-f]{6}$/)
      expect(a.avatar.to).toMatch(/^#[0-9a-f]{6}$/)
      if (a.url !== null) expect(a.url).toMatch(/^https:\/\//)
      expect(a.links.length).toBeLessThanOrEqual(4)
      for (const link of a.links) {
        expect(LINK_PLATFORMS).toContain(link.platform)
        expect(link.url).toMatch(/^https:\/\//)
      }
    }
  })

  it('spreads hosts over the required zones, and names the helper’s host', () => {
    const zones = new Set(byKind('host').map((h) => h.timezone))
    for (const zone of [
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Tokyo',
    ]) {
      expect(zones).toContain(zone)
    }
    expect(zones).toContain('Australia/Sydney')
    expect(zones.has('Africa/Lagos') || zones.has('Asia/Kolkata')).toBe(true)
    const helperOf = byKind('helper')[0]?.helperOf
    expect(byKind('host').map((h) => h.username)).toContain(helperOf)
  })
})

describe('SPACE_TEMPLATES', () => {
  const hosts = new Set(byKind('host').map((h) => h.username))

  it('has 70+ valid Spaces by known hosts within ±30 days', () => {
    expect(SPACE_TEMPLATES.length).toBeGreaterThanOrEqual(70)
    for (const t of SPACE_TEMPLATES) {
      expect(hosts).toContain(t.host)
      expect(t.localTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(Number.isInteger(t.dayOffset) && Math.abs(t.dayOffset) <= 30).toBe(true)
      expect(t.title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH)
      expect(t.description.length).toBeLessThanOrEqual(SPACE_DESCRIPTION_MAX_LENGTH)
      expect(t.spaceUrl).toMatch(/^(https:\/\/x\.com\/i\/spaces\/1[A-Za-z]{12})?$/)
    }
    const ids = SPACE_TEMPLATES.map((t) => t.spaceUrl).filter(Boolean)
    expect(new Set(ids).size).toBe(ids.length)
    expect(SPACE_TEMPLATES.filter((t) => !t.spaceUrl).length).toBeGreaterThanOrEqual(2)
  })

  it('records about half of the past Spaces, never a future one', () => {
    const past = SPACE_TEMPLATES.filter((t) => t.dayOffset < 0)
    const recorded = past.filter((t) => t.recording)
    expect(recorded.length / past.length).toBeGreaterThan(0.35)
    expect(recorded.length / past.length).toBeLessThan(0.65)
    expect(SPACE_TEMPLATES.filter((t) => t.dayOffset >= 0 && t.recording)).toEqual([])
    for (const t of recorded) {
      expect(t.recording?.url).toMatch(/^https:\/\//)
      if (t.recording?.platform === 'X Spaces') expect(t.recording.url).toMatch(/^https:\/\/x\.com\//)
    }
  })

  it('has weekly series of four: one host, one local time, seven days apart', () => {
    const keys = new Set(SPACE_TEMPLATES.flatMap((t) => (t.series ? [t.series] : [])))
    expect(keys.size).toBeGreaterThanOrEqual(1)
    for (const key of keys) {
      const series = SPACE_TEMPLATES.filter((t) => t.series === key).sort((a, b) => a.dayOffset - b.dayOffset)
      expect(series).toHaveLength(4)
      expect(new Set(series.map((t) => `${t.host} ${t.localTime}`)).size).toBe(1)
      expect(series.map((t) => t.dayOffset - (series[0]?.dayOffset ?? 0))).toEqual([0, 7, 14, 21])
    }
  })

  it('puts 4+ Spaces on at least one day', () => {
    const perDay = new Map<number, number>()
    for (const t of SPACE_TEMPLATES) perDay.set(t.dayOffset, (perDay.get(t.dayOffset) ?? 0) + 1)
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(4)
  })
})

// fixture.json is read with a cast: these hold the file to the unions its types name.
describe('fixture.json', () => {
  it('uses only the account kinds and recording platforms the types allow', () => {
    const kinds: readonly SandboxAccountKind[] = ['admin', 'host', 'helper', 'user']
    const platforms: readonly RecordingPlatform[] = [
      'X Spaces',
      'YouTube',
      'Spotify',
      'Apple Podcasts',
      'SoundCloud',
      'Mixcloud',
    ]
    for (const a of SANDBOX_ACCOUNTS) expect(kinds).toContain(a.kind)
    const recorded = SPACE_TEMPLATES.flatMap((t) => (t.recording ? [t.recording.platform] : []))
    expect(recorded.length).toBeGreaterThan(0)
    for (const platform of recorded) expect(platforms).toContain(platform)
  })
})

describe('X_ONLY_SPACES', () => {
  it('are hosts’ Spaces the seed does not have, one of them live at start', () => {
    const seededIds = new Set(SPACE_TEMPLATES.map((t) => /\/i\/spaces\/(\w+)/.exec(t.spaceUrl)?.[1]))
    const titles = new Set(SPACE_TEMPLATES.map((t) => t.title))
    for (const space of X_ONLY_SPACES) {
      expect(byKind('host').map((a) => a.username)).toContain(space.host)
      expect(space.id).toMatch(/^1[A-Za-z]{12}$/)
      expect(seededIds.has(space.id)).toBe(false)
      expect(titles.has(space.title)).toBe(false)
    }
    expect(X_ONLY_SPACES.filter((s) => s.startMinutes <= 0 && s.liveListeners)).toHaveLength(1)
  })
})
