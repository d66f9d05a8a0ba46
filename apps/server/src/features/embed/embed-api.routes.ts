import {
  ZEmbedViewsQuery,
  ZEmbedViewsResponse,
  ZOEmbedQuery,
  ZOEmbedResponse,
} from '@spaces/shared/schemas/embed'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { cachedAnswers } from '../../cache/cached-answers'
import { AppError } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import type { EmbedDeps } from './embed.deps'
import { buildOEmbed } from './embed.oembed'
import { listEmbedViews } from './embed.queries'
import { DAY_SECONDS, type EmbedViewCounter } from './embed.views'

/** The embed views the dashboard shows: the last 30 UTC days, today included. */
const VIEW_DAYS = 30

const doc = routeDoc('embed')

/**
 * oEmbed for this site's profile and Space pages (any site may read it: CORS open), and a host's
 * embed views for the dashboard.
 */
export async function embedApiRoutes(app: App, deps: EmbedDeps & { views: EmbedViewCounter }): Promise<void> {
  const { db, baseUrl, views } = deps
  const answers = cachedAnswers(deps.cache, { maxEntries: 500, maxBytes: 4 * 2 ** 20 })

  const oembed = doc({
    operationId: 'getOEmbed',
    access: 'public',
    summary: 'Get the oEmbed answer (type rich: an iframe) for a profile or Space page of this site.',
    errors: [404, 429, 501, 503],
    querystring: ZOEmbedQuery,
    response: { 200: ZOEmbedResponse },
  })
  app.get('/oembed', { schema: oembed }, async (req, reply) => {
    reply.header('access-control-allow-origin', '*')
    const { url, format, maxwidth, maxheight } = req.query
    // oEmbed 1.0: 501 for a format the provider does not make (xml); anything else is no format.
    if (format === 'xml') throw new AppError('NOT_IMPLEMENTED', 'Only format=json is available.')
    if (format !== undefined && format !== 'json') {
      throw new AppError('BAD_REQUEST', 'format must be json (xml is not available).')
    }
    return answers.json(req, reply, {
      dataSets: ['spaces', 'hosts'],
      key: `${maxwidth ?? ''}:${maxheight ?? ''}:${url}`,
      compute: () => buildOEmbed(db, url, { baseUrl, maxwidth, maxheight }),
      admit: (compute) => deps.costlyReads.admit(req, compute),
    })
  })

  const viewCounts = doc({
    operationId: 'getEmbedViews',
    access: 'session',
    summary: 'Get how often a host’s embedded schedule was viewed, per day over the last 30 days.',
    errors: [403, 404],
    querystring: ZEmbedViewsQuery,
    response: { 200: ZEmbedViewsResponse },
  })
  app.get('/api/embed/views', { schema: viewCounts }, async (req) => {
    const actor = requireUser(req)
    const host = await authorizeProfileAction(db, actor, 'spaces:manage', req.query.host_id)
    // This instance's counted views first, so the answer includes them.
    await views.flush()
    const now = nowSeconds()
    const today = now - (now % DAY_SECONDS)
    const days = await listEmbedViews(db, host.id, today - (VIEW_DAYS - 1) * DAY_SECONDS)
    return {
      host_id: host.id,
      today: days.find((row) => row.day === today)?.views ?? 0,
      last_30_days: days.reduce((sum, row) => sum + row.views, 0),
      days,
    }
  })
}
