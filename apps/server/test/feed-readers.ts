import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'

/**
 * Feeds read back as strict readers we did not write read them: ical.js for iCalendar,
 * fast-xml-parser plus XML 1.0's own character rule for RSS and Atom; and a second reader of
 * each, written by other people again: node-ical for iCalendar, @rowanmanning/feed-parser for RSS and
 * Atom (what feed readers built on it show).
 */

// ical.js keeps the calendar-level NAME (RFC 7986) and X-WR-* as raw text. Told they are TEXT with
// ',' between values, as a strict reader takes them, it unescapes them, and an unescaped comma shows
// up as a second value ("Renata Aldridge, Ren Kisaragi" read as "Renata Aldridge").
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) {
  ICAL.design.icalendar.property[name] = { defaultType: 'text', multiValue: ',' }
}

/** The calendar's own properties, in ical-generator's order, with nothing injected among them. */
export const CALENDAR_PROPERTIES = [
  'VERSION',
  'PRODID',
  'URL',
  'SOURCE',
  'METHOD',
  'NAME',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
  'REFRESH-INTERVAL',
  'X-PUBLISHED-TTL',
]

export interface CalendarEvent {
  uid: string
  summary: string
  description: string
  location: string
  organizerName: string
  /** ORGANIZER's value, a URI (RFC 5545 CAL-ADDRESS). */
  organizer: string
  status: string | null
  sequence: number
  /** The event's property names in order, upper-case. */
  properties: string[]
}

export interface CalendarReading {
  /** The calendar's own property names in order, upper-case (nothing injected may appear here). */
  properties: string[]
  /** Each calendar-level text property's values: exactly one each when the commas were escaped. */
  name: string[]
  calname: string[]
  caldesc: string[]
  events: CalendarEvent[]
}

const namesOf = (component: ICAL.Component) =>
  component.getAllProperties().map((property) => property.name.toUpperCase())

const valuesOf = (component: ICAL.Component, name: string) =>
  (component.getFirstProperty(name)?.getValues() ?? []).map(String)

/** Parses an iCalendar feed with ical.js (which throws on anything it cannot read). */
export function readCalendar(text: string): CalendarReading {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    properties: namesOf(calendar),
    name: valuesOf(calendar, 'name'),
    calname: valuesOf(calendar, 'x-wr-calname'),
    caldesc: valuesOf(calendar, 'x-wr-caldesc'),
    events: calendar.getAllSubcomponents().map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary') ?? ''),
      description: String(vevent.getFirstPropertyValue('description') ?? ''),
      location: String(vevent.getFirstPropertyValue('location') ?? ''),
      organizerName: String(vevent.getFirstProperty('organizer')?.getParameter('cn')),
      organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      properties: namesOf(vevent),
    })),
  }
}

/**
 * The lines of an iCalendar file as a reader sees them (unfolded), each checked to be a content line:
 * every line break is CRLF, and every line starts with a property name.
 */
export function contentLines(text: string): string[] {
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error('A line break in the calendar is not CRLF')
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  if (lines.pop() !== '') throw new Error('The calendar does not end with CRLF')
  const bad = lines.find((line) => !/^[A-Za-z0-9-]+[;:]/.test(line))
  if (bad !== undefined) throw new Error(`Not a content line: ${JSON.stringify(bad)}`)
  return lines
}

/** XML 1.0 §2.2 `Char`: what a document may hold at all ("Char 0xFFFF out of allowed range"). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

/**
 * Checks an RSS or Atom document the way a strict XML reader would, then parses it. fast-xml-parser's
 * validator checks well-formedness but not XML's character range, so that rule is checked here too.
 */
export function readXml(text: string): Record<string, unknown> {
  const bad = NOT_XML_CHAR.exec(text)
  if (bad) throw new Error(`Character U+${bad[0].codePointAt(0)?.toString(16)} is not allowed in XML`)
  const valid = XMLValidator.validate(text)
  if (valid !== true) throw new Error(`Invalid XML: ${JSON.stringify(valid.err)}`)
  return xml.parse(text)
}

/** Values as written: no number parsing, no trimming, so a title reads back exactly. */
const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['item', 'entry', 'author'].includes(name),
})

/** One event as node-ical reads it. */
export interface NodeIcalEvent {
  uid: string
  summary: string
  description: string
  status: string | null
  sequence: number
  organizerName: string | null
  organizer: string | null
}

const plainValue = (value: string | { val: string } | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value : value.val

/**
 * Parses an iCalendar feed with node-ical, a second reader beside ical.js: the calendar's events in
 * file order, each with what a calendar app acts on (UID, STATUS, SEQUENCE) and what it shows.
 */
export function readCalendarWithNodeIcal(text: string): NodeIcalEvent[] {
  const parsed = nodeIcal.sync.parseICS(text)
  return Object.values(parsed)
    .filter((component): component is nodeIcal.VEvent => component?.type === 'VEVENT')
    .map((event) => ({
      uid: event.uid,
      summary: plainValue(event.summary),
      description: plainValue(event.description),
      status: event.status ?? null,
      sequence: Number(event.sequence),
      organizerName: typeof event.organizer === 'object' ? (event.organizer.params.CN ?? null) : null,
      organizer: event.organizer === undefined ? null : plainValue(event.organizer),
    }))
}

export interface FeedReading {
  kind: string | null
  title: string | null
  description: string | null
  /** The feed's own `<id>` (Atom; RSS has none). */
  id: string | null
  items: {
    id: string | null
    url: string | null
    title: string | null
    description: string | null
    authors: string[]
  }[]
}

/** Parses RSS or Atom with @rowanmanning/feed-parser, as feed readers built on it show the feed. */
export function readFeed(text: string): FeedReading {
  const feed = parseFeed(text)
  return {
    kind: feed.meta.type,
    title: feed.title,
    description: feed.description,
    id: feed.element.findElementWithName('id')?.textContentNormalized ?? null,
    items: feed.items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      description: item.description,
      authors: item.authors.map((author) => author.name ?? ''),
    })),
  }
}
