import { parseJsonFeed } from 'feedsmith'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'

/**
 * The JSON Feed, read by feedsmith (a reader we did not write), and held to the JSON Feed 1.1
 * rules (https://www.jsonfeed.org/version/1.1/) the spec states as musts and shoulds.
 */
let server: TestServer
let client: TestClient
let host: UserRow
let other: UserRow
const TITLE = 'Rent <b>up</b> 5% & "wages"'

beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  host = await createUserRow(server, 'host')
  other = await createUserRow(server, 'host')
  await server.app.db.updateTable('users').set({ display_name: 'Renata' }).where('id', '=', host.id).execute()
  await createSpaceRow(server, host, { title: TITLE, description: 'Line one.\nLine two.' })
  await createSpaceRow(server, host, { scheduled_start: nowSeconds() + 7200, x_state: 'canceled' })
  await createSpaceRow(server, other)
})
afterAll(() => server?.close())

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/

/** The rules of JSON Feed 1.1 a feed must (or, where said, should) keep. */
function checkJsonFeedRules(feed: Record<string, unknown>): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => ok || problems.push(what)
  const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value)
  check(feed.version === 'https://jsonfeed.org/version/1.1', 'version is the 1.1 URL')
  check(typeof feed.title === 'string' && feed.title !== '', 'title is a non-empty string')
  check(isUrl(feed.home_page_url), 'home_page_url is a URL (should)')
  check(isUrl(feed.feed_url), 'feed_url is a URL (should)')
  const authors = feed.authors as { name?: unknown; url?: unknown }[] | undefined
  check(Array.isArray(authors) && authors.every((a) => typeof a.name === 'string' || isUrl(a.url)), 'authors')
  check(feed.author === undefined, 'no deprecated author')
  const items = feed.items as Record<string, unknown>[]
  check(Array.isArray(items), 'items is an array')
  const ids = new Set<string>()
  for (const item of items ?? []) {
    const id = item.id
    check(typeof id === 'string' && id !== '', `item id is a non-empty string (${String(id)})`)
    check(!ids.has(String(id)), `item id ${String(id)} is unique`)
    ids.add(String(id))
    check(
      typeof item.content_html === 'string' || typeof item.content_text === 'string',
      'content_html or _text',
    )
    for (const key of ['date_published', 'date_modified']) {
      if (item[key] !== undefined) check(RFC3339.test(String(item[key])), `${key} is RFC 3339`)
    }
    const itemAuthors = item.authors as { name?: unknown }[] | undefined
    check(itemAuthors === undefined || (Array.isArray(itemAuthors) && itemAuthors.length > 0), 'item authors')
    for (const key of Object.keys(item)) {
      const known = ['id', 'url', 'external_url', 'title', 'content_html', 'content_text', 'summary', 'image']
      const more = [
        'banner_image',
        'date_published',
        'date_modified',
        'authors',
        'tags',
        'language',
        'attachments',
      ]
      check(
        [...known, ...more].includes(key) || key.startsWith('_'),
        `item key ${key} is the spec's or an extension`,
      )
    }
  }
  return problems
}

describe('JSON Feed 1.1', () => {
  for (const [name, path] of [
    ['site', '/feeds/spaces.json'],
    ['filtered', () => `/feeds/spaces.json?hosts=${host.username}`],
    ['host', () => `/feeds/hosts/${host.username}.json`],
  ] as const) {
    it(`${name}: feedsmith reads it and it keeps the 1.1 rules`, async () => {
      const res = await client.request('GET', typeof path === 'string' ? path : path())
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const raw = JSON.parse(res.text) as Record<string, unknown>
      expect(checkJsonFeedRules(raw)).toEqual([])
      const feed = parseJsonFeed(raw)
      expect(feed.title).toMatch(/^Spaces Calendar/)
      expect(feed.items?.length).toBeGreaterThan(0)
      for (const item of feed.items ?? [])
        expect(item.url).toMatch(new RegExp(`^${server.baseUrl}/spaces/\\d+$`))
    })
  }

  it('carries a title as the text it is, and marks a canceled Space', async () => {
    const res = await client.request('GET', `/feeds/hosts/${host.username}.json`)
    const feed = parseJsonFeed(JSON.parse(res.text))
    const titles = (feed.items ?? []).map((item) => item.title)
    expect(titles).toContain(TITLE)
    expect(titles.some((title) => title?.startsWith('Canceled: '))).toBe(true)
    expect(feed.items?.[0]?.authors?.[0]?.name).toBe('Renata')
    expect(res.text).toContain('"_spaces_calendar"')
  })

  it('is cached per data version: the same bytes, then a 304', async () => {
    const first = await client.request('GET', '/feeds/spaces.json')
    const etag = first.headers.get('etag') as string
    const again = await client.request('GET', '/feeds/spaces.json', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('is 404 for an unknown host', async () => {
    expect((await client.request('GET', '/feeds/hosts/nobody_here_at_all.json')).status).toBe(404)
  })
})
