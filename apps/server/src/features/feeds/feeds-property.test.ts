import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import {
  CALENDAR_PROPERTIES,
  contentLines,
  readCalendar,
  readCalendarWithNodeIcal,
  readXml,
} from '../../../test/feed-readers'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'

/**
 * Generated text (line breaks, `,;\`, U+FFFF, astral characters, lone
 * surrogates, iCalendar and XML syntax) planted straight in the database, in every text field that
 * reaches a feed, since the API refuses much of it. Every feed must still parse with readers we did not
 * write, hold exactly the lines and items the data implies, and read back the text it was given, less
 * what it cannot carry. FEED_PROPERTY_RUNS sets the runs (30 by default); FEED_PROPERTY_SEED replays one.
 */
const RUNS = Number(process.env.FEED_PROPERTY_RUNS ?? 30)
const SEED = process.env.FEED_PROPERTY_SEED === undefined ? undefined : Number(process.env.FEED_PROPERTY_SEED)

let server: TestServer
let client: TestClient
let hosts: [UserRow, UserRow]
let spaceIds: [number, number]
beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  hosts = [await createUserRow(server, 'host'), await createUserRow(server, 'host')]
  spaceIds = [await createSpaceRow(server, hosts[0]), await createSpaceRow(server, hosts[1])]
  // ?hosts= lists them in handle order; createUserRow's handles sort by creation.
  expect(hosts[0].username_key < hosts[1].username_key).toBe(true)
})
afterAll(() => server.close())

// ---- generated text -----------------------------------------------------------------------------

const piece = fc.oneof(
  fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    ',',
    ';',
    '\\',
    ':',
    '"',
    "'",
    '\t',
    ' ',
    '\uFFFF',
    '\uFFFE',
    '\uD800',
    '\uDFFF',
    '😀',
    '𠀋',
    ']]>',
    '<![CDATA[',
    '</title>',
    '&',
    '<',
    'END:VCALENDAR',
    'BEGIN:VEVENT',
    'X-PUBLISHED-TTL:P52W',
    '\u0000',
    '\u001b',
    '\u007f',
  ),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.string({ minLength: 1, maxLength: 8 }),
)
/** PostgreSQL cannot store NUL at all (SQLite can, so there it is planted too). */
const isPostgres = Boolean(process.env.TEST_DATABASE_URL)
const nastyText = fc
  .array(piece, { maxLength: 12 })
  .map((pieces) => (isPostgres ? pieces.join('').replaceAll('\u0000', '') : pieces.join('')))

// ---- what a reader should see: an oracle written apart from the code under test -------------------

/** What XML 1.0 and RFC 5545 can both carry: tab, LF, CR, and the rest but C0 controls, DEL, U+FFFE/F. */
function carried(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const isAllowed =
      code === 9 ||
      code === 10 ||
      code === 13 ||
      (code >= 0x20 && code <= 0xd7ff && code !== 0x7f) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000
    if (isAllowed) out += char
  }
  return out
}

/** A name as the feeds show it: one line, or the handle. */
const shownName = (user: { display_name: string | null; username: string }) =>
  carried(user.display_name ?? '')
    .replace(/[ \t]*[\r\n]+[ \t]*/g, ' ')
    .trim() || `@${user.username}`

/** An iCalendar TEXT value as read back: line breaks are its LFs (CR is dropped). */
const icsValue = (text: string) => carried(text).replace(/\r/g, '')

/** An XML text as read back (text, no CDATA, so exactly what went in, less what XML cannot carry). */
const xmlValue = (text: string) => carried(text).replace(/\r\n?/g, '\n')

const EVENT_PROPERTIES = [
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'URL',
  'STATUS',
  'CREATED',
  'LAST-MODIFIED',
  'ORGANIZER',
]

async function get(path: string): Promise<string> {
  const res = await client.request('GET', path)
  expect(res.status, `${path}: ${res.text}`).toBe(200)
  return res.text
}

/** Plants the texts, then reads back what the database holds (it may have altered lone surrogates). */
async function plant(names: [string, string], spaces: [string, string, string][]) {
  const db = server.app.db
  for (const [i, host] of hosts.entries()) {
    await db.updateTable('users').set({ display_name: names[i] }).where('id', '=', host.id).execute()
  }
  for (const [i, id] of spaceIds.entries()) {
    const [title, description, spaceUrl] = spaces[i] as [string, string, string]
    await db
      .updateTable('spaces')
      .set({ title, description, space_url: spaceUrl })
      .where('id', '=', id)
      .execute()
  }
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'display_name'])
    .where('id', 'in', [hosts[0].id, hosts[1].id])
    .orderBy('username_key')
    .execute()
  const rows = await db
    .selectFrom('spaces')
    .select(['id', 'title'])
    .where('id', 'in', [...spaceIds])
    .orderBy('id')
    .execute()
  return { users, rows }
}

function checkCalendar(text: string, events: number) {
  const lines = contentLines(text)
  const count = (start: string) => lines.filter((line) => line.startsWith(start)).length
  expect(count('BEGIN:')).toBe(1 + events)
  expect(count('END:')).toBe(1 + events)
  expect(count('X-PUBLISHED-TTL')).toBe(1)
  const calendar = readCalendar(text)
  expect(calendar.properties).toEqual(CALENDAR_PROPERTIES)
  expect(calendar.events).toHaveLength(events)
  for (const event of calendar.events) expect(event.properties).toEqual(EVENT_PROPERTIES)
  return calendar
}

describe('every feed parses and gains nothing, whatever the stored text (property)', () => {
  it(
    'iCalendar, RSS and Atom, site and host feeds',
    async () => {
      // A title and a URL never clean down to nothing (a feed then leaves SUMMARY or LOCATION out).
      const space = fc.tuple(
        nastyText.map((text) => `T${text}`),
        nastyText,
        nastyText.map((text) => `https://x.com/i/spaces/1${text}`),
      )
      await fc.assert(
        fc.asyncProperty(fc.tuple(nastyText, nastyText), fc.tuple(space, space), async (names, spaces) => {
          const { users, rows } = await plant(names, spaces)
          const [first, second] = users as [(typeof users)[0], (typeof users)[0]]
          const listed = `${first.username},${second.username}`
          const title = (id: number) => rows.find((row) => row.id === id)?.title ?? ''
          const summaryOf = (calendar: ReturnType<typeof readCalendar>, id: number) =>
            calendar.events.find((event) => event.uid.startsWith(`space-${id}@`))?.summary

          const allNames = `${shownName(first)}, ${shownName(second)}`
          const site = checkCalendar(await get(`/feeds/spaces.ics?hosts=${listed}`), 2)
          expect(site.name).toEqual([`Spaces Calendar: ${allNames}`])
          expect(site.calname).toEqual([`Spaces Calendar: ${allNames}`])
          expect(site.caldesc).toEqual([`X Spaces hosted by ${allNames}, from Spaces Calendar.`])
          for (const id of spaceIds) expect(summaryOf(site, id)).toBe(icsValue(title(id)))
          // A second reader finds the same events with the same titles. node-ical 0.26 reads
          // an escaped backslash before `n` (`\\n`, RFC 5545 for the two characters `\n`) as a
          // backslash and a line break, so it is asked about titles without a backslash only.
          const byNodeIcal = readCalendarWithNodeIcal(await get(`/feeds/spaces.ics?hosts=${listed}`))
          expect(byNodeIcal.map((event) => event.uid)).toEqual(site.events.map((event) => event.uid))
          for (const id of spaceIds.filter((spaceId) => !title(spaceId).includes('\\'))) {
            const summary = byNodeIcal.find((event) => event.uid.startsWith(`space-${id}@`))?.summary
            expect(summary).toBe(icsValue(title(id)))
          }

          const own = checkCalendar(await get(`/feeds/hosts/${first.username}.ics`), 1)
          expect(own.calname).toEqual([`Spaces Calendar: ${shownName(first)}`])
          expect(own.caldesc).toEqual([
            `X Spaces hosted by ${shownName(first)} (@${first.username}), from Spaces Calendar.`,
          ])

          // biome-ignore lint/suspicious/noExplicitAny: parsed XML
          const rss = readXml(await get(`/feeds/spaces.xml?hosts=${listed}`)) as any
          const items: { title: string; link: string }[] = rss.rss.channel.item
          expect(items).toHaveLength(2)
          // biome-ignore lint/suspicious/noExplicitAny: parsed XML
          const atom = readXml(await get(`/feeds/spaces.atom?hosts=${listed}`)) as any
          const entries: { title: { '#text': string }; id: string }[] = atom.feed.entry
          expect(entries).toHaveLength(2)
          for (const id of spaceIds) {
            const page = `${server.baseUrl}/spaces/${id}`
            const item = items.find((candidate) => candidate.link === page)
            const entry = entries.find((candidate) => candidate.id === page)
            expect(item?.title).toBe(xmlValue(title(id)))
            expect(entry?.title['#text']).toBe(xmlValue(title(id)))
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      )
      // Room for a longer run asked for with FEED_PROPERTY_RUNS, on a busy machine.
    },
    Math.max(60_000, RUNS * 2_000),
  )
})
