import { eventDetails, icsTextCharacters, joinLink } from '@spaces/shared/domain/calendar-link'
import { toSingleLine } from '@spaces/shared/domain/clean-text'
import { bareUsername } from '@spaces/shared/domain/username'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import type { XSpaceState } from '../db/database'
import { msg } from '../i18n/message'
import { type Translator, translatorFor } from '../i18n/translate'
import { foldLines } from './ical-fold'
import { writeInSlices } from './slices'

/** A Space as every calendar shows it, with its host (FEED_SPACE_COLUMNS of features/shared/spaces.queries.ts). */
export interface FeedSpace {
  id: number
  title: string
  description: string | null
  space_url: string
  scheduled_start: number
  state: 'upcoming' | 'ended'
  host_timezone: string | null
  created_at: number
  updated_at: number
  sequence: number
  x_state: XSpaceState | null
  username: string
  display_name: string | null
}

/** How often subscribed calendar apps are asked to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60

export interface FeedInfo {
  /** Absolute URL of the feed itself. */
  feedUrl: string
  /** The page the feed belongs to: the home page or a host's profile. */
  pageUrl: string
  title: string
  description: string
}

export interface FeedContext {
  baseUrl: string
  /** A VALARM this many minutes before each event (the personal feed: 15); none when unset. */
  alarmMinutes?: number
  /** The language of the words the feed writes around the hosts' own (`?lang=`); English when unset. */
  locale?: Locale
}

/** The translator of a feed's language. */
export const feedTranslator = (ctx: Pick<FeedContext, 'locale'>): Translator =>
  translatorFor(ctx.locale ?? SOURCE_LOCALE)

/** `{BASE_URL}/spaces/{id}`: the Space's own page, which every feed links to. */
export function spacePageUrl(baseUrl: string, id: number): string {
  return originOf(baseUrl) + paths.space(id)
}

/** `{BASE_URL}/profile/{username}`. */
export function profilePageUrl(baseUrl: string, username: string): string {
  return originOf(baseUrl) + paths.profile(username)
}

let lastBase = ''
let lastOrigin = ''

/**
 * BASE_URL's origin, remembered: an absolute path resolves against the origin alone (what
 * `new URL(path, base)` gives), and the feeds and the sitemap make tens of thousands of links per
 * answer, where parsing the base each time was most of their cost. The paths are already encoded.
 */
function originOf(baseUrl: string): string {
  if (baseUrl !== lastBase) {
    lastOrigin = new URL(baseUrl).origin
    lastBase = baseUrl
  }
  return lastOrigin
}

/**
 * The host's name as every feed shows it: one line (a row stored before names were refused line breaks,
 * or brought in from X, may hold some), or `@handle` when there is none.
 */
export function hostName(host: Pick<FeedSpace, 'display_name' | 'username'>): string {
  return toSingleLine(host.display_name ?? '') || `@${host.username}`
}

/** What every feed says of a Space canceled on X: its title, then a sentence before the rest. */
export function canceledTitle(
  space: Pick<FeedSpace, 'title' | 'x_state'>,
  t: Translator = translatorFor(SOURCE_LOCALE),
): string {
  return isCanceledSpace(space) ? t(msg('Canceled: {title}', { title: space.title })) : space.title
}
export const CANCELED_SENTENCE = msg('Canceled on X: this Space will not take place.')

/**
 * The event's details as eventDetails (packages/shared) writes them for Google Calendar, in the
 * feed's language: the description, then the join link and the host.
 */
function translatedDetails(space: FeedSpace, t: Translator): string {
  const description = space.description?.trim() ?? ''
  const join = `${t(msg('Join on X: {link}', { link: joinLink(space) }))}\n${t(msg('Host: @{handle}', { handle: bareUsername(space.username) }))}`
  return description === '' ? join : `${description}\n\n${join}`
}

const toDate = (unix: number) => new Date(unix * 1000)

/**
 * The one iCalendar writer (moved down from features/feeds so the personal feed writes
 * with it too). An iCalendar file (RFC 5545) of the Spaces, written by ical-generator (CRLF, folding at 75 octets).
 * Every time is UTC; UID `space-{id}@{host of BASE_URL}` stays the same for the life of the Space,
 * SEQUENCE and LAST-MODIFIED move with each edit. DTSTAMP is the last change too, so the same data
 * always gives the same bytes (and ETag) on every instance.
 *
 * A Space canceled on X stays, with STATUS:CANCELLED (the import raised its SEQUENCE) and its title
 * and description saying so for apps that ignore STATUS; every other Space is STATUS:CONFIRMED, so one
 * that comes back from canceled says so too.
 *
 * Every TEXT value, calendar-level or event-level, is escaped by one function, ical-generator's own
 * `escape` (RFC 5545 §3.3.11), after `icsTextCharacters` has dropped CR and what no reader can take.
 * The library applies `escape` to event properties itself but writes NAME, X-WR-CALNAME and
 * X-WR-CALDESC as given (a name with a line break added lines to the calendar), so those are
 * escaped here.
 */
export async function renderCalendar(
  spaces: readonly FeedSpace[],
  info: FeedInfo,
  ctx: FeedContext,
): Promise<string> {
  // Loaded with the first feed asked for, not at start-up (idle memory).
  const {
    default: ical,
    escape: escapeText,
    ICalAlarmType,
    ICalCalendarMethod,
    ICalEventStatus,
  } = await import('ical-generator')
  const calendarText = (value: string) => escapeText(icsTextCharacters(value), false)
  const t = feedTranslator(ctx)
  const english = (ctx.locale ?? SOURCE_LOCALE) === SOURCE_LOCALE
  const hostname = new URL(ctx.baseUrl).hostname
  const calendar = ical({
    name: calendarText(info.title),
    description: calendarText(info.description),
    prodId: { company: 'Spaces Calendar', product: 'Feeds', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: info.pageUrl,
    source: info.feedUrl,
    ttl: REFRESH_SECONDS,
  })
  // The calendar's own lines, then its events written a slice at a time (lib/slices.ts: a large feed
  // never holds the event loop), each folded as the library folds a whole calendar.
  const frame = calendar.toString()
  const end = frame.lastIndexOf('END:VCALENDAR')
  const events = await writeInSlices(spaces, (space) => {
    const pageUrl = spacePageUrl(ctx.baseUrl, space.id)
    const isCanceled = isCanceledSpace(space)
    const details = `${english ? eventDetails(space) : translatedDetails(space, t)}\n\n${t(msg('Space page: {url}', { url: pageUrl }))}`
    const event = calendar.createEvent({
      id: `space-${space.id}@${hostname}`,
      sequence: space.sequence,
      status: isCanceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      start: toDate(space.scheduled_start),
      end: toDate(space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS),
      stamp: toDate(space.updated_at),
      created: toDate(space.created_at),
      lastModified: toDate(space.updated_at),
      summary: icsTextCharacters(canceledTitle(space, t)),
      description: icsTextCharacters(isCanceled ? `${t(CANCELED_SENTENCE)}\n\n${details}` : details),
      location: icsTextCharacters(joinLink(space)),
      url: pageUrl,
    })
    if (ctx.alarmMinutes !== undefined) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: ctx.alarmMinutes * 60,
        description: icsTextCharacters(canceledTitle(space, t)),
      })
    }
    // The host's name (what calendar apps show) and, as the address, the host's profile: a CAL-ADDRESS
    // is any URI (RFC 5545 §3.3.3), hosts' mailboxes are not public, and a no-reply mailbox is one
    // nobody reads. ical-generator writes only `mailto:` organizers, so the line is added to the
    // event's text before it is folded (at 75 octets, CRLF, like every other line).
    const organizer = `ORGANIZER;CN="${escapeText(organizerName(space), true)}":${profilePageUrl(ctx.baseUrl, space.username)}`
    const text = event.toString().replace(/END:VEVENT\r\n$/, (line) => `${organizer}\r\n${line}`)
    calendar.clear()
    return foldLines(text)
  })
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${frame.slice(0, end)}${events}${frame.slice(end)}\r\n`
}

/**
 * The host's name as an ORGANIZER's CN: one line, without what no reader can take, and a quoted
 * parameter value may not hold a double quote at all (RFC 5545 §3.1), so one becomes an apostrophe.
 */
function organizerName(space: FeedSpace): string {
  return icsTextCharacters(hostName(space)).replace(/"/g, "'")
}
