import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'

/**
 * The calendar feeds, RSS, Atom and the sitemap, read back with parsers that did not write them:
 * ical.js for the calendars, fast-xml-parser for RSS, Atom and the sitemap.
 */
let server: TestServer
let host: Actor
let anonymous: Actor
let hostname: string
beforeAll(async () => {
  server = await startTestServer()
  ;[host, anonymous] = await Promise.all([createActor(server, 'host'), createActor(server, 'anonymous')])
  hostname = new URL(server.baseUrl).hostname
})
afterAll(() => server.close())

const DAY = 86_400

interface ParsedEvent {
  uid: string
  summary: string
  description: string
  start: number
  end: number
  isUtc: boolean
  url: string
  organizerName: string
  sequence: number
  lastModified: number
}

/** The feed's events as ical.js reads them. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const lastModified = vevent.getFirstPropertyValue('last-modified') as ICAL.Time
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toUnixTime(),
      end: event.endDate.toUnixTime(),
      isUtc: event.startDate.zone?.tzid === 'UTC',
      url: String(vevent.getFirstPropertyValue('url')),
      organizerName: String(vevent.getFirstProperty('organizer')?.getParameter('cn')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      lastModified: lastModified.toUnixTime(),
    }
  })
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events }
}

async function getCalendar(path: string) {
  const res = await anonymous.client.request('GET', path)
  expect(res.status, res.text).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  return { ...parseCalendar(res.text), text: res.text, etag: res.headers.get('etag') }
}

const eventOf = (events: ParsedEvent[], id: number) => events.find((e) => e.uid === `space-${id}@${hostname}`)

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'entry', 'url'].includes(name),
})

async function getXml(path: string, contentType: string) {
  const res = await anonymous.client.request('GET', path)
  expect(res.status, res.text).toBe(200)
  expect(res.headers.get('content-type')).toBe(contentType)
  expect(XMLValidator.validate(res.text)).toBe(true)
  return xml.parse(res.text)
}

describe('GET /feeds/spaces.ics', () => {
  it('lists a Space with its stable UID, UTC times, the default hour, its page and its host', async () => {
    const start = nowSeconds() + 3 * DAY
    const id = await createSpaceRow(server, host.user!, {
      title: 'Transit budget hearing',
      scheduled_start: start,
    })
    const { events, name, text } = await getCalendar('/feeds/spaces.ics')
    expect(name).toBe('Spaces Calendar')
    const event = eventOf(events, id)
    expect(event).toMatchObject({
      summary: 'Transit budget hearing',
      start,
      end: start + 3600,
      isUtc: true,
      url: `${server.baseUrl}/spaces/${id}`,
      organizerName: host.user!.display_name ?? `@${host.user!.username}`,
      sequence: 0,
    })
    expect(event?.description).toContain(`Host: @${host.user!.username}`)
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)
    // The same Space keeps the same UID on every request.
    expect(eventOf((await getCalendar('/feeds/spaces.ics')).events, id)).toBeDefined()
  })

  it('keeps a weekly New York series at 7 PM local across the March change to daylight time', async () => {
    const year = new Date().getUTCFullYear() + 1
    // The second Sunday of March: the day New York moves from UTC-5 to UTC-4.
    const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay()
    const switchDay = 1 + ((7 - firstOfMarch) % 7) + 7
    // The Tuesday before it at 19:00 EST, which is 00:00 UTC the next day.
    const firstStart = Date.UTC(year, 2, switchDay - 5 + 1, 0, 0) / 1000
    const created = await host.client.send('POST', '/api/spaces/recurring', {
      title: 'Weekly zoning desk',
      scheduled_start: firstStart,
      host_timezone: 'America/New_York',
      recurrence_pattern: 'weekly',
      repeats: 4,
    })
    expect(created.status, created.text).toBe(201)
    const ids: number[] = created.json.data.map((space: { id: number }) => space.id)
    const { events } = await getCalendar(`/feeds/hosts/${host.user!.username}.ics`)
    const starts = ids.map((id) => eventOf(events, id)?.start)
    const utc = (day: number, hour: number) => Date.UTC(year, 2, day, hour, 0) / 1000
    expect(starts).toEqual([
      utc(switchDay - 4, 0),
      utc(switchDay + 2, 23),
      utc(switchDay + 9, 23),
      utc(switchDay + 16, 23),
    ])
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    })
    expect(starts.map((s) => newYork.format(new Date((s ?? 0) * 1000)))).toEqual(Array(4).fill('Tue 7:00 PM'))
  })

  it('escapes commas, semicolons, backslashes and line breaks, and reads them back unchanged', async () => {
    const title = 'Rents, wages; and a \\ backslash'
    const description = 'Line one, with a comma;\nline two \\ done'
    const id = await createSpaceRow(server, host.user!, { title, description })
    const { events, text } = await getCalendar('/feeds/spaces.ics')
    expect(text).toContain('SUMMARY:Rents\\, wages\\; and a \\\\ backslash')
    expect(text).toContain('DESCRIPTION:Line one\\, with a comma\\;\\nline two \\\\ done')
    const event = eventOf(events, id)
    expect(event?.summary).toBe(title)
    expect(event?.description.startsWith(description)).toBe(true)
  })

  it('folds a 300-character title into lines of at most 75 octets, never inside a character', async () => {
    // Titles are limited to 200 characters, so this row goes in through the factory.
    const title = 'Überlänge: '.concat('é😀x'.repeat(96), 'end').slice(0, 300)
    expect([...title].length).toBeGreaterThan(200)
    const id = await createSpaceRow(server, host.user!, { title })
    const { events, text } = await getCalendar('/feeds/spaces.ics')
    const lines = text.split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(text).not.toContain('\uFFFD')
    const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:Überlänge'))
    expect(lines[summaryAt + 1]?.startsWith(' ')).toBe(true)
    expect(eventOf(events, id)?.summary).toBe(title)
  })

  it('answers 304 to a repeat request with If-None-Match, and a new ETag after a change', async () => {
    const first = await anonymous.client.request('GET', '/feeds/spaces.ics')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"/)
    const again = await anonymous.client.request('GET', '/feeds/spaces.ics', {
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    await createSpaceRow(server, host.user!)
    const changed = await anonymous.client.request('GET', '/feeds/spaces.ics', {
      headers: { 'if-none-match': String(etag) },
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })

  it('moves SEQUENCE and LAST-MODIFIED on an edit', async () => {
    const start = nowSeconds() + 5 * DAY
    const before = nowSeconds() - 3600
    const id = await createSpaceRow(server, host.user!, {
      scheduled_start: start,
      created_at: before,
      updated_at: before,
    })
    const old = eventOf((await getCalendar('/feeds/spaces.ics')).events, id)
    expect(old).toMatchObject({ sequence: 0, lastModified: before })

    const edited = await host.client.send('PUT', `/api/spaces/${id}`, {
      title: 'Moved to Thursday',
      space_url: 'https://x.com/i/spaces/1Moved',
      scheduled_start: start + DAY,
    })
    expect(edited.status, edited.text).toBe(200)
    const now = eventOf((await getCalendar('/feeds/spaces.ics')).events, id)
    expect(now).toMatchObject({ summary: 'Moved to Thursday', start: start + DAY, sequence: 1 })
    expect(now?.lastModified).toBeGreaterThan(before)
  })

  it('drops a deleted Space', async () => {
    const id = await createSpaceRow(server, host.user!)
    expect(eventOf((await getCalendar('/feeds/spaces.ics')).events, id)).toBeDefined()
    const deleted = await host.client.send('DELETE', `/api/spaces/${id}`)
    expect(deleted.status).toBe(200)
    expect(eventOf((await getCalendar('/feeds/spaces.ics')).events, id)).toBeUndefined()
  })

  it('keeps a Space canceled on X, marked canceled, in the calendars, the readers and the sitemap', async () => {
    const canceled = await createSpaceRow(server, host.user!, {
      title: 'Called off',
      source: 'x',
      x_state: 'canceled',
      scheduled_start: nowSeconds() + 2 * DAY,
    })
    const live = await createSpaceRow(server, host.user!, {
      source: 'x',
      x_state: 'live',
      live_listeners: 12,
    })
    const { events, text } = await getCalendar('/feeds/spaces.ics')
    expect(eventOf(events, canceled)?.summary).toBe('Canceled: Called off')
    const vevent = text.split('BEGIN:VEVENT').find((chunk) => chunk.includes(`UID:space-${canceled}@`))
    expect(vevent).toContain('\r\nSTATUS:CANCELLED\r\n')
    expect(eventOf(events, live)).toBeDefined()
    const rss = await getXml('/feeds/spaces.xml', 'application/rss+xml; charset=utf-8')
    const titleOf = (id: number) =>
      rss.rss.channel.item.find((item: { link: string }) => item.link === `${server.baseUrl}/spaces/${id}`)
        ?.title
    expect(titleOf(canceled)).toBe('Canceled: Called off')
    expect(titleOf(live)).toBeDefined()
    const sitemap = JSON.stringify(await getXml('/sitemap.xml', 'application/xml; charset=utf-8'))
    expect(sitemap).toContain(`/spaces/${canceled}"`)
    expect(sitemap).toContain(`/spaces/${live}"`)
  })

  it('holds Spaces from 30 days ago onwards', async () => {
    const now = nowSeconds()
    const recent = await createSpaceRow(server, host.user!, {
      scheduled_start: now - 29 * DAY,
      state: 'ended',
    })
    const old = await createSpaceRow(server, host.user!, { scheduled_start: now - 32 * DAY, state: 'ended' })
    const { events } = await getCalendar('/feeds/spaces.ics')
    expect(eventOf(events, recent)).toBeDefined()
    expect(eventOf(events, old)).toBeUndefined()
  })
})

describe('host filters', () => {
  let alice: UserRow
  let bob: UserRow
  let aliceSpace: number
  let bobSpace: number
  let otherSpace: number
  beforeAll(async () => {
    ;[alice, bob] = await Promise.all([createUserRow(server, 'host'), createUserRow(server, 'host')])
    aliceSpace = await createSpaceRow(server, alice)
    bobSpace = await createSpaceRow(server, bob)
    otherSpace = await createSpaceRow(server, host.user!)
  })

  const idsIn = (events: ParsedEvent[]) =>
    [aliceSpace, bobSpace, otherSpace].filter((id) => eventOf(events, id) !== undefined)

  it('?hosts= keeps the named hosts only, in any case and with @', async () => {
    expect(idsIn((await getCalendar(`/feeds/spaces.ics?hosts=${alice.username}`)).events)).toEqual([
      aliceSpace,
    ])
    const both = await getCalendar(`/feeds/spaces.ics?hosts=@${bob.username.toUpperCase()},${alice.username}`)
    expect(idsIn(both.events)).toEqual([aliceSpace, bobSpace])
    expect(idsIn((await getCalendar('/feeds/spaces.ics?hosts=')).events)).toEqual([
      aliceSpace,
      bobSpace,
      otherSpace,
    ])
  })

  it('/feeds/hosts/{username}.ics is that host alone, named in the calendar', async () => {
    const { events, name } = await getCalendar(`/feeds/hosts/${alice.username}.ics`)
    expect(idsIn(events)).toEqual([aliceSpace])
    expect(name).toContain(alice.username)
  })

  it.each([
    '/feeds/hosts/nobody_here_1.ics',
    '/feeds/hosts/nobody_here_1.xml',
    '/feeds/hosts/nobody_here_1.atom',
    '/feeds/spaces.ics?hosts=nobody_here_1',
  ])('answers 404 with a sentence for an unknown host: %s', async (path) => {
    const res = await anonymous.client.get(path)
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ error: 'There is no host @nobody_here_1.' })
  })

  it.each([
    '/feeds/spaces.ics?hosts=a%00b',
    '/feeds/spaces.xml?hosts=a&hosts=b',
    `/feeds/spaces.atom?hosts=${'a'.repeat(20_000)}`,
    '/feeds/hosts/a%00b.ics',
  ])('answers bad input with a 4xx sentence, never a 500: %s', async (path) => {
    const res = await anonymous.client.get(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(typeof res.json.error).toBe('string')
  })

  it('refuses a filter of more than 50 hosts with a 400', async () => {
    const names = Array.from({ length: 51 }, (_, i) => `h${i}`).join(',')
    const res = await anonymous.client.get(`/feeds/spaces.ics?hosts=${names}`)
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(/at most 50 hosts/)
  })
})

describe('RSS and Atom', () => {
  it('/feeds/spaces.xml is RSS 2.0 of upcoming Spaces, soonest first, linking their pages', async () => {
    const now = nowSeconds()
    const later = await createSpaceRow(server, host.user!, {
      title: 'Later & <later> ]]> end',
      scheduled_start: now + 9 * DAY,
    })
    const sooner = await createSpaceRow(server, host.user!, {
      title: 'Sooner',
      scheduled_start: now + 8 * DAY,
      host_timezone: 'Asia/Tokyo',
    })
    const ended = await createSpaceRow(server, host.user!, { scheduled_start: now - 2 * DAY, state: 'ended' })
    const doc = await getXml('/feeds/spaces.xml', 'application/rss+xml; charset=utf-8')
    expect(doc.rss['@_version']).toBe('2.0')
    const items: { title: string; link: string; guid: unknown; description: string }[] = doc.rss.channel.item
    const links = items.map((item) => item.link)
    const page = (id: number) => `${server.baseUrl}/spaces/${id}`
    expect(links).toContain(page(later))
    expect(links).not.toContain(page(ended))
    expect(links.indexOf(page(sooner))).toBeLessThan(links.indexOf(page(later)))
    expect(items.find((item) => item.link === page(later))?.title).toBe('Later & <later> ]]> end')
    const soonerText = items.find((item) => item.link === page(sooner))?.description
    expect(soonerText).toMatch(/UTC/)
    expect(soonerText).toMatch(/GMT\+9, Asia\/Tokyo, the host's zone/)
  })

  it('/feeds/hosts/{username}.xml and the Atom twins carry the same items', async () => {
    const alice = await createUserRow(server, 'host')
    const id = await createSpaceRow(server, alice, { title: 'Alice only' })
    const rss = await getXml(`/feeds/hosts/${alice.username}.xml`, 'application/rss+xml; charset=utf-8')
    expect(rss.rss.channel.item.map((item: { title: string }) => item.title)).toEqual(['Alice only'])
    expect(rss.rss.channel.link).toBe(`${server.baseUrl}/profile/${alice.username}`)
    const atom = await getXml(`/feeds/hosts/${alice.username}.atom`, 'application/atom+xml; charset=utf-8')
    expect(atom.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(atom.feed.entry.map((entry: { id: string }) => entry.id)).toEqual([
      `${server.baseUrl}/spaces/${id}`,
    ])
    const site = await getXml('/feeds/spaces.atom', 'application/atom+xml; charset=utf-8')
    expect(site.feed.entry.length).toBeGreaterThan(0)
  })
})

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the public pages, every host and Space pages from 30 days ago', async () => {
    const now = nowSeconds()
    const recent = await createSpaceRow(server, host.user!, {
      scheduled_start: now - 10 * DAY,
      state: 'ended',
    })
    const old = await createSpaceRow(server, host.user!, { scheduled_start: now - 40 * DAY, state: 'ended' })
    const first = await getXml('/sitemap.xml', 'application/xml; charset=utf-8')
    const locs = (doc: typeof first): string[] => doc.urlset.url.map((url: { loc: string }) => url.loc)
    expect(locs(first)).toEqual(
      expect.arrayContaining([
        `${server.baseUrl}/`,
        `${server.baseUrl}/reading`,
        `${server.baseUrl}/glossary`,
        `${server.baseUrl}/profile/${host.user!.username}`,
        `${server.baseUrl}/spaces/${recent}`,
      ]),
    )
    expect(locs(first)).not.toContain(`${server.baseUrl}/spaces/${old}`)

    // A new host is listed on the next request (the 'hosts' data version), not when a Space changes.
    const newcomer = await createUserRow(server, 'host')
    expect(locs(await getXml('/sitemap.xml', 'application/xml; charset=utf-8'))).toContain(
      `${server.baseUrl}/profile/${newcomer.username}`,
    )
  })

  it('/robots.txt points at the sitemap by its absolute URL', async () => {
    const res = await anonymous.client.request('GET', '/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`)
    expect(res.text).toContain('Disallow: /dashboard')
  })
})

describe('with the web app built', () => {
  it('serves the feeds, sitemap and robots.txt itself, never the app fallback or a built file', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'spaces-dist-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
    const built = await startTestServer({ WEB_DIST_DIR: dist })
    try {
      const client = new TestClient(built.baseUrl)
      const html = { accept: 'text/html' }
      for (const [route, type] of [
        ['/feeds/spaces.ics', 'text/calendar; charset=utf-8'],
        ['/feeds/spaces.xml', 'application/rss+xml; charset=utf-8'],
        ['/sitemap.xml', 'application/xml; charset=utf-8'],
        ['/robots.txt', 'text/plain; charset=utf-8'],
      ] as const) {
        const res = await client.request('GET', route, { headers: html })
        expect(res.status, route).toBe(200)
        expect(res.headers.get('content-type'), route).toBe(type)
        expect(res.text, route).not.toContain('<div id="root">')
      }
      expect((await client.request('GET', '/robots.txt')).text).toContain('Sitemap:')
      const unknown = await client.request('GET', '/feeds/hosts/nobody_here_2.ics', { headers: html })
      expect(unknown.status).toBe(404)
      expect(JSON.parse(unknown.text)).toEqual({ error: 'There is no host @nobody_here_2.' })
    } finally {
      await built.close()
    }
  })
})
