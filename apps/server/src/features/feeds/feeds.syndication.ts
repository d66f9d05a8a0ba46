import { formatter } from '@spaces/shared/domain/time-text'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { isCanceledSpace } from '@spaces/shared/schemas/spaces'
import { msg } from '../../i18n/message'
import { translatorFor } from '../../i18n/translate'
import {
  CANCELED_SENTENCE,
  canceledTitle,
  type FeedContext,
  type FeedInfo,
  feedTranslator,
  hostName,
  profilePageUrl,
  spacePageUrl,
} from '../../lib/ical-calendar'
import type { FeedSpace } from './feeds.queries'
import { emptyElement, parentElement, textElement, xmlDocument } from './feeds.xml'

export interface SyndicationInfo extends FeedInfo {
  /** The Atom twin's URL (the RSS feed names it, and the Atom feed itself). */
  atomUrl: string
  rssUrl: string
  /** The Atom feed's permanent id: one per distinct feed (RFC 4287 §4.2.6). */
  atomId: string
}

const START_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}
const localFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * "Tuesday, March 10, 2026 at 2:00 PM UTC": a time as text, always with its zone; in another
 * language as `Intl` writes it there (Japanese on a 24-hour clock).
 */
export function formatStart(unix: number, zone: string, locale: Locale = SOURCE_LOCALE): string {
  if (locale === SOURCE_LOCALE)
    return formatter(`feed-start|${zone}`, { ...START_PARTS, timeZone: zone }).format(new Date(unix * 1000))
  const key = `${locale}|${zone}`
  let format = localFormatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...START_PARTS,
      ...(locale === 'ja' ? { hourCycle: 'h23' as const } : {}),
      timeZone: zone,
    })
    localFormatters.set(key, format)
  }
  return format.format(new Date(unix * 1000))
}

/**
 * When it starts (UTC, and in the host's zone when known), who hosts it, then the description; for a
 * Space canceled on X, a sentence saying so first.
 */
export function itemText(space: FeedSpace, locale: Locale = SOURCE_LOCALE): string {
  const t = translatorFor(locale)
  const zone = space.host_timezone
  const utc = formatStart(space.scheduled_start, 'UTC', locale)
  const start =
    zone && zone !== 'UTC'
      ? t(
          msg("{utc} ({local}, {zone}, the host's zone)", {
            utc,
            local: formatStart(space.scheduled_start, zone, locale),
            zone,
          }),
        )
      : utc
  const when = isCanceledSpace(space)
    ? `${t(CANCELED_SENTENCE)} ${t(msg('It was to start {start}.', { start }))}`
    : t(msg('Starts {start}.', { start }))
  const lead = `${when} ${t(msg('Hosted by {name}.', { name: hostName(space) }))}`
  const description = space.description?.trim()
  return description ? `${lead}\n\n${description}` : lead
}

/** The newest change among the items, so the same data always gives the same bytes. */
const lastChange = (spaces: readonly FeedSpace[]) =>
  new Date(spaces.reduce((latest, space) => Math.max(latest, space.updated_at), 0) * 1000)

const GENERATOR = 'Spaces Calendar'
const DC = 'http://purl.org/dc/elements/1.1/'
const ATOM = 'http://www.w3.org/2005/Atom'

/**
 * RSS 2.0 of upcoming Spaces. Titles and descriptions are plain text (RSS has no way to say so; Atom,
 * at the same address with `.atom`, declares it). The host's name goes in `dc:creator`: RSS's own
 * `<author>` is for an email address, and hosts' addresses are not public.
 */
export function renderRss(spaces: readonly FeedSpace[], info: SyndicationInfo, ctx: FeedContext): string {
  const t = feedTranslator(ctx)
  const locale = ctx.locale ?? SOURCE_LOCALE
  const items = spaces.map((space) => {
    const url = spacePageUrl(ctx.baseUrl, space.id)
    return parentElement('item', {}, [
      textElement('title', canceledTitle(space, t)),
      textElement('link', url),
      textElement('guid', url, { isPermaLink: 'true' }),
      textElement('pubDate', new Date(space.created_at * 1000).toUTCString()),
      textElement('dc:creator', hostName(space)),
      textElement('description', itemText(space, locale)),
    ])
  })
  const channel = parentElement('channel', {}, [
    textElement('title', info.title),
    textElement('link', info.pageUrl),
    textElement('description', info.description),
    textElement('language', locale),
    textElement('lastBuildDate', lastChange(spaces).toUTCString()),
    textElement('docs', 'https://www.rssboard.org/rss-specification'),
    textElement('generator', GENERATOR),
    emptyElement('atom:link', { href: info.rssUrl, rel: 'self', type: 'application/rss+xml' }),
    ...items,
  ])
  return xmlDocument(parentElement('rss', { version: '2.0', 'xmlns:atom': ATOM, 'xmlns:dc': DC }, [channel]))
}

/**
 * The same items as Atom 1.0: titles and summaries declared `type="text"` (what they are: a title
 * `Rent <b>up</b>` is those characters, and a summary keeps its paragraph breaks), and the feed's own
 * permanent id.
 */
export function renderAtom(spaces: readonly FeedSpace[], info: SyndicationInfo, ctx: FeedContext): string {
  const t = feedTranslator(ctx)
  const locale = ctx.locale ?? SOURCE_LOCALE
  const text = { type: 'text' }
  const entries = spaces.map((space) => {
    const url = spacePageUrl(ctx.baseUrl, space.id)
    return parentElement('entry', {}, [
      textElement('id', url),
      textElement('title', canceledTitle(space, t), text),
      emptyElement('link', { rel: 'alternate', type: 'text/html', href: url }),
      textElement('updated', new Date(space.updated_at * 1000).toISOString()),
      textElement('published', new Date(space.created_at * 1000).toISOString()),
      parentElement('author', {}, [
        textElement('name', hostName(space)),
        textElement('uri', profilePageUrl(ctx.baseUrl, space.username)),
      ]),
      textElement('summary', itemText(space, locale), text),
    ])
  })
  return xmlDocument(
    parentElement('feed', { xmlns: ATOM, 'xml:lang': locale }, [
      textElement('id', info.atomId),
      textElement('title', info.title, text),
      textElement('subtitle', info.description, text),
      textElement('updated', lastChange(spaces).toISOString()),
      textElement('generator', GENERATOR),
      emptyElement('link', { rel: 'alternate', type: 'text/html', href: info.pageUrl }),
      emptyElement('link', { rel: 'self', type: 'application/atom+xml', href: info.atomUrl }),
      ...entries,
    ]),
  )
}
