import {
  EMBED_LIMIT_DEFAULT,
  type EmbedTarget,
  embedHeightEstimate,
  embedIframeHtml,
} from '@spaces/shared/domain/embed'
import { usernameKey } from '@spaces/shared/domain/username'
import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { paths } from '@spaces/shared/paths'
import type { TOEmbedResponse } from '@spaces/shared/schemas/embed'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translatorFor } from '../../i18n/translate'
import { notFound } from '../../lib/errors'
import { findEmbedHosts, findEmbedSpace } from './embed.queries'

const PROVIDER_NAME = 'Spaces Calendar'
/** The frame's width when the consumer names no maxwidth (pixels). */
const DEFAULT_WIDTH = 560
/** Consumers may keep an answer a day (oEmbed cache_age, seconds). */
const CACHE_AGE = 24 * 60 * 60

/** A page of this site, and the language its address asks for (`?lang=`), if any. */
type PageRef = ({ kind: 'profile'; username: string } | { kind: 'space'; id: number }) & {
  lang?: Locale
}

/** This site's profile or Space page that `url` names, or undefined for anything else (foreign too). */
export function parsePageUrl(url: string, baseUrl: string): PageRef | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.origin !== new URL(baseUrl).origin) return undefined
  const lang = parseLocale(parsed.searchParams.get('lang')) ?? undefined
  const path = parsed.pathname.replace(/\/+$/, '')
  const space = /^\/spaces\/([1-9][0-9]{0,9})$/.exec(path)
  if (space) return { kind: 'space', id: Number(space[1]), ...(lang ? { lang } : {}) }
  const profile = /^\/profile\/([^/]+)$/.exec(path)
  if (!profile) return undefined
  try {
    const username = decodeURIComponent(profile[1] ?? '').trim()
    return username === '' ? undefined : { kind: 'profile', username, ...(lang ? { lang } : {}) }
  } catch {
    return undefined
  }
}

const NOTHING_HERE = 'There is no profile or Space of this site at that URL.'

/**
 * The oEmbed answer (type rich) for one of this site's profile or Space pages, or a 404. A page
 * address with `?lang=` gets a frame in that language (its address and name), and a title in it.
 */
export async function buildOEmbed(
  db: Kysely<Database>,
  url: string,
  options: { baseUrl: string; maxwidth?: number | undefined; maxheight?: number | undefined },
): Promise<TOEmbedResponse> {
  const ref = parsePageUrl(url, options.baseUrl)
  if (!ref) throw notFound(NOTHING_HERE)
  const origin = new URL(options.baseUrl).origin
  const t = ref.lang ? translatorFor(ref.lang) : undefined
  let about: {
    title: string
    /** The frame's accessible name in the asked language; absent: the English one. */
    frameTitle: string | undefined
    name: string
    username: string
    target: EmbedTarget
    limit: number
    image: string
  }
  if (ref.kind === 'space') {
    const space = await findEmbedSpace(db, ref.id)
    if (!space) throw notFound(NOTHING_HERE)
    about = {
      title: space.title,
      frameTitle: t?.(msg('A Space by {name}', { name: space.display_name?.trim() || `@${space.username}` })),
      name: space.display_name?.trim() || `@${space.username}`,
      username: space.username,
      target: { spaceId: space.id },
      limit: 1,
      image: `/og/spaces/${space.id}.png`,
    }
  } else {
    const [host] = await findEmbedHosts(db, [usernameKey(ref.username)])
    if (!host) throw notFound(NOTHING_HERE)
    const name = host.display_name?.trim() || `@${host.username}`
    about = {
      title: t ? t(msg('Upcoming Spaces of {names}', { names: name })) : `Upcoming Spaces of ${name}`,
      frameTitle: t?.(msg('Upcoming Spaces of {names}', { names: `@${host.username}` })),
      name,
      username: host.username,
      target: { username: host.username },
      limit: EMBED_LIMIT_DEFAULT,
      image: `/og/profile/${encodeURIComponent(host.username)}.png`,
    }
  }
  const width = Math.min(options.maxwidth ?? DEFAULT_WIDTH, DEFAULT_WIDTH)
  const height = Math.min(
    options.maxheight ?? embedHeightEstimate(about.limit),
    embedHeightEstimate(about.limit),
  )
  return {
    version: '1.0',
    type: 'rich',
    title: about.title,
    author_name: about.name,
    author_url: `${origin}${paths.profile(about.username)}`,
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    cache_age: CACHE_AGE,
    thumbnail_url: `${origin}${about.image}`,
    thumbnail_width: 1200,
    thumbnail_height: 630,
    html: embedIframeHtml(origin, about.target, {
      limit: about.limit,
      theme: 'auto',
      width,
      height,
      ...(ref.lang ? { lang: ref.lang } : {}),
      ...(about.frameTitle ? { title: about.frameTitle } : {}),
    }),
    width,
    height,
  }
}
