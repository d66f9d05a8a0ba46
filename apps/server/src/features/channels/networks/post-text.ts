import type { Locale } from '@spaces/shared/i18n/locales'
import { formatStartIn } from '../../../i18n/dates'
import { type Message, msg } from '../../../i18n/message'
import { translate } from '../../../i18n/translate'

export type ChannelEvent = 'new' | 'live' | 'hour'

/** What one post says: the Space, the event and the channel's zone. */
export interface PostContent {
  event: ChannelEvent
  title: string
  /** The Space's page on this site. */
  url: string
  /** Unix seconds. */
  startsAt: number
  /** The channel's chosen IANA zone. */
  zone: string
  /** Stable for one (channel, Space, event): the networks that take one use it to refuse a repeat. */
  key: string
  /** The outbox row's id and when it was planned (unix seconds): Bluesky's record key is made of them. */
  serial: number
  plannedAt: number
  /** The language the post is written in: the profile owner's, else the site's default. */
  locale: Locale
  /** An earlier attempt was made, so the post may already be up (Bluesky looks for its record first). */
  retrying: boolean
}

/** The words that lead each post, translated through the server's catalogs. */
const EVENT_LEAD: Record<ChannelEvent, Message> = {
  new: msg('New Space'),
  live: msg('Live now'),
  hour: msg('Starts in an hour'),
}

/** The lead of a post ("New Space") in the post's language. */
export function leadText(content: Pick<PostContent, 'event' | 'locale'>): string {
  return translate(content.locale, EVENT_LEAD[content.event])
}

/** Words of the post besides the lead (Discord's field names), in the post's language. */
export function postWord(content: Pick<PostContent, 'locale'>, word: Message): string {
  return translate(content.locale, word)
}

/**
 * "Sat, Dec 19, 2026, 7:00 PM GMT+1 (Europe/Paris)": the start in the channel's zone, with the zone,
 * written by Intl in the post's language (English exactly as the app says it).
 */
export function startText(content: Pick<PostContent, 'startsAt' | 'zone' | 'locale'>): string {
  return `${formatStartIn(content.locale, content.startsAt, content.zone)} (${content.zone})`
}

/** The time line: a live Space says when it started. */
export function whenText(content: PostContent): string {
  return content.event === 'live'
    ? translate(content.locale, msg('Started {when}', { when: startText(content) }))
    : startText(content)
}

/** Plain text: lead and title, the time with its zone, the link; the title cut to fit `maxTitle`. */
export function plainPost(content: PostContent, maxTitle = 200): string {
  const title = cut(content.title, maxTitle)
  return `${leadText(content)}: ${title}\n${whenText(content)}\n${content.url}`
}

/** At most `max` characters (whole code points), with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}
