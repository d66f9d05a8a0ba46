import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import {
  contentLines,
  readCalendar,
  readCalendarWithNodeIcal,
  readFeed,
  readXml,
} from '../../../test/feed-readers'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'

/**
 * Every feed as a second reader written by other people reads it (node-ical beside ical.js
 * for iCalendar, @rowanmanning/feed-parser beside fast-xml-parser for RSS and Atom), site, host and
 * filtered alike.
 */
let server: TestServer
let client: TestClient
let renata: UserRow
let ren: UserRow
let renataSpace: number
let renSpace: number

const TITLE = 'Rent <b>up</b> 5% & wages'
const DESCRIPTION = 'First paragraph, with a comma.\n\nSecond paragraph; the end.'

beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  ;[renata, ren] = [await createUserRow(server, 'host'), await createUserRow(server, 'host')]
  await server.app.db
    .updateTable('users')
    .set({ display_name: 'Renata Aldridge' })
    .where('id', '=', renata.id)
    .execute()
  renataSpace = await createSpaceRow(server, renata, { title: TITLE, description: DESCRIPTION })
  // Long enough to be folded: a folded line must end in CRLF too.
  renSpace = await createSpaceRow(server, ren, { title: `Ren's long title ${'é'.repeat(80)}` })
})
afterAll(() => server.close())

async function get(path: string): Promise<string> {
  const res = await client.request('GET', path)
  expect(res.status, `${path}: ${res.text}`).toBe(200)
  return res.text
}

const page = (id: number) => `${server.baseUrl}/spaces/${id}`
const profile = (user: UserRow) => `${server.baseUrl}/profile/${user.username}`

describe('calendar feeds, read by node-ical and ical.js', () => {
  const paths = () =>
    [
      ['site', '/feeds/spaces.ics', [renataSpace, renSpace]],
      ['filtered', `/feeds/spaces.ics?hosts=${renata.username},${ren.username}`, [renataSpace, renSpace]],
      ['host', `/feeds/hosts/${renata.username}.ics`, [renataSpace]],
    ] as const

  it('ends every line, folded ones too, with CRLF', async () => {
    for (const [kind, path] of paths()) {
      const text = await get(path)
      // contentLines throws on a bare CR or LF and on a missing CRLF at the end.
      expect(contentLines(text).length, kind).toBeGreaterThan(0)
      expect(text.endsWith('END:VCALENDAR\r\n'), kind).toBe(true)
      expect(text, kind).toMatch(/\r\n [^\r\n]/)
      expect(
        text.split('\r\n').every((line) => !/[\r\n]/.test(line)),
        kind,
      ).toBe(true)
    }
  })

  it('gives the same events to both readers, each organized by the host’s profile, not a mailbox', async () => {
    for (const [kind, path, ids] of paths()) {
      const text = await get(path)
      expect(text, kind).not.toMatch(/mailto:/i)
      const strict = readCalendar(text).events
      const second = readCalendarWithNodeIcal(text)
      for (const id of ids) {
        const uid = `space-${id}@127.0.0.1`
        const byIcalJs = strict.find((event) => event.uid === uid)
        const byNodeIcal = second.find((event) => event.uid === uid)
        expect(byNodeIcal, `${kind} ${id}`).toMatchObject({
          summary: byIcalJs?.summary,
          description: byIcalJs?.description,
          sequence: byIcalJs?.sequence,
          status: 'CONFIRMED',
        })
        expect(byIcalJs?.status).toBe('CONFIRMED')
        const host = id === renataSpace ? renata : ren
        expect(byIcalJs?.organizer, kind).toBe(profile(host))
        expect(byNodeIcal?.organizer, kind).toBe(profile(host))
      }
      const mine = second.find((event) => event.uid === `space-${renataSpace}@127.0.0.1`)
      expect(mine?.summary).toBe(TITLE)
      expect(mine?.organizerName).toBe('Renata Aldridge')
      expect(mine?.description.startsWith(DESCRIPTION)).toBe(true)
    }
  })
})

describe('RSS, read by @rowanmanning/feed-parser', () => {
  it('names each host in dc:creator (namespace declared), never in <author>', async () => {
    for (const path of [
      '/feeds/spaces.xml',
      `/feeds/spaces.xml?hosts=${renata.username}`,
      `/feeds/hosts/${renata.username}.xml`,
    ]) {
      const text = await get(path)
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const doc = readXml(text) as any
      expect(doc.rss['@_xmlns:dc'], path).toBe('http://purl.org/dc/elements/1.1/')
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const item = doc.rss.channel.item.find((candidate: any) => candidate.link === page(renataSpace))
      expect(item['dc:creator'], path).toBe('Renata Aldridge')
      expect(item.author, path).toBeUndefined()

      const feed = readFeed(text)
      expect(feed.kind).toBe('rss')
      const read = feed.items.find((candidate) => candidate.url === page(renataSpace))
      expect(read?.title, path).toBe(TITLE)
      expect(read?.authors, path).toEqual(['Renata Aldridge'])
      expect(read?.description, path).toMatch(/Hosted by Renata Aldridge\.\n\nFirst paragraph.*\n\nSecond/)
    }
  })
})

describe('Atom, read by @rowanmanning/feed-parser', () => {
  it('declares titles and summaries as text, and they read back as the text that went in', async () => {
    for (const path of ['/feeds/spaces.atom', `/feeds/hosts/${renata.username}.atom`]) {
      const text = await get(path)
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const doc = readXml(text) as any
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const entry = doc.feed.entry.find((candidate: any) => candidate.id === page(renataSpace))
      expect(entry.title, path).toEqual({ '#text': TITLE, '@_type': 'text' })
      expect(entry.summary['@_type'], path).toBe('text')
      expect(doc.feed.title['@_type'], path).toBe('text')
      expect(doc.feed.subtitle['@_type'], path).toBe('text')

      const feed = readFeed(text)
      expect(feed.kind).toBe('atom')
      const read = feed.items.find((candidate) => candidate.id === page(renataSpace))
      expect(read?.title, path).toBe(TITLE)
      expect(read?.authors, path).toEqual(['Renata Aldridge'])
      expect(read?.description, path).toMatch(
        /\.\n\nFirst paragraph, with a comma\.\n\nSecond paragraph; the end\.$/,
      )
    }
  })

  it('gives each distinct feed its own permanent id', async () => {
    const paths = [
      '/feeds/spaces.atom',
      `/feeds/spaces.atom?hosts=${renata.username}`,
      `/feeds/spaces.atom?hosts=${renata.username},${ren.username}`,
      `/feeds/hosts/${renata.username}.atom`,
      `/feeds/hosts/${ren.username}.atom`,
    ]
    const ids = await Promise.all(paths.map(async (path) => readFeed(await get(path)).id))
    expect(new Set(ids).size).toBe(paths.length)
    for (const id of ids) expect(id).toMatch(/^tag:127\.0\.0\.1,2026:/)
    // The same set named in another order or case is the same feed, with the same id.
    const same = readFeed(
      await get(`/feeds/spaces.atom?hosts=@${ren.username.toUpperCase()},${renata.username}`),
    )
    expect(same.id).toBe(ids[2])
    // A host's id does not move when the handle does (the id names the account, not the handle).
    await server.app.db
      .updateTable('users')
      .set({ username: `${ren.username}_x`, username_key: `${ren.username_key}_x` })
      .where('id', '=', ren.id)
      .execute()
    expect(readFeed(await get(`/feeds/hosts/${ren.username}_x.atom`)).id).toBe(ids[4])
  })
})
