import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { readCalendar, readCalendarWithNodeIcal, readFeed, readXml } from '../../../test/feed-readers'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'
import { buildShareCardTree, type ShareCard } from '../share/share-card'
import { renderShareImage } from '../share/share-image'

/**
 * A Space canceled on X, followed through the X import (the sandbox's control page schedules
 * and cancels it, "Sync now" brings it in) to everything the outside world reads: the calendar feeds
 * (STATUS:CANCELLED on the same UID with a higher SEQUENCE, read by ical.js and node-ical), RSS and
 * Atom (marked, read by fast-xml-parser and feed-parser), and the share previews and picture.
 */
let server: TestServer
let admin: Actor
let host: Actor
let x: TestClient
/** Every card the share picture route drew, in order (the real drawing still runs). */
const drawn: ShareCard[] = []

beforeAll(async () => {
  server = await startTestServer(
    { X_SYNC_INTERVAL_SECONDS: '0' },
    {
      xSandbox: 'self',
      app: {
        renderShareImage: async (card, siteName) => {
          drawn.push(card)
          return renderShareImage(card, siteName)
        },
      },
    },
  )
  ;[admin, host] = [await createActor(server, 'admin'), await createActor(server, 'host')]
  x = new TestClient(server.baseUrl)
})
afterAll(() => server.close())

const TITLE = 'Budget night, line by line'
const CRAWLER = { 'user-agent': 'Twitterbot/1.0', accept: 'text/html' }

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await admin.client.request('GET', path, { headers })
  expect(res.status, `${path}: ${res.text}`).toBe(200)
  return res
}

async function syncNow() {
  const res = await admin.client.send('POST', '/api/admin/x-sync')
  expect(res.status, res.text).toBe(200)
  return res.json
}

/** The content of `<meta {attr}="{key}" content="…">`, numeric references decoded. */
function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`)
  return pattern.exec(html)?.[1]?.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)))
}

describe('a Space canceled on X', () => {
  it('stays in the feeds marked canceled, and its previews and picture say so', async () => {
    const handle = host.user?.username as string
    const scheduled = await x.send('POST', '/x-sandbox/control/spaces', {
      username: handle,
      title: TITLE,
      scheduled_start: nowSeconds() + 3 * 86_400,
    })
    expect(scheduled.status, scheduled.text).toBe(201)
    const xId: string = scheduled.json.data.id
    expect(await syncNow()).toMatchObject({ created: 1, error: null })
    const row = await server.app.db
      .selectFrom('spaces')
      .select(['id', 'sequence'])
      .where('x_import_id', '=', xId)
      .executeTakeFirstOrThrow()
    const uid = `space-${row.id}@127.0.0.1`
    const pageUrl = `${server.baseUrl}/spaces/${row.id}`
    const calendars = ['/feeds/spaces.ics', `/feeds/hosts/${handle}.ics`, `/feeds/spaces.ics?hosts=${handle}`]

    const before = readCalendar((await get(calendars[1] as string)).text).events.find((e) => e.uid === uid)
    expect(before).toMatchObject({ summary: TITLE, status: 'CONFIRMED', sequence: row.sequence })
    const pictureBefore = await get(`/og/spaces/${row.id}.png`)

    const canceled = await x.send('POST', `/x-sandbox/control/spaces/${xId}/cancel`, {})
    expect(canceled.status, canceled.text).toBe(200)
    expect(await syncNow()).toMatchObject({ canceled: 1, error: null })

    // Calendars: the same UID, STATUS:CANCELLED, a higher SEQUENCE, in both readers.
    for (const path of calendars) {
      const text = (await get(path)).text
      const byIcalJs = readCalendar(text).events.filter((event) => event.uid === uid)
      const byNodeIcal = readCalendarWithNodeIcal(text).filter((event) => event.uid === uid)
      expect(byIcalJs, path).toHaveLength(1)
      expect(byNodeIcal, path).toHaveLength(1)
      for (const event of [byIcalJs[0], byNodeIcal[0]]) {
        expect(event?.status, path).toBe('CANCELLED')
        expect(event?.sequence, path).toBeGreaterThan(row.sequence)
        expect(event?.summary, path).toBe(`Canceled: ${TITLE}`)
        expect(event?.description, path).toMatch(/^Canceled on X: this Space will not take place\./)
      }
    }

    // RSS and Atom: still listed, marked in the title and in a sentence of the summary.
    for (const path of [
      '/feeds/spaces.xml',
      `/feeds/hosts/${handle}.xml`,
      '/feeds/spaces.atom',
      `/feeds/hosts/${handle}.atom`,
    ]) {
      const text = (await get(path)).text
      readXml(text)
      const item = readFeed(text).items.find((candidate) => candidate.url === pageUrl)
      expect(item?.title, path).toBe(`Canceled: ${TITLE}`)
      expect(item?.description, path).toMatch(
        /^Canceled on X: this Space will not take place\. It was to start /,
      )
    }

    // The sitemap keeps the page: it still answers, and says Canceled to the crawler that reads it.
    expect((await get('/sitemap.xml')).text).toContain(`<loc>${pageUrl}</loc>`)

    // Share previews.
    const { text: html } = await get(`/spaces/${row.id}`, CRAWLER)
    expect(meta(html, 'property', 'og:title')).toBe(`Canceled: ${TITLE}`)
    expect(meta(html, 'name', 'twitter:title')).toBe(`Canceled: ${TITLE}`)
    expect(html).toContain(`<title>Canceled: ${TITLE} · Spaces Calendar</title>`)
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(meta(html, key === 'og:description' ? 'property' : 'name', key), key).toMatch(/^Canceled\. /)
    }
    for (const [attr, key] of [
      ['property', 'og:image:alt'],
      ['name', 'twitter:image:alt'],
    ] as const) {
      expect(meta(html, attr, key), key).toMatch(/^Canceled Space: Budget night, line by line\. /)
    }

    // The picture: drawn again (a new ETag), from a card that says Canceled.
    const pictureAfter = await get(`/og/spaces/${row.id}.png`)
    expect(pictureAfter.headers.get('etag')).not.toBe(pictureBefore.headers.get('etag'))
    const card = drawn.at(-1) as ShareCard
    expect(card.heading).toBe(TITLE)
    expect(card.kicker).toBe('Canceled Space')
    expect(card.lines[0]).toMatch(/^Canceled · /)
    expect(JSON.stringify(buildShareCardTree(card, 'Spaces Calendar'))).toContain('"Canceled Space"')
  })
})
