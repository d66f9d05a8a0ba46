import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createReadingRow, grantRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'

let server: TestServer
let host: Actor
let otherHost: Actor
let admin: Actor
let anonymous: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[host, otherHost, admin, anonymous] = await Promise.all([
    createActor(server, 'host'),
    createActor(server, 'host'),
    createActor(server, 'admin'),
    createActor(server, 'anonymous'),
  ])
})
afterAll(() => server.close())

const item = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://example.org/essay',
  title: 'Why cities need more homes',
  type: 'article',
  author: 'A. Writer',
  summary: 'Short and sharp.',
  tags: [' housing ', '', 'zoning', 'housing'],
  difficulty: 'highschool',
  est_read_minutes: 12,
  ...overrides,
})

describe('reading items', () => {
  it('takes decimal read minutes of at least 1, kept as whole minutes, on create and update', async () => {
    const created = await host.client.send('POST', '/api/reading', item({ est_read_minutes: 1.5 }))
    expect(created.status).toBe(201)
    expect(created.json.est_read_minutes).toBe(2)
    const updated = await host.client.send(
      'PUT',
      `/api/reading/${created.json.id}`,
      item({ est_read_minutes: 12.4 }),
    )
    expect(updated.status).toBe(200)
    expect(updated.json.est_read_minutes).toBe(12)
    const listed = await host.client.get(`/api/reading/host/${host.user!.username}`)
    const stored = listed.json.data.find((i: { id: number }) => i.id === created.json.id)
    expect(stored.est_read_minutes).toBe(12)
  })

  it('creates with tags trimmed and de-duplicated, and the recommender’s fields', async () => {
    const res = await host.client.send('POST', '/api/reading', item())
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      title: 'Why cities need more homes',
      tags: ['housing', 'zoning'],
      difficulty: 'highschool',
      est_read_minutes: 12,
      pinned: 0,
      username: host.user!.username,
      can_edit: true,
    })
    const defaults = await host.client.send('POST', '/api/reading', {
      url: 'https://example.org/b',
      title: 'B',
      tags: 'one, two ,,three',
      est_read_minutes: '',
    })
    expect(defaults.json).toMatchObject({
      type: 'article',
      difficulty: 'other',
      tags: ['one', 'two', 'three'],
      est_read_minutes: null,
    })
  })

  it.each([
    [{ url: 'http://example.org' }, 'url: Invalid URL format'],
    [{ url: 'javascript:alert(1)' }, 'url: Invalid URL format'],
    [{ url: '' }, 'url: URL is required'],
    [{ title: '' }, 'title: Title is required'],
    [{ title: 't'.repeat(201) }, 'title: Too long'],
    [{ author: 'a'.repeat(101) }, 'author: Too long'],
    [{ summary: 's'.repeat(501) }, 'summary: Too long'],
    [{ est_read_minutes: 0 }, 'est_read_minutes: Must be a positive number'],
    [{ est_read_minutes: -2 }, 'est_read_minutes: Must be a positive number'],
    [{ est_read_minutes: 0.5 }, 'est_read_minutes: Must be at least 1'],
    [{ est_read_minutes: 100_001 }, 'est_read_minutes: Must be at most 100000'],
    [{ est_read_minutes: 'twelve' }, 'est_read_minutes: Must be a number'],
    [{ type: 'movie' }, 'type: Type must be one of article, video, podcast, book, other'],
    [
      { difficulty: 'expert' },
      'difficulty: Difficulty must be one of eli5, highschool, undergraduate, graduate, phd, other',
    ],
  ])('refuses %j', async (change, error) => {
    const res = await host.client.send('POST', '/api/reading', item(change))
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
  })

  it('lists pinned first then newest, filtered by host and type, with can_edit per viewer', async () => {
    const old = await createReadingRow(server, otherHost.user!, { type: 'book' })
    const pinned = await createReadingRow(server, otherHost.user!, { type: 'book', pinned: 1 })
    const newer = await createReadingRow(server, otherHost.user!, { type: 'video' })
    await server.app.db.updateTable('reading_items').set({ created_at: 1 }).where('id', '=', old).execute()
    const all = await anonymous.client.get(`/api/reading?host=${otherHost.user!.username}`)
    expect(all.json.data.map((i: { id: number }) => i.id)).toEqual([pinned, newer, old])
    expect(all.json.data.every((i: { can_edit: boolean }) => i.can_edit === false)).toBe(true)
    const books = await anonymous.client.get(`/api/reading?host=${otherHost.user!.username}&type=book`)
    expect(books.json.data.map((i: { id: number }) => i.id)).toEqual([pinned, old])
    const byPath = await otherHost.client.get(`/api/reading/host/${otherHost.user!.username}`)
    expect(byPath.json.data.every((i: { can_edit: boolean }) => i.can_edit)).toBe(true)
    const asAdmin = await admin.client.get('/api/reading')
    expect(asAdmin.json.data.every((i: { can_edit: boolean }) => i.can_edit)).toBe(true)
    expect((await anonymous.client.get('/api/reading?type=movie')).status).toBe(400)
    expect((await anonymous.client.get('/api/reading?host=nobody_here')).status).toBe(404)
  })

  it('pins by sending the whole item with pinned toggled, edits, and deletes — owner, admin, can_edit_profile helper', async () => {
    const created = (await host.client.send('POST', '/api/reading', item())).json
    const pinned = await host.client.send('PUT', `/api/reading/${created.id}`, { ...created, pinned: 1 })
    expect(pinned.json.pinned).toBe(1)
    const edited = await admin.client.send(
      'PUT',
      `/api/reading/${created.id}`,
      item({ title: 'Edited by admin' }),
    )
    expect(edited.json).toMatchObject({ title: 'Edited by admin', pinned: 1 })
    expect((await otherHost.client.send('PUT', `/api/reading/${created.id}`, item())).status).toBe(403)
    expect((await otherHost.client.send('DELETE', `/api/reading/${created.id}`)).status).toBe(403)

    const helper = await createActor(server, 'user')
    await grantRow(server, host.user!, helper.user!, { profile: true })
    const list = await helper.client.get(`/api/reading?host=${host.user!.username}`)
    expect(list.json.data.find((i: { id: number }) => i.id === created.id).can_edit).toBe(true)
    expect((await helper.client.send('DELETE', `/api/reading/${created.id}`)).json).toEqual({
      message: 'Item deleted',
    })
    expect((await host.client.send('DELETE', `/api/reading/${created.id}`)).status).toBe(404)
  })
})
