import type { FeedFormat } from '@spaces/shared/domain/feed-urls'
import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZFeedLangQuery, ZSiteFeedQuery } from '@spaces/shared/schemas/feeds'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { type CacheParts, cachedAnswers, LARGE_ANSWER_BYTES } from '../../cache/cached-answers'
import type { Database } from '../../db/database'
import type { CostlyWork } from '../../lib/costly-work'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import {
  buildFeed,
  buildSitemap,
  type FeedScope,
  feedWindowStart,
  hostScope,
  renderRobots,
  scopeKey,
  siteScope,
} from './feeds.service'

const doc = routeDoc('feeds')

const CONTENT_TYPES: Record<FeedFormat, string> = {
  ics: 'text/calendar; charset=utf-8',
  xml: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
}

/** Each feed format in the API document: what it is called and its operation ids' suffix. */
const FEED_DOCS: Record<FeedFormat, { name: string; id: string }> = {
  ics: { name: 'an iCalendar feed', id: 'Calendar' },
  xml: { name: 'an RSS feed', id: 'Rss' },
  atom: { name: 'an Atom feed', id: 'Atom' },
  json: { name: 'a JSON Feed', id: 'Json' },
}
const mediaTypeOf = (format: FeedFormat) => CONTENT_TYPES[format].split(';')[0] as string

export interface FeedsDeps {
  db: Kysely<Database>
  baseUrl: string
  /** The feeds the response cache did not have: limited per IP and bounded per instance. */
  costlyReads: CostlyWork
  cache: CacheParts
  /** DEFAULT_LOCALE: a feed's language when its address names none (`?lang=`). */
  defaultLocale: Locale
}

/**
 * Calendar feeds, RSS and Atom, the sitemap and robots.txt: public GETs, each answer cached per data
 * version like the Space lists, with ETag and 304. Registered as routes, so the web app's fallback
 * never answers these paths, built or not.
 */
export async function feedsRoutes(app: App, deps: FeedsDeps): Promise<void> {
  const { db, baseUrl } = deps
  // Large answers: built in slices, and while a new one is made the previous one is sent (cache/).
  const feeds = cachedAnswers(deps.cache, {
    maxEntries: 200,
    staleWhileRebuild: { minBytes: LARGE_ANSWER_BYTES },
  })

  async function sendFeed(
    req: FastifyRequest,
    reply: FastifyReply,
    scope: FeedScope,
    format: FeedFormat,
    lang: string | undefined,
  ) {
    // The feed's name and description follow `?lang=` only (a calendar app sends no cookie): the
    // language is in the cache key, so no answer goes out in another language than asked.
    const locale = parseLocale(lang) ?? deps.defaultLocale
    const now = nowSeconds()
    // The JSON Feed is for other sites' own widgets, read by their pages' scripts.
    if (format === 'json') reply.header('access-control-allow-origin', '*')
    return feeds.text(req, reply, {
      dataSets: ['spaces'],
      key: `${format}:${scopeKey(scope)}:${feedWindowStart(now)}:${locale}`,
      contentType: CONTENT_TYPES[format],
      compute: () => buildFeed(db, scope, format, { baseUrl, now, locale }),
      admit: (compute) => deps.costlyReads.admit(req, compute),
    })
  }

  for (const format of ['ics', 'xml', 'atom', 'json'] as const) {
    const site = doc({
      operationId: `getSpaces${FEED_DOCS[format].id}Feed`,
      access: 'public',
      summary: `Get the Spaces as ${FEED_DOCS[format].name}, of every host or of those named in hosts.`,
      // 429 and 503: a feed the cache did not have counts against the read limit.
      errors: [404, 429, 503],
      produces: [mediaTypeOf(format)],
      querystring: ZSiteFeedQuery,
    })
    app.get(`/feeds/spaces.${format}`, { schema: site }, async (req, reply) =>
      sendFeed(req, reply, siteScope(req.query.hosts), format, req.query.lang),
    )
    const host = doc({
      operationId: `getHost${FEED_DOCS[format].id}Feed`,
      access: 'public',
      summary: `Get one host’s Spaces as ${FEED_DOCS[format].name}.`,
      errors: [429, 503],
      produces: [mediaTypeOf(format)],
      params: ZUsernameParam,
      querystring: ZFeedLangQuery,
    })
    app.get(`/feeds/hosts/:username.${format}`, { schema: host }, async (req, reply) =>
      sendFeed(req, reply, hostScope(req.params.username), format, req.query.lang),
    )
  }

  const sitemap = doc({
    operationId: 'getSitemap',
    access: 'public',
    summary: 'Get the sitemap: the site’s public pages, every host’s profile and recent and coming Spaces.',
    errors: [429, 503],
    produces: ['application/xml'],
  })
  app.get('/sitemap.xml', { schema: sitemap }, async (req, reply) => {
    const now = nowSeconds()
    return feeds.text(req, reply, {
      dataSets: ['spaces', 'hosts'],
      key: `sitemap:${feedWindowStart(now)}`,
      contentType: 'application/xml; charset=utf-8',
      compute: () => buildSitemap(db, { baseUrl, now }),
      admit: (compute) => deps.costlyReads.admit(req, compute),
    })
  })

  const robots = renderRobots(baseUrl)
  const robotsSchema = doc({
    operationId: 'getRobotsTxt',
    access: 'public',
    summary: 'Get robots.txt: what crawlers may read, and where the sitemap is.',
    produces: ['text/plain'],
  })
  app.get('/robots.txt', { schema: robotsSchema }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )
}
