import { describe, expect, it } from 'vitest'
import { escapeIcsText, foldIcsLine, googleCalendarUrl, icsFileName, spaceToIcs } from './calendar-link'

const START = Date.parse('2024-03-10T06:30:00Z') / 1000
const NOW = Date.parse('2024-03-01T12:00:05Z') / 1000
const SPACE = {
  id: 42,
  title: 'Housing, rent; & "organizing"',
  description: 'Line one\nLine two, with a comma; and a \\ backslash',
  space_url: 'https://x.com/i/spaces/1mxVQzJXtwXVB',
  scheduled_start: START,
  username: 'alice',
}
const OPTIONS = { now: NOW, origin: 'https://spaces.example.org:8080' }

/** UTF-8 octets, counted independently of the code under test. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length
const unfold = (ics: string) => ics.replace(/\r\n /g, '')
const physicalLines = (ics: string) => ics.slice(0, -2).split('\r\n')
/** The unfolded value of the first property called `name`. */
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

function queryOf(url: string): Record<string, string> {
  const query = url.split('?')[1] ?? ''
  const params: Record<string, string> = {}
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=')
    params[decodeURIComponent(key)] = decodeURIComponent(value)
  }
  return params
}

describe('googleCalendarUrl', () => {
  it('is a template link with title, UTC dates of one hour, details and location', () => {
    const url = googleCalendarUrl(SPACE)
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true)
    expect(queryOf(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Housing, rent; & "organizing"',
      dates: '20240310T063000Z/20240310T073000Z',
      details: `${SPACE.description}\n\nJoin on X: https://x.com/i/spaces/1mxVQzJXtwXVB\nHost: @alice`,
      location: 'https://x.com/i/spaces/1mxVQzJXtwXVB',
    })
  })

  it('encodes every parameter so none can break the query', () => {
    const url = googleCalendarUrl({ ...SPACE, title: 'a&b=c#d?e' })
    expect(url).not.toContain('#')
    expect(queryOf(url).text).toBe('a&b=c#d?e')
  })

  it('omits an empty description and falls back to the host profile without a Space URL', () => {
    const params = queryOf(googleCalendarUrl({ ...SPACE, description: null, space_url: '' }))
    expect(params.details).toBe('Join on X: https://x.com/alice\nHost: @alice')
    expect(params.location).toBe('https://x.com/alice')
  })

  it('rolls the end over midnight and year end in UTC', () => {
    const start = Date.parse('2024-12-31T23:30:00Z') / 1000
    expect(queryOf(googleCalendarUrl({ ...SPACE, scheduled_start: start })).dates).toBe(
      '20241231T233000Z/20250101T003000Z',
    )
  })
})

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line feeds, and drops CR (RFC 5545 §3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nfg')
  })

  it('leaves colons and quotes alone and drops control characters but tab', () => {
    expect(escapeIcsText('at: "home"\t\u0000\u0007\u007f!')).toBe('at: "home"\t!')
  })

  it('drops what no reader can take (U+FFFE, U+FFFF, lone surrogates) and keeps astral characters', () => {
    expect(escapeIcsText('a\uFFFFb\uFFFE\uD800c 😀')).toBe('abc 😀')
  })
})

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`
    expect(octets(exact)).toBe(75)
    expect(foldIcsLine(exact)).toBe(exact)
    const over = `${exact}b`
    expect(foldIcsLine(over)).toBe(`${exact}\r\n b`)
  })

  it('counts octets, not characters, and never splits a character', () => {
    // 8 + 66 = 74 octets; the 3-octet € does not fit and starts the next line.
    const line = `SUMMARY:${'a'.repeat(66)}€€`
    expect(foldIcsLine(line)).toBe(`SUMMARY:${'a'.repeat(66)}\r\n €€`)
  })

  it('keeps surrogate pairs together', () => {
    const line = `X:${'😀'.repeat(100)}`
    const folded = foldIcsLine(line)
    for (const physical of folded.split('\r\n')) {
      expect(() => encodeURIComponent(physical)).not.toThrow()
      expect(octets(physical)).toBeLessThanOrEqual(75)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('fills continuation lines to 75 octets including the leading space', () => {
    const folded = foldIcsLine('x'.repeat(75 + 74 + 10))
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 75, 11])
  })
})

describe('spaceToIcs', () => {
  const ics = spaceToIcs(SPACE, OPTIONS)

  it('is a complete VCALENDAR with one VEVENT, in order', () => {
    expect(unfold(ics).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Spaces Calendar//Space//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:space-42@spaces.example.org',
      'DTSTAMP:20240301T120005Z',
      'DTSTART:20240310T063000Z',
      'DTEND:20240310T073000Z',
      'SUMMARY:Housing\\, rent\\; & "organizing"',
      'DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a \\\\ backslash\\n\\nJoin on X: https://x.com/i/spaces/1mxVQzJXtwXVB\\nHost: @alice',
      'URL:https://x.com/i/spaces/1mxVQzJXtwXVB',
      'LOCATION:https://x.com/i/spaces/1mxVQzJXtwXVB',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('ends every line with CRLF and has no bare CR or LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('round-trips the title and description through escaping', () => {
    expect(unescapeText(property(ics, 'SUMMARY') ?? '')).toBe(SPACE.title)
    expect(unescapeText(property(ics, 'DESCRIPTION') ?? '')).toBe(
      `${SPACE.description}\n\nJoin on X: ${SPACE.space_url}\nHost: @alice`,
    )
  })

  it('folds long multi-byte text into lines of at most 75 octets that unfold to the text', () => {
    const title = `Ünïcödé ${'日本語のスペース 🎙️ '.repeat(20)}, done; \\ end`
    const description = `${'Ein längerer Absatz über Wohnungspolitik, Mieten und Organisation. '.repeat(15)}\n🎧`
    const long = spaceToIcs({ ...SPACE, title, description }, OPTIONS)
    const lines = physicalLines(long)
    expect(lines.length).toBeGreaterThan(20)
    for (const line of lines) {
      expect(() => encodeURIComponent(line)).not.toThrow()
      expect(octets(line)).toBeLessThanOrEqual(75)
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10)
    expect(unescapeText(property(long, 'SUMMARY') ?? '')).toBe(title)
    expect(unescapeText(property(long, 'DESCRIPTION') ?? '')).toBe(
      `${description}\n\nJoin on X: ${SPACE.space_url}\nHost: @alice`,
    )
  })

  it('uses the host of the origin for the UID and keeps ids of other spaces distinct', () => {
    expect(
      property(spaceToIcs({ ...SPACE, id: 7 }, { now: NOW, origin: 'http://localhost:5173' }), 'UID'),
    ).toBe('space-7@localhost')
  })

  it('throws on an origin that is not a URL', () => {
    expect(() => spaceToIcs(SPACE, { now: NOW, origin: 'not a url' })).toThrow(TypeError)
  })
})

describe('icsFileName', () => {
  it('slugs the title', () => {
    expect(icsFileName({ id: 1, title: 'Housing, rent; & "organizing"' })).toBe('housing-rent-organizing.ics')
    expect(icsFileName({ id: 1, title: '  Crème brûlée / Q&A: ../../etc  ' })).toBe(
      'creme-brulee-q-a-etc.ics',
    )
  })

  it('caps the length without a trailing dash', () => {
    const name = icsFileName({ id: 1, title: `${'a'.repeat(59)} b c` })
    expect(name).toBe(`${'a'.repeat(59)}.ics`)
    expect(icsFileName({ id: 1, title: 'word '.repeat(40) }).length).toBeLessThanOrEqual(64)
  })

  it('falls back to the id when nothing of the title is left', () => {
    expect(icsFileName({ id: 12, title: '日本語のスペース' })).toBe('space-12.ics')
    expect(icsFileName({ id: 'a/b..c', title: '!!!' })).toBe('space-abc.ics')
  })
})
