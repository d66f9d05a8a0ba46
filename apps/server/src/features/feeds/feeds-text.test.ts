import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { CALENDAR_PROPERTIES, contentLines, readCalendar, readXml } from '../../../test/feed-readers'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'

/**
 * A name or title cannot add lines to a calendar feed or break RSS and
 * Atom. The API refuses such text; rows that hold it anyway (older data, the X import before it cleaned
 * its text) still give feeds that strict readers accept, with nothing added.
 */
let server: TestServer
let host: Actor
let anonymous: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[host, anonymous] = await Promise.all([createActor(server, 'host'), createActor(server, 'anonymous')])
})
afterAll(() => server.close())

const INJECTION = 'R\nX-PUBLISHED-TTL:P52W\nEND:VCALENDAR'

async function get(path: string) {
  const res = await anonymous.client.request('GET', path)
  expect(res.status, res.text).toBe(200)
  return res.text
}

const setDisplayName = (user: UserRow, displayName: string) =>
  server.app.db.updateTable('users').set({ display_name: displayName }).where('id', '=', user.id).execute()

const countLines = (lines: string[], start: string) => lines.filter((line) => line.startsWith(start)).length

describe('finding 1: no lines injected into calendar feeds', () => {
  it.each([
    ['LF', INJECTION],
    ['CRLF', INJECTION.replaceAll('\n', '\r\n')],
    ['CR', 'R\rEND:VCALENDAR'],
  ])('refuses a display_name with %s: 400 with a sentence, nothing stored', async (_name, displayName) => {
    const before = (await host.client.get('/api/auth/user')).json.user.display_name
    const res = await host.client.send('PUT', '/api/profile', { display_name: displayName })
    expect(res.status, res.text).toBe(400)
    expect(res.json.error).toBe('display_name: Must be one line, without line breaks')
    expect((await host.client.get('/api/auth/user')).json.user.display_name).toBe(before)
  })

  it('writes names already stored with line breaks as one line, and escapes their commas', async () => {
    const [renata, ren] = await Promise.all([createUserRow(server, 'host'), createUserRow(server, 'host')])
    await setDisplayName(renata, INJECTION.replace('R', 'Renata Aldridge').replaceAll('\n', '\r\n'))
    await setDisplayName(ren, 'Ren Kisaragi, PhD; \\ editor')
    const spaces = await Promise.all([createSpaceRow(server, renata), createSpaceRow(server, ren)])
    const names = 'Renata Aldridge X-PUBLISHED-TTL:P52W END:VCALENDAR, Ren Kisaragi, PhD; \\ editor'

    const siteText = await get(`/feeds/spaces.ics?hosts=${renata.username},${ren.username}`)
    const lines = contentLines(siteText)
    expect(countLines(lines, 'X-PUBLISHED-TTL')).toBe(1)
    expect(countLines(lines, 'END:VCALENDAR')).toBe(1)
    expect(countLines(lines, 'BEGIN:')).toBe(1 + spaces.length)
    const site = readCalendar(siteText)
    expect(site.properties).toEqual(CALENDAR_PROPERTIES)
    expect(site.name).toEqual([`Spaces Calendar: ${names}`])
    expect(site.calname).toEqual([`Spaces Calendar: ${names}`])
    expect(site.caldesc).toEqual([`X Spaces hosted by ${names}, from Spaces Calendar.`])
    expect(site.events.map((event) => event.organizerName)).toContain(
      'Renata Aldridge X-PUBLISHED-TTL:P52W END:VCALENDAR',
    )

    const hostText = await get(`/feeds/hosts/${renata.username}.ics`)
    expect(countLines(contentLines(hostText), 'X-PUBLISHED-TTL')).toBe(1)
    const own = readCalendar(hostText)
    expect(own.properties).toEqual(CALENDAR_PROPERTIES)
    expect(own.caldesc).toEqual([
      `X Spaces hosted by Renata Aldridge X-PUBLISHED-TTL:P52W END:VCALENDAR (@${renata.username}), from Spaces Calendar.`,
    ])
    expect(own.events).toHaveLength(1)
  })
})

describe('finding 2: no character breaks RSS or Atom', () => {
  it.each([
    ['U+FFFF', 'Housing\uFFFF'],
    ['U+FFFE', '\uFFFEHousing'],
  ])('refuses %s in a title and a name: 400 with a sentence', async (_name, text) => {
    const space = await host.client.send('POST', '/api/spaces', {
      title: text,
      scheduled_start: Math.floor(Date.now() / 1000) + 86_400,
    })
    expect(space.status, space.text).toBe(400)
    expect(space.json.error).toBe('title: Must not contain control characters or invalid characters')
    const profile = await host.client.send('PUT', '/api/profile', { display_name: text })
    expect(profile.status, profile.text).toBe(400)
  })

  it('drops what XML cannot carry from rows that hold it, in every RSS and Atom feed', async () => {
    const owner = await createUserRow(server, 'host')
    await setDisplayName(owner, 'Host\uFFFF \u0001Name')
    const title = 'Budget\uFFFF hearing ]]> one ]]></title><injected/><![CDATA[ two \uFFFE\u0007'
    await createSpaceRow(server, owner, { title, description: 'Notes\uFFFF\r\nmore\u000b' })
    const shown = 'Budget hearing ]]> one ]]></title><injected/><![CDATA[ two '
    for (const path of [
      '/feeds/spaces.xml',
      `/feeds/hosts/${owner.username}.xml`,
      `/feeds/spaces.xml?hosts=${owner.username}`,
    ]) {
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const doc = readXml(await get(path)) as any
      const items: { title: string; description: string; author?: string[] }[] = doc.rss.channel.item
      const item = items.find((candidate) => candidate.title.startsWith('Budget'))
      expect(item?.title, path).toBe(shown)
      expect(item?.description, path).toMatch(/Hosted by Host Name\.\n\nNotes\nmore$/)
      expect(JSON.stringify(doc)).not.toContain('injected"')
    }
    for (const path of ['/feeds/spaces.atom', `/feeds/hosts/${owner.username}.atom`]) {
      // biome-ignore lint/suspicious/noExplicitAny: parsed XML
      const doc = readXml(await get(path)) as any
      const entries: { title: { '#text': string }; author: { name: string }[] }[] = doc.feed.entry
      const entry = entries.find((candidate) => candidate.title['#text'].startsWith('Budget'))
      expect(entry?.title['#text'], path).toBe(shown)
      expect(entry?.author[0]?.name, path).toBe('Host Name')
    }
    expect(readXml(await get(`/feeds/hosts/${owner.username}.atom`))).toMatchObject({
      feed: { title: { '#text': 'Spaces Calendar: Host Name', '@_type': 'text' } },
    })
  })

  it('drops the same characters from the calendar feeds', async () => {
    const owner = await createUserRow(server, 'host')
    await setDisplayName(owner, 'Cal\uFFFF Host')
    const id = await createSpaceRow(server, owner, { title: 'Cal\uFFFE title\u0008, ok' })
    const text = await get(`/feeds/hosts/${owner.username}.ics`)
    for (const dropped of ['\uFFFE', '\uFFFF', '\u0008']) expect(text).not.toContain(dropped)
    const calendar = readCalendar(text)
    expect(calendar.calname).toEqual(['Spaces Calendar: Cal Host'])
    const event = calendar.events.find((candidate) => candidate.uid.startsWith(`space-${id}@`))
    expect(event?.summary).toBe('Cal title, ok')
  })
})
