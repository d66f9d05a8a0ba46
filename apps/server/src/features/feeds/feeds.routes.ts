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
}

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
    return sendCachedBody(req, reply, {
      cache,
      key: `${format}:${scopeKey(scope)}:${feedWindowStart(now)}`,
      version,
      contentType: CONTENT_TYPES[format],
      compute: () => buildFeed(app.db, scope, format, { baseUrl, now }),
    })
  }

  for (const format of ['ics', 'xml', 'atom'] as const) {
    app.get(
      `/feeds/spaces.${format}`,
      { schema: { tags, querystring: ZSiteFeedQuery } },
      async (req, reply) => sendFeed(req, reply, siteScope(req.query.hosts), format),
    )
    app.get(
      `/feeds/hosts/:username.${format}`,
      { schema: { tags, params: ZUsernameParam } },
      async (req, reply) => sendFeed(req, reply, hostScope(req.params.username), format),
    )
  }

  app.get('/sitemap.xml', { schema: { tags } }, async (req, reply) => {
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
    })
  })

  const robots = renderRobots(baseUrl)
  app.get('/robots.txt', { schema: { tags } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )
}
