import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'
import { markEndedSpaces } from '../spaces/spaces.queries'
import { updateLinkedSpace } from './x-sync.queries'

/**
 * The X import against the real sandbox over real HTTP (the test server calls
 * its own /x-sandbox through X_API_BASE), on SQLite or, with TEST_DATABASE_URL, PostgreSQL.
 */
describe('the X import', () => {
  let server: TestServer
  let admin: Actor
  let x: TestClient

  beforeAll(async () => {
    server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { xSandbox: 'self' })
    admin = await createActor(server, 'admin')
    x = new TestClient(server.baseUrl)
  })
  afterAll(async () => server.close())

  const schedule = async (username: string, title: string, inSeconds = 3 * 86400) => {
    const res = await x.send('POST', '/x-sandbox/control/spaces', {
      username,
      title,
      scheduled_start: nowSeconds() + inSeconds,
    })
    expect(res.status).toBe(201)
    return res.json.data as { id: string; scheduled_start: string }
  }
  const act = async (id: string, action: string, body: unknown = {}) => {
    const res = await x.send('POST', `/x-sandbox/control/spaces/${id}/${action}`, body)
    expect(res.status).toBe(200)
  }
  const syncNow = async () => {
    const res = await admin.client.send('POST', '/api/admin/x-sync')
    expect(res.status).toBe(200)
    return res.json
  }
  const spaceByUrl = async (xId: string) => {
    const list = await admin.client.get('/api/spaces')
    // biome-ignore lint/suspicious/noExplicitAny: API JSON
    return (list.json.data as any[]).filter((s) => s.space_url === `https://x.com/i/spaces/${xId}`)
  }

  it('imports a scheduled Space, then follows it live, ended and canceled', async () => {
    const host = await createActor(server, 'host')
    const handle = host.user?.username as string
    const first = await schedule(handle, 'Imported from X')
    const second = await schedule(handle, 'Will be canceled')

    const run = await syncNow()
    expect(run).toMatchObject({ created: 2, error: null })
    const [imported] = await spaceByUrl(first.id)
    expect(imported).toMatchObject({
      title: 'Imported from X',
      source: 'x',
      x_state: 'scheduled',
      live_listeners: null,
    })
    expect(imported.scheduled_start).toBe(Date.parse(first.scheduled_start) / 1000)
    const profile = await admin.client.get(`/api/spaces/user/${handle}`)
    expect(profile.json.data.map((s: { title: string }) => s.title)).toContain('Imported from X')

    await act(first.id, 'start', { listeners: 42 })
    expect(await syncNow()).toMatchObject({ updated: 1, skipped: 1 })
    expect((await spaceByUrl(first.id))[0]).toMatchObject({
      x_state: 'live',
      live_listeners: 42,
      state: 'upcoming',
    })
    // Live past the default hour: only X ends it, not the clock.
    await markEndedSpaces(server.app.db, nowSeconds() + 10 * 86400, 3600)
    expect((await spaceByUrl(first.id))[0]).toMatchObject({ x_state: 'live', state: 'upcoming' })

    await act(first.id, 'end')
    await act(second.id, 'cancel')
    expect(await syncNow()).toMatchObject({ ended: 1, canceled: 1 })
    expect((await spaceByUrl(first.id))[0]).toMatchObject({
      x_state: 'ended',
      state: 'ended',
      live_listeners: null,
    })
    const [canceled] = await spaceByUrl(second.id)
    expect(canceled).toMatchObject({ x_state: 'canceled', title: 'Will be canceled' })
    // Shown canceled in /api/spaces, and in the host's calendar feed.
    const feed = await admin.client.request('GET', `/feeds/hosts/${handle}.ics`)
    expect(feed.status).toBe(200)
    expect(feed.text).toContain('SUMMARY:Imported from X')
    expect(feed.text).toContain('SUMMARY:Canceled: Will be canceled')

    // Nothing changes on X: a run changes nothing here.
    expect(await syncNow()).toMatchObject({ created: 0, updated: 0, ended: 0, canceled: 0 })
  })

  it('raises a Space’s SEQUENCE when X moves its title or start or cancels it, not when only listeners change', async () => {
    const host = await createActor(server, 'host')
    const id = await createSpaceRow(server, host.user!, { source: 'x', x_state: 'live', live_listeners: 3 })
    const sequence = async () =>
      (
        await server.app.db
          .selectFrom('spaces')
          .select('sequence')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).sequence
    const before = await sequence()
    await updateLinkedSpace(server.app.db, id, { live_listeners: 9 })
    expect(await sequence()).toBe(before)
    await updateLinkedSpace(server.app.db, id, { title: 'Renamed on X' })
    expect(await sequence()).toBe(before + 1)
    await updateLinkedSpace(server.app.db, id, { scheduled_start: nowSeconds() + 7200 })
    expect(await sequence()).toBe(before + 2)
    // Canceled, and back from canceled, are changes a calendar must take; a repeat is not.
    await updateLinkedSpace(server.app.db, id, { x_state: 'canceled' })
    expect(await sequence()).toBe(before + 3)
    await updateLinkedSpace(server.app.db, id, { x_state: 'canceled' })
    expect(await sequence()).toBe(before + 3)
    await updateLinkedSpace(server.app.db, id, { x_state: 'scheduled' })
    expect(await sequence()).toBe(before + 4)
    await updateLinkedSpace(server.app.db, id, { x_state: 'live' })
    expect(await sequence()).toBe(before + 4)
  })

  it('ends a live Space X no longer knows at the time it was first seen missing', async () => {
    const host = await createActor(server, 'host')
    const space = await schedule(host.user?.username as string, 'Gone without a trace', 600)
    await act(space.id, 'start', { listeners: 3 })
    await syncNow()
    await act(space.id, 'forget')
    const before = nowSeconds()
    expect(await syncNow()).toMatchObject({ ended: 1 })
    const row = await server.app.db
      .selectFrom('spaces')
      .select(['state', 'x_state', 'ended_at'])
      .where('x_import_id', '=', space.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ state: 'ended', x_state: 'ended' })
    expect(Number(row.ended_at)).toBeGreaterThanOrEqual(before)
  })

  it('merges a Space the host typed in with the same X URL, and keeps the host’s later edits', async () => {
    const host = await createActor(server, 'host')
    const space = await schedule(host.user?.username as string, 'Title on X')
    const typed = await host.client.send('POST', '/api/spaces', {
      title: 'Typed by the host',
      space_url: `https://x.com/i/spaces/${space.id}`,
      scheduled_start: nowSeconds() + 5 * 86400,
    })
    expect(typed.status).toBe(201)

    expect(await syncNow()).toMatchObject({ created: 0, updated: 1 })
    const merged = await spaceByUrl(space.id)
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({
      id: typed.json.id,
      title: 'Title on X',
      source: 'manual',
      x_state: 'scheduled',
    })
    expect(merged[0].scheduled_start).toBe(Date.parse(space.scheduled_start) / 1000)

    const edit = await host.client.send('PUT', `/api/spaces/${typed.json.id}`, {
      title: 'The host’s own title',
      space_url: merged[0].space_url,
      scheduled_start: merged[0].scheduled_start,
    })
    expect(edit.status).toBe(200)
    await act(space.id, 'start', { listeners: 9 })
    await syncNow()
    expect((await spaceByUrl(space.id))[0]).toMatchObject({ title: 'The host’s own title', x_state: 'live' })
  })

  it('never touches a hand-made Space without an X id, and imports nothing for a host who turned it off', async () => {
    const host = await createActor(server, 'host')
    const handMade = await host.client.send('POST', '/api/spaces', {
      title: 'Hand-made',
      scheduled_start: nowSeconds() + 86400,
    })
    expect(handMade.status).toBe(201)
    const off = await host.client.send('PUT', '/api/profile/x-import', { enabled: false })
    expect(off.json).toEqual({ host_id: host.user?.id, enabled: false })
    expect((await admin.client.get(`/api/profile/${host.user?.username}`)).json.x_import).toBe(false)
    const space = await schedule(host.user?.username as string, 'Not wanted here')

    await syncNow()
    expect(await spaceByUrl(space.id)).toEqual([])
    const mine = await admin.client.get(`/api/spaces/user/${host.user?.username}`)
    expect(mine.json.data).toHaveLength(1)
    expect(mine.json.data[0]).toMatchObject({ title: 'Hand-made', source: 'manual', x_state: null })

    await host.client.send('PUT', '/api/profile/x-import', { enabled: true })
    await syncNow()
    expect(await spaceByUrl(space.id)).toHaveLength(1)

    // Live, then the host turns the import off: X's "live" is no longer followed, so it goes.
    await act(space.id, 'start', { listeners: 5 })
    await syncNow()
    expect((await spaceByUrl(space.id))[0]).toMatchObject({ x_state: 'live' })
    await host.client.send('PUT', '/api/profile/x-import', { enabled: false })
    await syncNow()
    expect((await spaceByUrl(space.id))[0]).toMatchObject({ x_state: null, live_listeners: null })
  })

  it('waits for X’s rate-limit reset after a 429 (kept in the database for every instance) before calling again', async () => {
    await createActor(server, 'host')
    const limited = await x.send('POST', '/x-sandbox/control/rate-limit', { seconds: 2 })
    const resetAt = limited.json.rate_limited_until as number
    const callsBefore = (await x.get('/x-sandbox/control/state')).json.calls as number

    const refused = await syncNow()
    expect(refused.error).toContain('429')
    expect(refused.calls).toBe(1)
    const stored = await server.app.db
      .selectFrom('x_sync_state')
      .select('not_before')
      .executeTakeFirstOrThrow()
    expect(Number(stored.not_before)).toBe(resetAt)

    const waiting = await syncNow()
    expect(waiting).toMatchObject({ calls: 0, created: 0 })
    expect(waiting.error).toContain('no call was made')
    expect((await x.get('/x-sandbox/control/state')).json.calls).toBe(callsBefore + 1)
    const status = await admin.client.get('/api/admin/x-sync')
    expect(status.json).toMatchObject({ enabled: true, not_before: resetAt, last_run: { calls: 0 } })

    while (nowSeconds() <= resetAt) await new Promise((resolve) => setTimeout(resolve, 250))
    const resumed = await syncNow()
    expect(resumed).toMatchObject({ error: null })
    expect(resumed.calls).toBeGreaterThan(0)
  })

  it('answers 409 while another instance holds the lease, and takes over a lease its holder left to expire', async () => {
    const now = nowSeconds()
    await server.app.db
      .insertInto('job_leases')
      .values({ name: 'x-sync', owner: 'other', leased_until: now + 60 })
      .execute()
    const busy = await admin.client.send('POST', '/api/admin/x-sync')
    expect(busy.status).toBe(409)
    expect(busy.json.error).toContain('Another server')
    // The holder was killed (kill -9): its lease ran out, so the next run takes it over.
    await server.app.db
      .updateTable('job_leases')
      .set({ leased_until: now - 1 })
      .where('name', '=', 'x-sync')
      .execute()
    expect((await syncNow()).error).toBeNull()
  })

  it('does not bring back an imported Space the host deleted here', async () => {
    const host = await createActor(server, 'host')
    const space = await schedule(host.user?.username as string, 'Not for this calendar')
    await syncNow()
    const [imported] = await spaceByUrl(space.id)
    expect((await host.client.send('DELETE', `/api/spaces/${imported.id}`)).status).toBe(200)
    await syncNow()
    expect(await spaceByUrl(space.id)).toEqual([])
  })

  it('keeps one row per X Space in the database, whatever the lease does', async () => {
    const host = await createActor(server, 'host')
    const space = await schedule(host.user?.username as string, 'Only once')
    await syncNow()
    const row = await server.app.db
      .selectFrom('spaces')
      .selectAll()
      .where('x_import_id', '=', space.id)
      .executeTakeFirstOrThrow()
    const { id: _id, ...copy } = row
    await expect(server.app.db.insertInto('spaces').values(copy).execute()).rejects.toThrow()
  })

  it('serves the sandbox control page and rejects bad control input with a sentence', async () => {
    const page = await x.request('GET', '/x-sandbox/control')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Schedule a Space')
    expect(page.text).toContain('Open mic: what should the council fix first?')
    const bad = await x.send('POST', '/x-sandbox/control/spaces', { username: 'no spaces', title: '' })
    expect(bad.status).toBe(400)
    expect(typeof bad.json.error).toBe('string')
    // The page's own forms post urlencoded and come back to the page.
    const form = await x.request('POST', '/x-sandbox/control/spaces', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=form_host&title=From+the+form&starts_in_minutes=30',
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/x-sandbox/control')
    expect((await x.request('GET', '/x-sandbox/control')).text).toContain('From the form')
    expect((await x.send('POST', '/x-sandbox/control/spaces/nope/start', {})).status).toBe(404)
    expect((await x.send('POST', '/x-sandbox/control/spaces/nope/explode', {})).status).toBe(404)
  })
})
