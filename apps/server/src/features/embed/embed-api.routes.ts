import {
  ZEmbedViewsQuery,
  ZEmbedViewsResponse,
  ZOEmbedQuery,
  ZOEmbedResponse,
} from '@spaces/shared/schemas/embed'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { ResponseCache, sendCachedJson } from '../../lib/response-cache'
import { nowSeconds } from '../../lib/time'
import { buildOEmbed } from './embed.oembed'
import { listEmbedViews } from './embed.queries'
import { DAY_SECONDS, type EmbedViewCounter } from './embed.views'

/** The embed views the dashboard shows: the last 30 UTC days, today included. */
const VIEW_DAYS = 30

/**
 * Issue 23: oEmbed for this site's profile and Space pages (any site may read it: CORS open), and a
 * host's embed views for the dashboard.
 */
export async function embedApiRoutes(app: App, options: { views: EmbedViewCounter }): Promise<void> {
  const cache = new ResponseCache(500, 4 * 2 ** 20)
  const { baseUrl } = app.config

  app.get(
    '/oembed',
    {
      schema: {
        tags: ['embed'],
        summary: 'Get the oEmbed answer (type rich: an iframe) for a profile or Space page of this site.',
        operationId: 'getOEmbed',
        access: 'public',
        errors: [404, 429, 501, 503],
        querystring: ZOEmbedQuery,
        response: { 200: ZOEmbedResponse },
      },
    },
    async (req, reply) => {
      reply.header('access-control-allow-origin', '*')
      const { url, format, maxwidth, maxheight } = req.query
      // oEmbed 1.0: 501 for a format the provider does not make (xml); anything else is no format.
      if (format === 'xml') throw new AppError('NOT_IMPLEMENTED', 'Only format=json is available.')
      if (format !== undefined && format !== 'json') {
        throw new AppError('BAD_REQUEST', 'format must be json (xml is not available).')
      }
      const [version, hostsVersion] = await Promise.all([
        app.readDataVersion('spaces'),
        app.readDataVersion('hosts'),
      ])
      return sendCachedJson(req, reply, {
        cache,
        key: `${hostsVersion}:${maxwidth ?? ''}:${maxheight ?? ''}:${url}`,
        version,
        compute: () => buildOEmbed(app.db, url, { baseUrl, maxwidth, maxheight }),
        admit: (compute) => app.costlyReads.admit(req, compute),
      })
    },
  )

  app.get(
    '/api/embed/views',
    {
      schema: {
        tags: ['embed'],
        summary: 'Get how often a host’s embedded schedule was viewed, per day over the last 30 days.',
        operationId: 'getEmbedViews',
        access: 'session',
        errors: [403, 404],
        querystring: ZEmbedViewsQuery,
        response: { 200: ZEmbedViewsResponse },
      },
    },
    async (req) => {
      const actor = requireUser(req)
      const host = await authorizeProfileAction(app.db, actor, 'spaces:manage', req.query.host_id)
      // This instance's counted views first, so the answer includes them.
      await options.views.flush()
      const now = nowSeconds()
      const today = now - (now % DAY_SECONDS)
      const days = await listEmbedViews(app.db, host.id, today - (VIEW_DAYS - 1) * DAY_SECONDS)
      return {
        host_id: host.id,
        today: days.find((row) => row.day === today)?.views ?? 0,
        last_30_days: days.reduce((sum, row) => sum + row.views, 0),
        days,
      }
    },
  )
}
