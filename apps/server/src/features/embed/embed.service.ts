import { canAddToCalendar, googleCalendarUrl } from '@spaces/shared/domain/calendar-link'
import type { EmbedOptions } from '@spaces/shared/domain/embed'
import { parseHostsParam } from '@spaces/shared/domain/feed-urls'
import { isHttpsUrl } from '@spaces/shared/domain/https-url'
import { externalRecordingPlatform, type SpaceStatus, spaceStatus } from '@spaces/shared/domain/space-status'
import { usernameKey } from '@spaces/shared/domain/username'
import type { Locale } from '@spaces/shared/i18n/locales'
import { FEED_HOSTS_MAX, SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { type Message, msg } from '../../i18n/message'
import { type Translator, translatorFor } from '../../i18n/translate'
import { AppError, badRequest } from '../../lib/errors'
import { type EmbedCard, type EmbedPageModel, renderEmbedPage } from './embed.page'
import {
  type EmbedHost,
  type EmbedSpace,
  findEmbedHosts,
  findEmbedSpace,
  listEmbedSpaces,
} from './embed.queries'

/** Whose Spaces an embed page shows: one host, a few (none: every host), or one Space. */
export type EmbedScope =
  | { kind: 'host'; key: string }
  | { kind: 'hosts'; keys: string[] }
  | { kind: 'space'; id: number }

export interface BuiltEmbed {
  html: string
  /** The hosts whose views this page counts. */
  hostIds: number[]
}

interface Context {
  baseUrl: string
  now: number
  /** The page's language (embed.routes.ts: `?lang=`, then the browser's, then DEFAULT_LOCALE). */
  locale: Locale
}

/** `?hosts=a,b` as a scope: handles, lower-cased and sorted (one cache entry per set), at most 50. */
export function hostsScope(hostsParam: string | undefined): EmbedScope {
  const keys = parseHostsParam(hostsParam).sort()
  if (keys.length > FEED_HOSTS_MAX)
    throw badRequest(msg('An embed can show at most {max} hosts.', { max: FEED_HOSTS_MAX }))
  return { kind: 'hosts', keys }
}

export const hostScope = (username: string): EmbedScope => ({ kind: 'host', key: usernameKey(username) })

/** A key naming the scope, for the response cache. */
export function embedScopeKey(scope: EmbedScope): string {
  if (scope.kind === 'host') return `host:${scope.key}`
  return scope.kind === 'space' ? `space:${scope.id}` : `hosts:${scope.keys.join(',')}`
}

const nameOf = (host: Pick<EmbedHost, 'display_name' | 'username'>) =>
  host.display_name?.trim() || `@${host.username}`
const hostLine = (host: Pick<EmbedHost, 'display_name' | 'username'>) =>
  host.display_name?.trim() ? `${host.display_name.trim()} (@${host.username})` : `@${host.username}`

/** The hosts a scope names, in its order, or a 404 naming the first handle that belongs to nobody. */
async function resolveHosts(db: Kysely<Database>, keys: string[]): Promise<EmbedHost[]> {
  const found = keys.length === 0 ? [] : await findEmbedHosts(db, keys)
  return keys.map((key) => {
    const host = found.find((user) => user.username_key === key)
    if (!host) throw new AppError('NOT_FOUND', msg('There is no host @{handle}.', { handle: key }))
    return host
  })
}

const BADGES: Record<SpaceStatus['badge'], Message> = {
  Upcoming: msg('Upcoming'),
  'Live now': msg('Live now'),
  Recorded: msg('Recorded'),
  LIVE: msg('LIVE'),
  Canceled: msg('Canceled'),
}

/** The card's button as spaceStatus names it (packages/shared), as a sentence to translate. */
function buttonMessage(space: EmbedSpace, status: SpaceStatus): Message | null {
  if (status.buttonLabel === null) return null
  if (status.kind === 'live') return msg('Join live on X')
  if (status.kind === 'upcoming') return msg('Set Reminder on X')
  const platform = externalRecordingPlatform(space.recording_platform)
  return platform === null ? msg('Listen now') : msg('Listen on {platform}', { platform })
}

function toCard(space: EmbedSpace, ctx: Context, t: Translator): EmbedCard {
  const status = spaceStatus(space, ctx.now)
  const button = buttonMessage(space, status)
  const action = button !== null && isHttpsUrl(status.href) ? { label: t(button), href: status.href } : null
  const calendarUrl =
    status.showCalendarLink && canAddToCalendar(space) && isHttpsUrl(space.space_url)
      ? googleCalendarUrl({ ...space, description: null })
      : null
  const live =
    status.listeners === null || status.listeners === undefined
      ? ''
      : ` · ${t(msg('{count, plural, one {# listening} other {# listening}}', { count: status.listeners }))}`
  return {
    title: space.title,
    pageUrl: `${ctx.baseUrl}${paths.space(space.id)}`,
    startIso: new Date(space.scheduled_start * 1000).toISOString(),
    startUnix: space.scheduled_start,
    badge: `${t(BADGES[status.badge])}${live}`,
    isLive: status.kind === 'live' || status.badge === 'Live now',
    hostLine: hostLine(space),
    action,
    calendarUrl,
  }
}

/** The page of one scope, rendered, and the hosts it counts views for. */
export async function buildEmbed(
  db: Kysely<Database>,
  scope: EmbedScope,
  options: EmbedOptions,
  ctx: Context,
): Promise<BuiltEmbed> {
  const t = translatorFor(ctx.locale)
  const page = (
    model: Omit<EmbedPageModel, 'siteUrl' | 'theme' | 'locale'>,
    hostIds: number[],
  ): BuiltEmbed => ({
    html: renderEmbedPage({ ...model, siteUrl: `${ctx.baseUrl}/`, theme: options.theme, locale: ctx.locale }),
    hostIds,
  })
  if (scope.kind === 'space') {
    const space = await findEmbedSpace(db, scope.id)
    if (!space) throw new AppError('NOT_FOUND', 'There is no Space with this id.')
    const heading = t(msg('A Space by {name}', { name: nameOf(space) }))
    const headingUrl = `${ctx.baseUrl}${paths.profile(space.username)}`
    return page({ heading, headingUrl, cards: [toCard(space, ctx, t)], emptyText: '' }, [space.host_id])
  }
  const hosts = await resolveHosts(db, scope.kind === 'host' ? [scope.key] : scope.keys)
  const spaces = await listEmbedSpaces(db, {
    hostIds: hosts.length === 0 ? undefined : hosts.map((host) => host.id),
    startedSince: ctx.now - SPACE_DEFAULT_DURATION_SECONDS,
    limit: options.limit,
  })
  const names = hosts.map(nameOf).join(', ')
  const single = scope.kind === 'host' ? hosts[0] : undefined
  return page(
    {
      heading: t(names === '' ? msg('Upcoming Spaces') : msg('Upcoming Spaces of {names}', { names })),
      headingUrl: single ? `${ctx.baseUrl}${paths.profile(single.username)}` : `${ctx.baseUrl}/`,
      cards: spaces.map((space) => toCard(space, ctx, t)),
      emptyText: t(
        names === ''
          ? msg('No upcoming Spaces right now.')
          : msg('No upcoming Spaces from {names} right now.', { names }),
      ),
    },
    hosts.map((host) => host.id),
  )
}

/** The error page of an embed (unknown host, bad address, too busy): same look, no Spaces. */
export function renderEmbedError(message: string, baseUrl: string, locale: Locale): string {
  return renderEmbedPage({
    locale,
    heading: 'Spaces Calendar',
    headingUrl: `${baseUrl}/`,
    cards: [],
    emptyText: message,
    siteUrl: `${baseUrl}/`,
    theme: 'auto',
  })
}
