import { SPACE_DEFAULT_DURATION_SECONDS } from '../limits'
import { dropUnsafeCharacters } from './clean-text'
import { isDisplayableTime } from './displayable-time'
import { hostnameOf } from './https-url'
import { X_SHORT_NAME, xProfileUrl } from './space-url'
import { bareUsername } from './username'

/** The Space fields a calendar entry is built from. */
export interface CalendarSpace {
  id: number | string
  title: string
  description?: string | null
  space_url: string
  scheduled_start: number
  username: string
}

const MAX_LINE_OCTETS = 75
const PRODID = '-//Spaces Calendar//Space//EN'

/** Whether a Space can be put in a calendar at all (its time is one a calendar can show). */
export function canAddToCalendar(space: Pick<CalendarSpace, 'scheduled_start'>): boolean {
  return isDisplayableTime(space.scheduled_start)
}

/** 20240310T070000Z: a UTC date-time as both Google Calendar and RFC 5545 want it. */
function utcStamp(unix: number): string {
  return new Date(Math.floor(unix) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Where to join the Space: its URL, else the host's X profile. */
export function joinLink(space: Pick<CalendarSpace, 'space_url' | 'username'>): string {
  const url = space.space_url.trim()
  return url === '' ? xProfileUrl(space.username) : url
}

/**
 * A calendar entry's body: the description, then where to join and who hosts. The single-Space
 * download, Google's template link and the server's calendar feeds all use it.
 */
export function eventDetails(space: Omit<CalendarSpace, 'id' | 'title' | 'scheduled_start'>): string {
  const description = space.description?.trim() ?? ''
  const join = `Join on ${X_SHORT_NAME}: ${joinLink(space)}\nHost: @${bareUsername(space.username)}`
  return description === '' ? join : `${description}\n\n${join}`
}

/**
 * A Google Calendar template link: text = title, dates = start/start + 1 h in UTC with 'Z',
 * details = description, join link and host handle, location = join link.
 */
export function googleCalendarUrl(space: CalendarSpace): string {
  const start = space.scheduled_start
  const params = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(space.title)}`,
    `dates=${utcStamp(start)}/${utcStamp(start + SPACE_DEFAULT_DURATION_SECONDS)}`,
    `details=${encodeURIComponent(eventDetails(space))}`,
    `location=${encodeURIComponent(joinLink(space))}`,
  ]
  return `https://calendar.google.com/calendar/render?${params.join('&')}`
}

/** Drops control characters other than tab, which RFC 5545 does not allow in values. */
function withoutControls(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code === 9 || (code >= 0x20 && code !== 0x7f)) out += char
  }
  return out
}

/**
 * The characters of an iCalendar TEXT value, before escaping: those no reader can take dropped
 * (`dropUnsafeCharacters`: controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates), and CR
 * dropped, so a line break is its line feed alone. The feeds' writer (ical-generator) escapes what this
 * leaves, as `escapeIcsText` does here.
 */
export function icsTextCharacters(text: string): string {
  return dropUnsafeCharacters(text).replace(/\r/g, '')
}

/** RFC 5545 §3.3.11 TEXT: `icsTextCharacters`, then backslash, semicolon, comma escaped, LF as '\n'. */
export function escapeIcsText(text: string): string {
  return icsTextCharacters(text)
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
}

function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0
  if (code < 0x80) return 1
  if (code < 0x800) return 2
  return code < 0x10000 ? 3 : 4
}

/**
 * RFC 5545 §3.1 folding: physical lines of at most 75 UTF-8 octets (CRLF not counted), continuation
 * lines starting with one space. Splits only between code points, never inside a character.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Octets(char)
    // Continuation lines give one octet to the leading space.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

/**
 * A complete iCalendar file (RFC 5545) with one VEVENT for the Space: UTC times, the default duration,
 * UID `space-{id}@{host of origin}`, DTSTAMP from `now` (unix seconds), CRLF line ends and folded
 * lines. Throws a TypeError when `origin` is not a URL.
 */
export function spaceToIcs(space: CalendarSpace, options: { now: number; origin: string }): string {
  const start = space.scheduled_start
  const link = joinLink(space)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`space-${space.id}@${hostnameOf(options.origin)}`)}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + SPACE_DEFAULT_DURATION_SECONDS)}`,
    `SUMMARY:${escapeIcsText(space.title)}`,
    `DESCRIPTION:${escapeIcsText(eventDetails(space))}`,
    // URL is a URI value, not TEXT: no escaping, but no line breaks either.
    `URL:${withoutControls(link)}`,
    `LOCATION:${escapeIcsText(link)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

const FILE_NAME_MAX_LENGTH = 60

/**
 * A download name for the Space's .ics: the title as lower-case ASCII words joined by '-' (accents
 * dropped), at most 60 characters; `space-{id}.ics` when nothing of the title is left.
 */
export function icsFileName(space: Pick<CalendarSpace, 'id' | 'title'>): string {
  const slug = space.title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILE_NAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, '')
  const fallback = `space-${String(space.id).replace(/[^A-Za-z0-9_-]/g, '')}`
  return `${slug === '' ? fallback : slug}.ics`
}
