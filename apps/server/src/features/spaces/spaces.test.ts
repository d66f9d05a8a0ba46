import { unixToZonedParts, zonedDateTimeToUnix } from '@spaces/shared/domain/zoned-time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'
import { markEndedSpaces } from './spaces.queries'

let server: TestServer
let host: Actor
let otherHost: Actor
let admin: Actor
let user: Actor
let anonymous: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[host, otherHost, admin, user, anonymous] = await Promise.all([
    createActor(server, 'host'),
    createActor(server, 'host'),
    createActor(server, 'admin'),
    createActor(server, 'user'),
    createActor(server, 'anonymous'),
  ])
})
afterAll(() => server.close())

const inAWeek = () => nowSeconds() + 7 * 86400
const valid = () => ({
  title: 'Zoning reform AMA',
  description: 'Bring questions',
  space_url: '',
  scheduled_start: inAWeek(),
})

describe('POST /api/spaces', () => {
  it('creates a Space for the host, defaulting the URL to their X profile', async () => {
    const res = await host.client.send('POST', '/api/spaces', { ...valid(), host_timezone: 'Europe/Berlin' })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      title: 'Zoning reform AMA',
      description: 'Bring questions',
      space_url: `https://x.com/${host.user!.username}`,
      username: host.user!.username,
      state: 'upcoming',
      host_timezone: 'Europe/Berlin',
      recording_url: null,
      series_id: null,
    })
    const fetched = await anonymous.client.get(`/api/spaces/${res.json.id}`)
    expect(fetched.json).toMatchObject({
      title: 'Zoning reform AMA',
      scheduled_start: res.json.scheduled_start,
    })
  })

  it.each([
    ['a missing title', { title: undefined }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Too long'],
    ['a 1001-character description', { description: 'x'.repeat(1001) }, 'description', 'Too long'],
    ['an http URL', { space_url: 'http://x.com/i/spaces/1abc' }, 'space_url', 'Invalid URL format'],
    ['another site', { space_url: 'https://example.com/i/spaces/1abc' }, 'space_url', 'Invalid URL format'],
    [
      'a look-alike host',
      { space_url: 'https://x.com.evil.org/i/spaces/1' },
      'space_url',
      'Invalid URL format',
    ],
    ['a javascript: URL', { space_url: 'javascript:alert(1)' }, 'space_url', 'Invalid URL format'],
    ['a past start', { scheduled_start: nowSeconds() - 60 }, 'scheduled_start', 'Must be in the future'],
    ['no start', { scheduled_start: undefined }, 'scheduled_start', 'Start time is required'],
    [
      'a start in milliseconds as text',
      { scheduled_start: 'tomorrow' },
      'scheduled_start',
      'Start time is required',
    ],
    ['an unknown zone', { host_timezone: 'Mars/Olympus' }, 'host_timezone', 'Unknown time zone'],
  ])('refuses %s with a 400 and the spec message', async (_name, change, path, message) => {
    const before = await server.app.db.selectFrom('spaces').select('id').execute()
    const res = await host.client.send('POST', '/api/spaces', { ...valid(), ...change })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(`${path}: ${message}`)
    expect(res.json.issues).toContainEqual({ path, message })
    expect(await server.app.db.selectFrom('spaces').select('id').execute()).toHaveLength(before.length)
  })

  it('accepts twitter.com and x.com Space URLs, and a 200-character title', async () => {
    for (const url of [
      'https://twitter.com/i/spaces/1YqKDqWqdPdKV',
      'https://x.com/i/spaces/1OwxWzvNbAbJQ',
    ]) {
      const res = await host.client.send('POST', '/api/spaces', {
        ...valid(),
        title: 'y'.repeat(200),
        space_url: url,
      })
      expect(res.status).toBe(201)
      expect(res.json.space_url).toBe(url)
    }
  })

  it('answers 401 to anonymous and 403 with a reason to a plain user', async () => {
    expect((await anonymous.client.send('POST', '/api/spaces', valid())).status).toBe(401)
    const res = await user.client.send('POST', '/api/spaces', valid())
    expect(res.status).toBe(403)
    expect(res.json.error).toBe('Only hosts can manage Spaces. Ask an admin to add you as a host.')
  })

  it("refuses a host creating on another host's profile, allows an admin", async () => {
    const res = await host.client.send('POST', '/api/spaces', { ...valid(), host_id: otherHost.user!.id })
    expect(res.status).toBe(403)
    const byAdmin = await admin.client.send('POST', '/api/spaces', {
      ...valid(),
      host_id: otherHost.user!.id,
    })
    expect(byAdmin.status).toBe(201)
    expect(byAdmin.json.username).toBe(otherHost.user!.username)
  })

  it('answers 400 to a body that is not an object', async () => {
    const res = await host.client.send('POST', '/api/spaces', [1, 2])
    expect(res.status).toBe(400)
  })
})

describe('POST /api/spaces/recurring', () => {
  const localTimes = (data: { scheduled_start: number }[], zone: string) =>
    data.map((s) => {
      const p = unixToZonedParts(s.scheduled_start, zone)
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${String(p.minute).padStart(2, '0')}`
    })

  it('creates a weekly series in one go that keeps 19:00 in New York across the March change', async () => {
    const year = unixToZonedParts(nowSeconds(), 'UTC').year + 1
    const start = zonedDateTimeToUnix({ year, month: 3, day: 1, hour: 19, minute: 0 }, 'America/New_York')
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      scheduled_start: start,
      recurrence_pattern: 'weekly',
      repeats: 4,
      host_timezone: 'America/New_York',
    })
    expect(res.status).toBe(201)
    expect(res.json.data).toHaveLength(4)
    expect(new Set(res.json.data.map((s: { series_id: string }) => s.series_id))).toEqual(
      new Set([res.json.series_id]),
    )
    expect(localTimes(res.json.data, 'America/New_York')).toEqual([
      `${year}-3-1 19:00`,
      `${year}-3-8 19:00`,
      `${year}-3-15 19:00`,
      `${year}-3-22 19:00`,
    ])
  })

  it('keeps the local time across the November change and in Europe/London', async () => {
    const year = unixToZonedParts(nowSeconds(), 'UTC').year + 1
    const ny = zonedDateTimeToUnix({ year, month: 10, day: 25, hour: 20, minute: 30 }, 'America/New_York')
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      scheduled_start: ny,
      recurrence_pattern: 'weekly',
      repeats: 3,
      host_timezone: 'America/New_York',
    })
    expect(localTimes(res.json.data, 'America/New_York')).toEqual([
      `${year}-10-25 20:30`,
      `${year}-11-1 20:30`,
      `${year}-11-8 20:30`,
    ])
    const london = zonedDateTimeToUnix({ year, month: 3, day: 20, hour: 18, minute: 0 }, 'Europe/London')
    const uk = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      scheduled_start: london,
      recurrence_pattern: 'weekly',
      repeats: 3,
      host_timezone: 'Europe/London',
    })
    expect(localTimes(uk.json.data, 'Europe/London')).toEqual([
      `${year}-3-20 18:00`,
      `${year}-3-27 18:00`,
      `${year}-4-3 18:00`,
    ])
  })

  it('keeps the picked 2:30 AM for a series that starts on the spring-forward night (local_start)', async () => {
    const year = unixToZonedParts(nowSeconds(), 'UTC').year + 1
    // The second Sunday of March: New York's clocks jump from 02:00 to 03:00, so 02:30 does not exist.
    const day = [8, 9, 10, 11, 12, 13, 14].find((d) => new Date(Date.UTC(year, 2, d)).getUTCDay() === 0)!
    const picked = { year, month: 3, day, hour: 2, minute: 30 }
    const start = zonedDateTimeToUnix(picked, 'America/New_York')
    const body = {
      ...valid(),
      scheduled_start: start,
      recurrence_pattern: 'weekly',
      repeats: 3,
      host_timezone: 'America/New_York',
    }
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...body,
      local_start: `${year}-03-${String(day).padStart(2, '0')}T02:30`,
    })
    expect(res.status).toBe(201)
    const later = (d: number) => new Date(Date.UTC(year, 2, d))
    const label = (date: Date, time: string) =>
      `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${date.getUTCDate()} ${time}`
    expect(localTimes(res.json.data, 'America/New_York')).toEqual([
      label(later(day), '3:30'),
      label(later(day + 7), '2:30'),
      label(later(day + 14), '2:30'),
    ])
    // Without it only the instant is known: 03:30 every week.
    const plain = await host.client.send('POST', '/api/spaces/recurring', body)
    expect(localTimes(plain.json.data, 'America/New_York')[1]).toBe(label(later(day + 7), '3:30'))
  })

  it.each([
    [
      { local_start: '2030-01-01T10:00', host_timezone: 'UTC' },
      'local_start: Must be scheduled_start read in host_timezone',
    ],
    [{ local_start: '2030-01-01T10:00' }, 'local_start: Needs host_timezone'],
    [
      { local_start: '2030-02-30T10:00', host_timezone: 'UTC' },
      'local_start: Must be a date and time written YYYY-MM-DDTHH:MM',
    ],
    [
      { local_start: 1893488400, host_timezone: 'UTC' },
      'local_start: Must be a date and time written YYYY-MM-DDTHH:MM',
    ],
  ])('refuses a local_start that does not name the start: %j', async (change, error) => {
    const before = await server.app.db.selectFrom('spaces').select('id').execute()
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      recurrence_pattern: 'weekly',
      repeats: 2,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
    expect(await server.app.db.selectFrom('spaces').select('id').execute()).toHaveLength(before.length)
  })

  it("falls back to the host's stored zone, then UTC", async () => {
    await server.app.db
      .updateTable('users')
      .set({ host_timezone: 'Asia/Tokyo' })
      .where('id', '=', otherHost.user!.id)
      .execute()
    const year = unixToZonedParts(nowSeconds(), 'UTC').year + 1
    const start = zonedDateTimeToUnix({ year, month: 1, day: 31, hour: 21, minute: 0 }, 'Asia/Tokyo')
    const res = await otherHost.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      scheduled_start: start,
      recurrence_pattern: 'monthly',
      repeats: 2,
    })
    expect(res.json.data[0].host_timezone).toBe('Asia/Tokyo')
    expect(localTimes(res.json.data, 'Asia/Tokyo')[1]).toMatch(new RegExp(`^${year}-2-2[89] 21:00$`))
  })

  it('repeats 31 January monthly ×4 on each month’s last day when shorter', async () => {
    const year = unixToZonedParts(nowSeconds(), 'UTC').year + 1
    const start = zonedDateTimeToUnix({ year, month: 1, day: 31, hour: 17, minute: 0 }, 'UTC')
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      scheduled_start: start,
      recurrence_pattern: 'monthly',
      repeats: 4,
      host_timezone: 'UTC',
    })
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    expect(localTimes(res.json.data, 'UTC')).toEqual([
      `${year}-1-31 17:00`,
      `${year}-2-${leap ? 29 : 28} 17:00`,
      `${year}-3-31 17:00`,
      `${year}-4-30 17:00`,
    ])
  })

  it.each([
    [{ repeats: 0 }, 'repeats: Repeats must be between 1 and 4'],
    [{ repeats: 5 }, 'repeats: Repeats must be between 1 and 4'],
    [{ repeats: 2.5 }, 'repeats: Repeats must be between 1 and 4'],
    [{ recurrence_pattern: 'daily' }, 'recurrence_pattern: Recurrence pattern must be weekly or monthly'],
    [{ title: '' }, 'title: Title is required'],
  ])('refuses %j and creates nothing', async (change, error) => {
    const before = await server.app.db.selectFrom('spaces').select('id').execute()
    const res = await host.client.send('POST', '/api/spaces/recurring', {
      ...valid(),
      recurrence_pattern: 'weekly',
      repeats: 3,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
    expect(await server.app.db.selectFrom('spaces').select('id').execute()).toHaveLength(before.length)
  })
})

describe('reading Spaces', () => {
  it('lists newest first with host fields, filters by user and by from/to', async () => {
    const base = nowSeconds() + 400 * 86400
    const a = await createSpaceRow(server, otherHost.user!, { scheduled_start: base })
    const b = await createSpaceRow(server, otherHost.user!, { scheduled_start: base + 3600 })
    const c = await createSpaceRow(server, otherHost.user!, { scheduled_start: base + 86400 * 40 })
    const month = await anonymous.client.get(`/api/spaces?from=${base}&to=${base + 86400 * 30}`)
    expect(month.json.data.map((s: { id: number }) => s.id)).toEqual([b, a])
    expect(month.json.data[0]).toMatchObject({
      username: otherHost.user!.username,
      profile_image_url: expect.any(String),
    })
    const byUser = await anonymous.client.get(`/api/spaces?user=${otherHost.user!.username.toUpperCase()}`)
    const ids = byUser.json.data.map((s: { id: number }) => s.id)
    expect(ids).toEqual(expect.arrayContaining([a, b, c]))
    const starts = byUser.json.data.map((s: { scheduled_start: number }) => s.scheduled_start)
    expect(starts).toEqual([...starts].sort((x, y) => y - x))
    const all = await anonymous.client.get('/api/spaces')
    expect(all.json.data.length).toBeGreaterThanOrEqual(3)
    const userPath = await anonymous.client.get(`/api/spaces/user/${otherHost.user!.username}`)
    expect(userPath.json.data.map((s: { id: number }) => s.id)).toEqual(ids)
  })

  it.each([
    ['/api/spaces?from=abc', 400],
    ['/api/spaces?from=1900000000&to=1800000000', 400],
    ['/api/spaces?user=nobody_here', 404],
    ['/api/spaces/user/nobody_here', 404],
    ['/api/spaces/999999', 404],
    // A malformed id names nothing: the same 404 as an unknown one.
    ['/api/spaces/abc', 404],
    ['/api/spaces/-1', 404],
  ])('%s → %i with a sentence', async (path, status) => {
    const res = await anonymous.client.get(path)
    expect(res.status).toBe(status)
    expect(typeof res.json.error).toBe('string')
  })

  it('lists hosts, and admins only once they have Spaces; never plain users', async () => {
    const hostNames = async () =>
      ((await anonymous.client.get('/api/hosts')).json.hosts as { username: string }[]).map((h) => h.username)
    const idleAdmin = await createActor(server, 'admin')
    const names = await hostNames()
    expect(names).toContain(host.user!.username)
    expect(names).not.toContain(user.user!.username)
    expect(names).not.toContain(idleAdmin.user!.username)
    await createSpaceRow(server, idleAdmin.user!)
    expect(await hostNames()).toContain(idleAdmin.user!.username)
    const res = await anonymous.client.get('/api/hosts')
    expect(res.json.hosts[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      display_name: expect.anything(),
      profile_image_url: expect.anything(),
    })
  })
})

describe('PUT and DELETE /api/spaces/:id', () => {
  const edit = (overrides = {}) => ({
    title: 'Edited',
    description: '',
    space_url: 'https://x.com/i/spaces/1EditedAbc',
    scheduled_start: nowSeconds() - 7200,
    recording_url: 'https://www.youtube.com/watch?v=abc',
    recording_platform: 'YouTube',
    ...overrides,
  })

  it('lets the owner edit (adding a recording to a past Space) and sends empty optionals as null', async () => {
    const id = await createSpaceRow(server, host.user!)
    const res = await host.client.send('PUT', `/api/spaces/${id}`, edit())
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      title: 'Edited',
      description: null,
      state: 'ended',
      recording_platform: 'YouTube',
    })
    const cleared = await host.client.send(
      'PUT',
      `/api/spaces/${id}`,
      edit({ recording_url: '', recording_platform: '' }),
    )
    expect(cleared.json).toMatchObject({ recording_url: null, recording_platform: null })
  })

  it('changes the zone the Space was planned in when one is sent, and keeps it when none is', async () => {
    const id = await createSpaceRow(server, host.user!)
    const planned = await host.client.send('PUT', `/api/spaces/${id}`, edit({ host_timezone: 'Asia/Tokyo' }))
    expect(planned.status, planned.text).toBe(200)
    expect(planned.json.host_timezone).toBe('Asia/Tokyo')
    const moved = await host.client.send('PUT', `/api/spaces/${id}`, edit({ host_timezone: 'Europe/Paris' }))
    expect(moved.json.host_timezone).toBe('Europe/Paris')
    const kept = await host.client.send('PUT', `/api/spaces/${id}`, edit())
    expect(kept.json.host_timezone).toBe('Europe/Paris')
    const bad = await host.client.send('PUT', `/api/spaces/${id}`, edit({ host_timezone: 'Mars/Olympus' }))
    expect(bad.status).toBe(400)
    expect(bad.json.error).toMatch(/^host_timezone: /)
  })

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ space_url: '' }, 'space_url: Space URL is required'],
    [{ space_url: 'https://evil.example/x' }, 'space_url: Invalid URL format'],
    [{ recording_url: 'javascript:alert(1)' }, 'recording_url: Invalid URL format'],
    [{ recording_url: 'http://insecure.example/a' }, 'recording_url: Invalid URL format'],
  ])('refuses %j', async (change, error) => {
    const id = await createSpaceRow(server, host.user!)
    const res = await host.client.send('PUT', `/api/spaces/${id}`, edit(change))
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
  })

  it('enforces permissions: anonymous 401, plain user and other host 403, owner and admin allowed', async () => {
    const id = await createSpaceRow(server, host.user!)
    expect((await anonymous.client.send('PUT', `/api/spaces/${id}`, edit())).status).toBe(401)
    expect((await user.client.send('PUT', `/api/spaces/${id}`, edit())).status).toBe(403)
    expect((await otherHost.client.send('PUT', `/api/spaces/${id}`, edit())).status).toBe(403)
    expect((await otherHost.client.send('DELETE', `/api/spaces/${id}`)).status).toBe(403)
    expect((await admin.client.send('PUT', `/api/spaces/${id}`, edit())).status).toBe(200)
    expect((await admin.client.send('DELETE', `/api/spaces/${id}`)).json).toEqual({
      message: 'Space deleted',
    })
    expect((await anonymous.client.get(`/api/spaces/${id}`)).status).toBe(404)
    expect((await host.client.send('DELETE', `/api/spaces/${id}`)).status).toBe(404)
    const own = await createSpaceRow(server, host.user!)
    expect((await host.client.send('DELETE', `/api/spaces/${own}`)).status).toBe(200)
  })
})

describe('the job that marks Spaces ended', () => {
  it('marks only Spaces whose hour has passed, and is safe to run twice at once', async () => {
    const now = nowSeconds()
    const past = await createSpaceRow(server, host.user!, { scheduled_start: now - 3601 })
    const running = await createSpaceRow(server, host.user!, { scheduled_start: now - 600 })
    const [first, second] = await Promise.all([
      markEndedSpaces(server.app.db, now, 3600),
      markEndedSpaces(server.app.db, now, 3600),
    ])
    expect(first + second).toBeGreaterThanOrEqual(1)
    expect((await anonymous.client.get(`/api/spaces/${past}`)).json.state).toBe('ended')
    expect((await anonymous.client.get(`/api/spaces/${running}`)).json.state).toBe('upcoming')
    await server.app.jobs.runAll()
  })
})

describe('cached Space lists', () => {
  it('answer 304 to a matching If-None-Match and reflect every change at once', async () => {
    const base = nowSeconds() + 900 * 86400
    const path = `/api/spaces?from=${base}&to=${base + 86400}`
    const id = await createSpaceRow(server, host.user!, { scheduled_start: base + 60, title: 'Before' })
    const first = await anonymous.client.get(path)
    const etag = first.headers.get('etag') ?? ''
    expect(first.json.data.map((s: { title: string }) => s.title)).toEqual(['Before'])
    const again = await anonymous.client.request('GET', path, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)

    await host.client.send('PUT', `/api/spaces/${id}`, {
      title: 'After',
      space_url: 'https://x.com/i/spaces/1After',
      scheduled_start: base + 60,
    })
    expect((await anonymous.client.get(path)).json.data[0].title).toBe('After')

    // Host fields shown with the Space come from the users table: a rename shows at once too.
    await server.app.db
      .updateTable('users')
      .set({ display_name: 'Renamed Host' })
      .where('id', '=', host.user!.id)
      .execute()
    const renamed = await anonymous.client.request('GET', path, { headers: { 'if-none-match': etag } })
    expect(renamed.status).toBe(200)
    expect(renamed.json.data[0].display_name).toBe('Renamed Host')

    await host.client.send('DELETE', `/api/spaces/${id}`)
    expect((await anonymous.client.get(path)).json.data).toEqual([])
  })
})
