import { formatStartWithYear } from '@spaces/shared/domain/time-text'

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
}

/** The words that lead each post. UI strings of the channels live here and in the web's channel texts. */
export const EVENT_LEAD: Record<ChannelEvent, string> = {
  new: 'New Space',
  live: 'Live now',
  hour: 'Starts in an hour',
}

/** "Sat, Dec 19, 2026, 7:00 PM GMT+1 (Europe/Paris)": the start in the channel's zone, with the zone. */
export function startText(content: Pick<PostContent, 'startsAt' | 'zone'>): string {
  return `${formatStartWithYear(content.startsAt, content.zone)} (${content.zone})`
}

/** The time line: a live Space says when it started. */
export function whenText(content: PostContent): string {
  return content.event === 'live' ? `Started ${startText(content)}` : startText(content)
}

/** Plain text: lead and title, the time with its zone, the link; the title cut to fit `maxTitle`. */
export function plainPost(content: PostContent, maxTitle = 200): string {
  const title = cut(content.title, maxTitle)
  return `${EVENT_LEAD[content.event]}: ${title}\n${whenText(content)}\n${content.url}`
}

/** At most `max` characters (whole code points), with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}
