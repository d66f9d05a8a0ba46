import { SPACES_PAGE_SIZE, SPACES_WINDOW_MAX_DAYS } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUserRow, insertSpaceRows } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'

/**
 * What one Space list costs is bounded by a page, never by the table. A window spans at
 * most SPACES_WINDOW_MAX_DAYS days; a longer list comes in pages of SPACES_PAGE_SIZE, each naming the
 * cursor of the next; a list without a window starts with the newest. Misses of the response cache count
 * against RATE_LIMIT_READS_PER_MINUTE; cached answers are free.
 */
const DAY = 86_400
let server: TestServer
let client: TestClient
let host: UserRow
const now = nowSeconds()
const today = Math.floor(now / DAY) * DAY

interface Page {
  data: { id: number; scheduled_start: number }[]
  next: string | null
}

async function getPage(path: string): Promise<Page> {
  const res = await client.get(path)
  expect(res.status, res.text).toBe(200)
  expect(res.json.data.length).toBeLessThanOrEqual(SPACES_PAGE_SIZE)
  return res.json as Page
}

/** Follows `next` to the end, checking order and that no Space comes twice. */
async function readAll(path: string): Promise<{ pages: Page[]; ids: number[] }> {
  const pages = [await getPage(path)]
  for (let page = pages[0]; page?.next; ) {
    const sep = path.includes('?') ? '&' : '?'
    page = await getPage(`${path}${sep}cursor=${page.next}`)
    pages.push(page)
  }
  const all = pages.flatMap((p) => p.data)
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [all[i - 1], all[i]] as [Page['data'][0], Page['data'][0]]
    expect(
      a.scheduled_start > b.scheduled_start || (a.scheduled_start === b.scheduled_start && a.id > b.id),
    ).toBe(true)
  }
  const ids = all.map((s) => s.id)
  expect(new Set(ids).size).toBe(ids.length)
  return { pages, ids }
}

beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  host = await createUserRow(server, 'host')
  // 700 upcoming, two at each start (so ties are paged by id) every three hours: 16 a day for
  // 43.75 days; and 300 from 40 days back.
  const upcoming = Array.from({ length: 700 }, (_, i) => today + 2 * DAY + Math.floor(i / 2) * 3 * 3600)
  const old = Array.from({ length: 300 }, (_, i) => today - 40 * DAY - i * 3600)
  await insertSpaceRows(server, host, [...upcoming, ...old])
})
afterAll(() => server.close())

describe('Space lists in pages', () => {
  it("pages through a host's whole list without a window, newest first", async () => {
    const { pages, ids } = await readAll(`/api/spaces/user/${host.username}`)
    expect(ids).toHaveLength(1000)
    expect(pages.map((p) => p.data.length)).toEqual([500, 500])
    expect(pages[0]?.data.every((s) => s.scheduled_start > now)).toBe(true)
    expect(pages[1]?.data.filter((s) => s.scheduled_start < now)).toHaveLength(300)
    expect(pages[1]?.next).toBeNull()
    // The same through /api/spaces?user=.
    expect((await readAll(`/api/spaces?user=${host.username}`)).ids).toEqual(ids)
  })

  it('gives a short list whole, with no next page', async () => {
    const newcomer = await createUserRow(server, 'host')
    await insertSpaceRows(server, newcomer, [today + DAY, today - 400 * DAY])
    const page = await getPage(`/api/spaces/user/${newcomer.username}`)
    expect(page.data).toHaveLength(2)
    expect(page.next).toBeNull()
  })

  it('pages through a window with more Spaces than a page, and stays inside it', async () => {
    const from = today + 2 * DAY
    const to = from + SPACES_WINDOW_MAX_DAYS * DAY
    const { pages, ids } = await readAll(`/api/spaces?user=${host.username}&from=${from}&to=${to}`)
    expect(pages[0]?.data).toHaveLength(SPACES_PAGE_SIZE)
    expect(ids).toHaveLength(43 * 16)
    expect(
      pages.flatMap((p) => p.data).every((s) => s.scheduled_start >= from && s.scheduled_start < to),
    ).toBe(true)
  })

  it('widens a window to whole UTC days, so nearby windows share one cached answer', async () => {
    const from = today + 3 * DAY
    const exact = await client.get(`/api/spaces?user=${host.username}&from=${from}&to=${from + DAY}`)
    const inner = await client.get(
      `/api/spaces?user=${host.username}&from=${from + 3600}&to=${from + DAY - 60}`,
    )
    expect(inner.headers.get('etag')).toBe(exact.headers.get('etag'))
    expect(inner.json.data).toHaveLength(16)
  })

  it('answers 400 with a sentence for a window too wide, half a window, a bad cursor', async () => {
    const cases: [string, RegExp][] = [
      [`/api/spaces?from=946684800&to=4102444800`, /^to: The window from–to may span at most 43 days$/],
      [`/api/spaces?from=${today}&to=${today + (SPACES_WINDOW_MAX_DAYS * DAY + 1)}`, /at most 43 days/],
      [`/api/spaces?from=${today}`, /^from: Give both from and to, or neither$/],
      [`/api/spaces?to=${today}`, /^from: Give both from and to, or neither$/],
      [`/api/spaces?cursor=../../etc`, /^cursor: Is not a cursor this list gave/],
      [`/api/spaces/user/${host.username}?cursor=zz-00`, /^cursor: Is not a cursor this list gave/],
      [
        `/api/spaces/user/${host.username}?cursor=${'9'.repeat(70)}`,
        /^cursor: Is not a cursor this list gave/,
      ],
    ]
    for (const [path, sentence] of cases) {
      const res = await client.get(path)
      expect(res.status, path).toBe(400)
      expect(res.json.error, path).toMatch(sentence)
    }
  })
})

describe('the read limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_READS_PER_MINUTE: '3' })
  })
  afterAll(() => limited.close())

  it('counts only answers the cache did not have', async () => {
    const reader = new TestClient(limited.baseUrl)
    const window = (day: number) => `/api/spaces?from=${today + day * DAY}&to=${today + (day + 1) * DAY}`
    for (let i = 0; i < 10; i++) expect((await reader.get(window(0))).status).toBe(200)
    expect((await reader.get(window(1))).status).toBe(200)
    expect((await reader.get(window(2))).status).toBe(200)
    const refused = await reader.get(window(3))
    expect(refused.status).toBe(429)
    expect(refused.json.error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Cached answers stay free past the limit.
    expect((await reader.get(window(0))).status).toBe(200)
    expect((await reader.get(window(2))).status).toBe(200)
  })
})
