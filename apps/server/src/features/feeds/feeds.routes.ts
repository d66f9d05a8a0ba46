import type { FeedFormat } from '@spaces/shared/domain/feed-urls'
import { ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZSiteFeedQuery } from '@spaces/shared/schemas/feeds'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { ResponseCache, sendCachedBody } from '../../lib/response-cache'
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

const tags = ['feeds']

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

/**
 * Calendar feeds, RSS and Atom, the sitemap and robots.txt (issue 12): public GETs, each answer
 * cached per data version like the Space lists, with ETag and 304. Registered as routes, so the web
 * app's fallback never answers these paths, built or not.
 */
export async function feedsRoutes(app: App): Promise<void> {
  const cache = new ResponseCache(200)
  const { baseUrl } = app.config

  async function sendFeed(req: FastifyRequest, reply: FastifyReply, scope: FeedScope, format: FeedFormat) {
    // The version before the data: a change landing in between is then newer than the version
    // it is cached under, never older.
    const version = await app.readDataVersion('spaces')
    const now = nowSeconds()
    // Issue 23: the JSON Feed is for other sites' own widgets, read by their pages' scripts.
    if (format === 'json') reply.header('access-control-allow-origin', '*')
    return sendCachedBody(req, reply, {
      cache,
      key: `${format}:${scopeKey(scope)}:${feedWindowStart(now)}`,
      version,
      contentType: CONTENT_TYPES[format],
      compute: () => buildFeed(app.db, scope, format, { baseUrl, now }),
      admit: (compute) => app.costlyReads.admit(req, compute),
    })
  }

  for (const format of ['ics', 'xml', 'atom', 'json'] as const) {
    app.get(
      `/feeds/spaces.${format}`,
      {
        schema: {
          tags,
          summary: `Get the Spaces as ${FEED_DOCS[format].name}, of every host or of those named in hosts.`,
          operationId: `getSpaces${FEED_DOCS[format].id}Feed`,
          access: 'public',
          // 429 and 503: a feed the cache did not have counts against the read limit (issue 24).
          errors: [404, 429, 503],
          produces: [mediaTypeOf(format)],
          querystring: ZSiteFeedQuery,
        },
      },
      async (req, reply) => sendFeed(req, reply, siteScope(req.query.hosts), format),
    )
    app.get(
      `/feeds/hosts/:username.${format}`,
      {
        schema: {
          tags,
          summary: `Get one host’s Spaces as ${FEED_DOCS[format].name}.`,
          operationId: `getHost${FEED_DOCS[format].id}Feed`,
          access: 'public',
          errors: [429, 503],
          produces: [mediaTypeOf(format)],
          params: ZUsernameParam,
        },
      },
      async (req, reply) => sendFeed(req, reply, hostScope(req.params.username), format),
    )
  }

  const sitemap = {
    tags,
    summary: 'Get the sitemap: the site’s public pages, every host’s profile and recent and coming Spaces.',
    operationId: 'getSitemap',
    access: 'public',
    errors: [429, 503],
    produces: ['application/xml'],
  } as const
  app.get('/sitemap.xml', { schema: sitemap }, async (req, reply) => {
    const [spacesVersion, hostsVersion] = await Promise.all([
      app.readDataVersion('spaces'),
      app.readDataVersion('hosts'),
    ])
    const now = nowSeconds()
    return sendCachedBody(req, reply, {
      cache,
      key: `sitemap:${hostsVersion}:${feedWindowStart(now)}`,
      version: spacesVersion,
      contentType: 'application/xml; charset=utf-8',
      compute: () => buildSitemap(app.db, { baseUrl, now }),
      admit: (compute) => app.costlyReads.admit(req, compute),
    })
  })

  const robots = renderRobots(baseUrl)
  const robotsSchema = {
    tags,
    summary: 'Get robots.txt: what crawlers may read, and where the sitemap is.',
    operationId: 'getRobotsTxt',
    access: 'public',
    produces: ['text/plain'],
  } as const
  app.get('/robots.txt', { schema: robotsSchema }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )
}
