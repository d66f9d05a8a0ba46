import { ID_MAX, TIME_MAX } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { type Actor, createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { createLinkRow, createReadingRow, createSpaceRow } from './factories'
import { startTestServer, type TestServer } from './test-app'

/**
 * One input contract on SQLite and PostgreSQL. NUL and other control
 * characters, ids PostgreSQL's `integer` cannot hold, and times outside 2000–2100 are refused with
 * a 4xx and a sentence (never a 500), and nothing is stored.
 */
let server: TestServer
let host: Actor
let anonymous: Actor

beforeAll(async () => {
  server = await startTestServer()
  host = await createActor(server, 'host')
  anonymous = await createActor(server, 'anonymous')
})
afterAll(() => server.close())

const inADay = () => nowSeconds() + 86400
const space = (overrides: Record<string, unknown> = {}) => ({
  title: 'Contract Space',
  scheduled_start: inADay(),
  ...overrides,
})

async function expectRefused(
  send: () => Promise<{ status: number; json: { error?: unknown } }>,
  status: number,
) {
  const before = await snapshotDatabase(server.app.db)
  const res = await send()
  expect(res.status, JSON.stringify(res.json)).toBe(status)
  expect(typeof res.json?.error).toBe('string')
  expect(await snapshotDatabase(server.app.db)).toEqual(before)
  return res
}

describe('text: no NUL or other control characters, on both databases', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', '\u001b[2J'],
    ['DEL', 'x\u007f'],
    ['a lone surrogate', 'x\ud800'],
    // Characters XML cannot carry, which broke every RSS and Atom feed.
    ['U+FFFF', 'x\uffff'],
    ['U+FFFE', '\ufffex'],
  ])('refuses %s in a body field with 400 and a sentence', async (_name, text) => {
    const res = await expectRefused(
      () => host.client.send('POST', '/api/spaces', space({ title: text })),
      400,
    )
    expect(res.json.error).toBe('title: Must not contain control characters or invalid characters')
    await expectRefused(
      () =>
        host.client.send('POST', '/api/reading', { url: 'https://example.org/a', title: 'T', author: text }),
      400,
    )
    await expectRefused(() => host.client.send('PUT', '/api/profile', { bio: text }), 400)
    await expectRefused(
      () => host.client.send('POST', '/api/profile/links', { url: `https://example.org/${text}` }),
      400,
    )
  })

  it('keeps tabs, newlines and astral characters, the same on both databases', async () => {
    const title = 'Tab\there 🎙️ 𠀋'
    const description = 'Line one\nLine two\r\nEnd'
    const res = await host.client.send('POST', '/api/spaces', space({ title, description }))
    expect(res.status).toBe(201)
    const read = await anonymous.client.get(`/api/spaces/${res.json.id}`)
    expect(read.json.title).toBe(title)
    expect(read.json.description).toBe(description)
  })

  it.each([
    '/api/spaces?user=a%00b',
    '/api/reading?host=a%00b',
    '/api/glossary?search=a%00b',
    '/api/glossary?category=%1B',
  ])('refuses %s (a control character in a query) with 400', async (path) => {
    await expectRefused(() => anonymous.client.get(path), 400)
  })

  it.each(['/api/profile/a%00b', '/api/spaces/user/a%00b', '/api/reading/host/a%00b', '/api/glossary/a%00b'])(
    'answers %s (a control character in a path) with 404',
    async (path) => {
      await expectRefused(() => anonymous.client.get(path), 404)
    },
  )
})

describe('ids: plain decimal below 2^31', () => {
  it.each([
    String(ID_MAX + 1),
    '99999999999999999999',
    '0',
    '-1',
    '0x10',
    '%205',
    '5%20',
    '1e3',
    '007',
    '1.0',
    '+5',
    'abc',
  ])('a path id of %s names nothing: 404 with a sentence', async (id) => {
    const spaceId = await createSpaceRow(server, host.user!)
    const linkId = await createLinkRow(server, host.user!)
    const readingId = await createReadingRow(server, host.user!)
    expect([spaceId, linkId, readingId]).not.toContain(Number(id))
    await expectRefused(() => anonymous.client.get(`/api/spaces/${id}`), 404)
    await expectRefused(() => host.client.send('DELETE', `/api/spaces/${id}`), 404)
    await expectRefused(() => host.client.send('DELETE', `/api/profile/links/${id}`), 404)
    await expectRefused(() => host.client.send('DELETE', `/api/reading/${id}`), 404)
    await expectRefused(() => host.client.get(`/api/access/profile/${id}/collaborators`), 404)
  })

  it('still finds an id in plain decimal, 2^31 − 1 included as a valid (unknown) id', async () => {
    const spaceId = await createSpaceRow(server, host.user!)
    expect((await anonymous.client.get(`/api/spaces/${spaceId}`)).status).toBe(200)
    const res = await anonymous.client.get(`/api/spaces/${ID_MAX}`)
    expect(res.status).toBe(404)
    expect(res.json.error).toMatch(/Space does not exist/)
  })

  it.each([ID_MAX + 1, 2 ** 53 - 1, -1, 0, 1.5, '7'])(
    'a host_id of %j in a body is 400 with a sentence',
    async (hostId) => {
      await expectRefused(() => host.client.send('POST', '/api/spaces', space({ host_id: hostId })), 400)
      await expectRefused(
        () =>
          host.client.send('POST', '/api/profile/links', { url: 'https://example.org/', host_id: hostId }),
        400,
      )
      await expectRefused(
        () =>
          host.client.send('POST', '/api/reading', { url: 'https://e.org/a', title: 'T', host_id: hostId }),
        400,
      )
    },
  )

  it('refuses est_read_minutes beyond what an integer column holds', async () => {
    await expectRefused(
      () =>
        host.client.send('POST', '/api/reading', {
          url: 'https://example.org/long',
          title: 'Long read',
          est_read_minutes: 2 ** 31,
        }),
      400,
    )
  })
})

describe('times: between 2000-01-01 and 2100-01-01', () => {
  it.each([
    ['the year 2243 (8.64e12 s)', 8.64e12],
    ['2^53 − 1', 2 ** 53 - 1],
    ['just past 2100', TIME_MAX + 1],
    ['1999', 946_684_799],
    ['a negative time', -86400],
  ])('refuses %s on create, recurring create and update', async (_name, start) => {
    const res = await expectRefused(
      () => host.client.send('POST', '/api/spaces', space({ scheduled_start: start })),
      400,
    )
    expect(res.json.error).toMatch(/^scheduled_start: /)
    await expectRefused(
      () =>
        host.client.send(
          'POST',
          '/api/spaces/recurring',
          space({ scheduled_start: start, recurrence_pattern: 'monthly', repeats: 4 }),
        ),
      400,
    )
    const id = await createSpaceRow(server, host.user!)
    await expectRefused(
      () =>
        host.client.send('PUT', `/api/spaces/${id}`, {
          title: 'Moved',
          space_url: 'https://x.com/i/spaces/1Moved',
          scheduled_start: start,
        }),
      400,
    )
  })

  it('accepts a monthly series starting in the last accepted month', async () => {
    const res = await host.client.send(
      'POST',
      '/api/spaces/recurring',
      space({ scheduled_start: TIME_MAX - 86400, recurrence_pattern: 'monthly', repeats: 4 }),
    )
    expect(res.status).toBe(201)
    expect(res.json.data).toHaveLength(4)
  })

  it.each([
    '/api/spaces?from=8640000000000',
    '/api/spaces?from=0x10',
    '/api/spaces?from=%201700000000',
    '/api/spaces?to=1e10',
    '/api/spaces?from=-5',
  ])('refuses %s with 400', async (path) => {
    await expectRefused(() => anonymous.client.get(path), 400)
  })
})

describe('lengths', () => {
  it('limits the profile website like every other URL', async () => {
    const res = await expectRefused(
      () => host.client.send('PUT', '/api/profile', { website: `https://example.org/${'a'.repeat(2000)}` }),
      400,
    )
    expect(res.json.error).toBe('website: Too long')
  })
})
