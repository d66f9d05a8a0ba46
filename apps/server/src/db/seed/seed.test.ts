import { addCalendarDays, unixToZonedParts, zoneOffsetSeconds } from '@spaces/shared/domain/zoned-time'
import { DIFFICULTY_LEVELS, READING_TYPES, SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db'
import { SANDBOX_ACCOUNTS, SPACE_TEMPLATES } from '../../x/sandbox/fixture'
import { createDb, type DbHandle } from '../client'
import type { SpaceRow, UserRow } from '../database'
import { migrateToLatest } from '../migrate'
import { READING_TEMPLATES } from './reading-fixture'
import { seedDemoData } from './seed'
import { ARCHIVE_HOST, ARCHIVE_SPACES, ARCHIVE_TITLE_PREFIX, ARCHIVE_ZONE } from './seed-archive'

const DAY = 86_400
/** Every Space the seed writes: the fixture's, and one host's archive of recorded Spaces. */
const SEEDED_SPACES = SPACE_TEMPLATES.length + ARCHIVE_SPACES
const isArchived = (space: Pick<SpaceRow, 'title'>) => space.title.startsWith(ARCHIVE_TITLE_PREFIX)
/** Pinned so the New York series straddles the change to daylight time (2025-03-09). */
const NOW = Date.parse('2025-03-05T15:00:00Z') / 1000

interface OpenDb {
  handle: DbHandle
  close: () => Promise<void>
}

/** A migrated database of the test's own: SQLite in a temp dir, or a fresh PostgreSQL database. */
async function openDb(): Promise<OpenDb> {
  const testDb: TestDatabase = await createTestDatabase()
  const handle = await createDb({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 4 })
  await migrateToLatest(handle.db, handle.dialect)
  return {
    handle,
    close: async () => {
      await handle.close()
      await testDb.drop()
    },
  }
}

const dbKind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`seedDemoData on ${dbKind}`, () => {
  let open: OpenDb
  let users: UserRow[]
  /** The fixture's Spaces, and the archive apart. */
  let spaces: SpaceRow[]
  let archived: SpaceRow[]

  beforeAll(async () => {
    open = await openDb()
  })
  afterAll(async () => {
    await open?.close()
  })

  it('seeds the whole fixture into an empty database', async () => {
    const result = await seedDemoData(open.handle.db, { now: NOW })
    expect(result).toEqual({ seeded: true, users: SANDBOX_ACCOUNTS.length, spaces: SEEDED_SPACES })
    users = await open.handle.db.selectFrom('users').selectAll().execute()
    const all = await open.handle.db.selectFrom('spaces').selectAll().orderBy('scheduled_start').execute()
    expect(all).toHaveLength(SEEDED_SPACES)
    expect(users).toHaveLength(SANDBOX_ACCOUNTS.length)
    archived = all.filter(isArchived)
    spaces = all.filter((s) => !isArchived(s))
    expect(spaces).toHaveLength(SPACE_TEMPLATES.length)
  })

  it('gives at least 8 hosts avatars, bios, zones and links', async () => {
    const hosts = users.filter((u) => u.role === 'host')
    expect(hosts.length).toBeGreaterThanOrEqual(8)
    for (const host of hosts) {
      expect(host.profile_image_url).toBe(`/x-sandbox/avatars/${host.username}.svg`)
      expect(host.bio?.length).toBeGreaterThan(20)
      expect(host.username_key).toBe(host.username.toLowerCase())
      expect(host.host_timezone).toMatch(/^[A-Za-z_]+\/[A-Za-z_]+$/)
    }
    expect(new Set(hosts.map((h) => h.host_timezone)).size).toBeGreaterThanOrEqual(6)
    const links = await open.handle.db.selectFrom('profile_links').selectAll().execute()
    const hostsWithLinks = hosts.filter((h) => links.some((l) => l.user_id === h.id))
    expect(hostsWithLinks.length).toBe(hosts.length)
    const civic = hosts.find((h) => h.username === 'civicsquare_nyc')!
    const civicLinks = links.filter((l) => l.user_id === civic.id).sort((a, b) => a.position - b.position)
    expect(civicLinks.map((l) => [l.position, l.platform])).toEqual([
      [0, 'substack'],
      [1, 'youtube'],
      [2, 'website'],
    ])
  })

  it('maps account kinds to roles: one admin, helper and plain user as users', () => {
    const roleOf = (username: string) => users.find((u) => u.username === username)?.role
    expect(users.filter((u) => u.role === 'admin').map((u) => u.username)).toEqual(['civic_admin'])
    expect(roleOf('sam_helps_civic')).toBe('user')
    expect(roleOf('just_listening')).toBe('user')
    expect(users.find((u) => u.username === 'civic_admin')?.x_user_id).toBe('1500000000000000001')
  })

  it('gives several hosts recommendations of every type and difficulty, some pinned', async () => {
    const items = await open.handle.db.selectFrom('reading_items').selectAll().execute()
    expect(items).toHaveLength(READING_TEMPLATES.length)
    expect(items.length).toBeGreaterThanOrEqual(15)
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(READING_TYPES))
    expect(new Set(items.map((i) => i.difficulty))).toEqual(new Set(DIFFICULTY_LEVELS))
    const pinned = items.filter((i) => i.pinned === 1)
    expect(pinned.length).toBeGreaterThanOrEqual(3)
    expect(pinned.length).toBeLessThan(items.length)
    expect(new Set(pinned.map((i) => i.host_id)).size).toBeGreaterThanOrEqual(3)
    const hostIds = new Set(users.filter((u) => u.role === 'host').map((u) => u.id))
    expect(new Set(items.map((i) => i.host_id)).size).toBeGreaterThanOrEqual(6)
    expect(items.every((i) => hostIds.has(i.host_id))).toBe(true)
    for (const item of items) {
      expect(item.url).toMatch(/^https:\/\//)
      expect(JSON.parse(item.tags)).toEqual(expect.arrayContaining([expect.any(String)]))
      expect(item.summary?.length).toBeGreaterThan(20)
      expect(item.created_at).toBeLessThan(NOW)
    }
    const articles = items.filter((i) => i.type !== 'book')
    expect(articles.every((i) => (i.est_read_minutes ?? 0) > 0)).toBe(true)
  })

  it('grants the helper access to their host', async () => {
    const grants = await open.handle.db.selectFrom('collaborator_grants').selectAll().execute()
    const idOf = (username: string) => users.find((u) => u.username === username)?.id
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      owner_id: idOf('civicsquare_nyc'),
      collaborator_id: idOf('sam_helps_civic'),
      access_level: 'helper',
      can_edit_profile: 1,
      can_manage_spaces: 1,
      can_manage_links: 1,
      granted_at: NOW,
      expires_at: null,
      notes: 'Demo helper',
    })
  })

  it('spreads 60+ Spaces over a month either side of now, some recorded, some upcoming', () => {
    const within = spaces.filter((s) => Math.abs(s.scheduled_start - NOW) <= 31 * DAY)
    expect(within.length).toBeGreaterThanOrEqual(60)
    expect(within).toHaveLength(spaces.length)
    expect(spaces.some((s) => s.scheduled_start < NOW - 25 * DAY)).toBe(true)
    expect(spaces.some((s) => s.scheduled_start > NOW + 25 * DAY)).toBe(true)
    const ended = spaces.filter((s) => s.state === 'ended')
    const upcoming = spaces.filter((s) => s.state === 'upcoming')
    expect(ended.filter((s) => s.recording_url).length).toBeGreaterThanOrEqual(10)
    expect(ended.filter((s) => !s.recording_url).length).toBeGreaterThanOrEqual(10)
    expect(upcoming.length).toBeGreaterThanOrEqual(30)
    for (const space of spaces) {
      expect(space.state).toBe(space.scheduled_start + 3600 <= NOW ? 'ended' : 'upcoming')
      if (space.recording_url) expect(space.state).toBe('ended')
      expect([space.created_at, space.updated_at]).toEqual([NOW, NOW])
    }
    const platforms = new Set(ended.map((s) => s.recording_platform).filter(Boolean))
    expect(platforms).toEqual(
      new Set(['X Spaces', 'YouTube', 'Spotify', 'Apple Podcasts', 'SoundCloud', 'Mixcloud']),
    )
  })

  it('uses the host profile URL when a Space has no URL yet, and keeps the X Space id otherwise', () => {
    const hostOf = (s: SpaceRow) => users.find((u) => u.id === s.host_id)!
    const profileUrls = spaces.filter((s) => s.space_url === `https://x.com/${hostOf(s).username}`)
    expect(profileUrls.length).toBe(SPACE_TEMPLATES.filter((t) => !t.spaceUrl).length)
    expect(profileUrls.length).toBeGreaterThan(0)
    for (const space of spaces.filter((s) => !profileUrls.includes(s))) {
      expect(space.space_url).toBe(`https://x.com/i/spaces/${space.x_space_id}`)
      expect(space.x_space_id).toMatch(/^1[A-Za-z]{12}$/)
    }
  })

  it('puts several Spaces on some days (one day with 4+) in the hosts’ own calendars', () => {
    const perDay = new Map<string, number>()
    for (const s of spaces) {
      const { year, month, day } = unixToZonedParts(s.scheduled_start, s.host_timezone ?? 'UTC')
      const key = `${year}-${month}-${day}`
      perDay.set(key, (perDay.get(key) ?? 0) + 1)
    }
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(4)
  })

  it('keeps a weekly series at the same local time across the DST change', () => {
    const series = spaces.filter((s) => s.title === 'Council Week Ahead')
    expect(series).toHaveLength(4)
    expect(new Set(series.map((s) => s.series_id)).size).toBe(1)
    expect(series[0]?.series_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(series.map((s) => [s.series_index, s.recurrence_pattern])).toEqual([
      [0, 'weekly'],
      [1, 'weekly'],
      [2, 'weekly'],
      [3, 'weekly'],
    ])
    for (const s of series) {
      expect(unixToZonedParts(s.scheduled_start, 'America/New_York')).toMatchObject({ hour: 19, minute: 0 })
    }
    // Seven days apart on the wall clock, but one of the gaps is an hour short.
    expect(series.map((s) => zoneOffsetSeconds(s.scheduled_start, 'America/New_York'))).toEqual([
      -5 * 3600,
      -5 * 3600,
      -4 * 3600,
      -4 * 3600,
    ])
    const otherSeries = spaces.filter((s) => s.series_id && s.series_id !== series[0]?.series_id)
    expect(otherSeries).toHaveLength(4)
    expect(new Set(otherSeries.map((s) => s.series_id)).size).toBe(1)
    expect(spaces.filter((s) => !s.series_id).every((s) => s.recurrence_pattern === null)).toBe(true)
  })

  it('lands a Los Angeles 20:00 Space on the next UTC day', () => {
    const template = SPACE_TEMPLATES.find((t) => t.host === 'rentwatch_la' && t.localTime === '20:00')!
    const space = spaces.find((s) => s.title === template.title)!
    expect(space.host_timezone).toBe('America/Los_Angeles')
    const local = unixToZonedParts(space.scheduled_start, 'America/Los_Angeles')
    const utc = unixToZonedParts(space.scheduled_start, 'UTC')
    expect(local).toMatchObject({ hour: 20, minute: 0 })
    expect({ year: utc.year, month: utc.month, day: utc.day }).toEqual(addCalendarDays(local, 1))
    // And on the day the fixture asks for, counted in Los Angeles.
    expect({ year: local.year, month: local.month, day: local.day }).toEqual(
      addCalendarDays(unixToZonedParts(NOW, 'America/Los_Angeles'), template.dayOffset),
    )
  })

  it('gives one host more recorded Spaces than a page of a list, twice a week for years', () => {
    const host = users.find((u) => u.username === ARCHIVE_HOST)!
    expect(host.role).toBe('host')
    expect(archived.length).toBeGreaterThan(SPACES_PAGE_SIZE)
    expect(archived.every((s) => s.host_id === host.id && s.state === 'ended' && s.x_space_id === null)).toBe(
      true,
    )
    // Older than the fixture's month before today, and a good deal older than a page of it.
    expect(Math.max(...archived.map((s) => s.scheduled_start))).toBeLessThan(NOW - 31 * DAY)
    expect(Math.min(...archived.map((s) => s.scheduled_start))).toBeLessThan(NOW - 3 * 365 * DAY)
    for (const space of archived) {
      const local = unixToZonedParts(space.scheduled_start, ARCHIVE_ZONE)
      expect([local.hour, local.minute]).toEqual([20, 0])
      expect(space.recording_url === null || space.recording_url.startsWith('https://')).toBe(true)
    }
    expect(new Set(archived.map((s) => s.title)).size).toBe(archived.length)
    expect(archived.filter((s) => s.recording_url).length).toBeGreaterThan(100)
  })

  it('seeds nothing the second time', async () => {
    expect(await seedDemoData(open.handle.db, { now: NOW + DAY })).toEqual({
      seeded: false,
      users: 0,
      spaces: 0,
    })
    const count = async (
      table: 'users' | 'spaces' | 'profile_links' | 'collaborator_grants' | 'reading_items',
    ) =>
      (
        await open.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    expect(Number(await count('users'))).toBe(SANDBOX_ACCOUNTS.length)
    expect(Number(await count('spaces'))).toBe(SEEDED_SPACES)
    expect(Number(await count('collaborator_grants'))).toBe(1)
    expect(Number(await count('reading_items'))).toBe(READING_TEMPLATES.length)
  })
})

describe(`seedDemoData racing itself on ${dbKind}`, () => {
  it('lets exactly one of two simultaneous seeds through', async () => {
    const open = await openDb()
    try {
      const results = await Promise.all([seedDemoData(open.handle.db), seedDemoData(open.handle.db)])
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true])
      const users = await open.handle.db.selectFrom('users').select('id').execute()
      const spaces = await open.handle.db.selectFrom('spaces').select('id').execute()
      const reading = await open.handle.db.selectFrom('reading_items').select('id').execute()
      expect([users.length, spaces.length, reading.length]).toEqual([
        SANDBOX_ACCOUNTS.length,
        SEEDED_SPACES,
        READING_TEMPLATES.length,
      ])
    } finally {
      await open.close()
    }
  })
})

describe(`the demo on a fresh start, through the API, on ${dbKind}`, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoData(server.app.db)
  })
  afterAll(() => server?.close())

  it('pages the archived host’s profile list: a full first page, then the rest', async () => {
    const visitor = new TestClient(server.baseUrl)
    const first = await visitor.get(`/api/spaces/user/${ARCHIVE_HOST}`)
    expect(first.status).toBe(200)
    expect(first.json.data).toHaveLength(SPACES_PAGE_SIZE)
    expect(first.json.next).toEqual(expect.any(String))
    const second = await visitor.get(`/api/spaces/user/${ARCHIVE_HOST}?cursor=${first.json.next}`)
    expect(second.json.data.length).toBeGreaterThan(0)
    expect(second.json.next).toBeNull()
  })

  it('fills /reading, pinned items first', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/reading')
    expect(res.status).toBe(200)
    const pins: number[] = res.json.data.map((i: { pinned: number }) => i.pinned)
    expect(pins.length).toBe(READING_TEMPLATES.length)
    expect(pins).toEqual([...pins].sort((a, b) => b - a))
    expect(pins[0]).toBe(1)
  })

  it('gives several host profiles Recommendations, and some none', async () => {
    const visitor = new TestClient(server.baseUrl)
    const hosts: { username: string }[] = (await visitor.get('/api/hosts')).json.hosts
    const counts = await Promise.all(
      hosts.map(
        async (h) => (await visitor.get(`/api/reading/host/${h.username}`)).json.data.length as number,
      ),
    )
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(6)
    expect(counts).toContain(0)
  })
})
