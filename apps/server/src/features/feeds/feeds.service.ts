import { type FeedFormat, hostFeedPath, parseHostsParam, siteFeedPath } from '@spaces/shared/domain/feed-urls'
import { latestEndedStart } from '@spaces/shared/domain/space-status'
import { usernameKey } from '@spaces/shared/domain/username'
import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { FEED_HOSTS_MAX, FEED_ITEMS_MAX, FEED_PAST_SECONDS, SITEMAP_URLS_MAX } from '@spaces/shared/limits'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { type Translator, translatorFor } from '../../i18n/translate'
import { AppError, badRequest } from '../../lib/errors'
import { type FeedContext, hostName, profilePageUrl, renderCalendar } from '../../lib/ical-calendar'
import { renderJsonFeed } from './feeds.json-feed'
import {
  type FeedHost,
  findUsersByUsernameKeys,
  listFeedSpaces,
  listHostUsernames,
  listSitemapSpaces,
} from './feeds.queries'
import { renderRobots, renderSitemap } from './feeds.sitemap'
import { renderAtom, renderRss, type SyndicationInfo } from './feeds.syndication'

/** Most events one calendar feed carries: the earliest from the window's start. */
export const CALENDAR_EVENTS_MAX = 5000

/** Which Spaces a feed shows: every host's (optionally a chosen few), or one host's. */
export type FeedScope = { kind: 'site'; hostKeys: string[] } | { kind: 'host'; hostKey: string }

export const DAY_SECONDS = 24 * 60 * 60

/**
 * Where a feed's window starts: 30 days before the start of today (UTC). Whole days, so the window,
 * and with it the cached answer, changes once a day and not with every second.
 */
export function feedWindowStart(now: number): number {
  return now - (now % DAY_SECONDS) - FEED_PAST_SECONDS
}

/** The site feed's scope from `?hosts=a,b`: handles, lower-cased, sorted (one cache entry per set). */
export function siteScope(hostsParam: string | undefined): FeedScope {
  const hostKeys = parseHostsParam(hostsParam).sort()
  if (hostKeys.length > FEED_HOSTS_MAX) {
    throw badRequest(msg('A feed can follow at most {max} hosts.', { max: FEED_HOSTS_MAX }))
  }
  return { kind: 'site', hostKeys }
}

export function hostScope(username: string): FeedScope {
  return { kind: 'host', hostKey: usernameKey(username) }
}

/** A key naming the scope, for the response cache. */
export function scopeKey(scope: FeedScope): string {
  return scope.kind === 'site' ? `site:${scope.hostKeys.join(',')}` : `host:${scope.hostKey}`
}

/** The hosts a scope names, or a 404 naming the first handle that belongs to nobody. */
async function resolveHosts(db: Kysely<Database>, scope: FeedScope): Promise<FeedHost[] | undefined> {
  const keys = scope.kind === 'site' ? scope.hostKeys : [scope.hostKey]
  if (keys.length === 0) return undefined
  const found = await findUsersByUsernameKeys(db, keys)
  const missing = keys.find((key) => !found.some((user) => user.username_key === key))
  if (missing !== undefined)
    throw new AppError('NOT_FOUND', msg('There is no host @{handle}.', { handle: missing }))
  return keys.map((key) => found.find((user) => user.username_key === key) as FeedHost)
}

/** The year in Atom ids' tag URIs (RFC 4151): when the feeds were first given ids of their own. */
const FEED_ID_YEAR = 2026

/**
 * An Atom feed's permanent id, one per distinct feed (RFC 4287 §4.2.6): a tag URI naming the site
 * feed, the site feed for a set of hosts, or a host's feed, by account ids, so the id stays the same
 * when a handle changes, whatever order or case `?hosts=` names them in.
 */
function atomFeedId(scope: FeedScope, hosts: FeedHost[] | undefined, baseUrl: string): string {
  const tag = `tag:${new URL(baseUrl).hostname},${FEED_ID_YEAR}:feeds`
  const ids = (hosts ?? []).map((host) => host.id).sort((a, b) => a - b)
  if (scope.kind === 'host') return `${tag}/hosts/${ids[0]}`
  return ids.length === 0 ? `${tag}/spaces` : `${tag}/spaces?hosts=${ids.join(',')}`
}

function describeScope(
  scope: FeedScope,
  hosts: FeedHost[] | undefined,
  format: FeedFormat,
  baseUrl: string,
  t: Translator,
) {
  const url = (path: string) => new URL(path, baseUrl).toString()
  const host = scope.kind === 'host' ? hosts?.[0] : undefined
  const pathFor = (f: FeedFormat) =>
    host ? hostFeedPath(f, host.username) : siteFeedPath(f, hosts?.map((h) => h.username) ?? [])
  const names = hosts?.map(hostName).join(', ')
  return {
    feedUrl: url(pathFor(format)),
    rssUrl: url(pathFor('xml')),
    atomUrl: url(pathFor('atom')),
    atomId: atomFeedId(scope, hosts, baseUrl),
    pageUrl: host ? profilePageUrl(baseUrl, host.username) : url('/'),
    title: names ? `Spaces Calendar: ${names}` : 'Spaces Calendar',
    description: host
      ? t(
          msg('X Spaces hosted by {name} (@{handle}), from Spaces Calendar.', {
            name: hostName(host),
            handle: host.username,
          }),
        )
      : names
        ? t(msg('X Spaces hosted by {names}, from Spaces Calendar.', { names }))
        : t(msg('X Spaces from every host on Spaces Calendar.')),
  } satisfies SyndicationInfo
}

/**
 * A feed as text: the calendar (`ics`: Spaces from 30 days ago onwards) or RSS/Atom (`xml`, `atom`:
 * upcoming Spaces, soonest first).
 */
export async function buildFeed(
  db: Kysely<Database>,
  scope: FeedScope,
  format: FeedFormat,
  options: FeedContext & { now: number; locale?: Locale },
): Promise<string> {
  const hosts = await resolveHosts(db, scope)
  const info = describeScope(
    scope,
    hosts,
    format,
    options.baseUrl,
    translatorFor(options.locale ?? SOURCE_LOCALE),
  )
  const hostIds = hosts?.map((host) => host.id)
  if (format === 'ics') {
    const spaces = await listFeedSpaces(db, {
      hostIds,
      startsFrom: feedWindowStart(options.now),
      limit: CALENDAR_EVENTS_MAX,
    })
    return renderCalendar(spaces, info, options)
  }
  // The lower bound lets the start index skip past the ended Spaces instead of filtering them out.
  const spaces = await listFeedSpaces(db, {
    hostIds,
    startsFrom: latestEndedStart(options.now),
    isUpcomingOnly: true,
    limit: FEED_ITEMS_MAX,
  })
  if (format === 'json') return renderJsonFeed(spaces, info, options)
  return format === 'xml' ? renderRss(spaces, info, options) : renderAtom(spaces, info, options)
}

/** sitemap.xml: public pages, every host profile, Space pages from 30 days ago onwards. */
export async function buildSitemap(
  db: Kysely<Database>,
  options: FeedContext & { now: number },
): Promise<string> {
  const hosts = await listHostUsernames(db)
  const room = Math.max(0, SITEMAP_URLS_MAX - 3 - hosts.length)
  const spaces = await listSitemapSpaces(db, { startsFrom: feedWindowStart(options.now), limit: room })
  return renderSitemap(hosts, spaces, options.baseUrl)
}

export { renderRobots }
