import { zPathId } from '@spaces/shared/schemas/common'
import type { App } from '../../../app-types'
import { nowSeconds } from '../../../lib/time'
import type { NewsletterDeps } from '../newsletter.deps'
import { HIDDEN_ROUTE, notValid, readToken } from '../newsletter.pages'
import { findCampaignLinkUrl, findDeliveryByToken, recordClick, recordOpen } from './delivery.queries'

/** A 1×1 transparent GIF: the open pixel. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** The open pixel and the click redirects of a delivered campaign: each records its first use. */
export async function trackingPages(app: App, { db }: Pick<NewsletterDeps, 'db'>): Promise<void> {
  app.get('/newsletter/o/:token', HIDDEN_ROUTE, async (req, reply) => {
    const token = readToken(req.params)
    const delivery = token ? await findDeliveryByToken(db, token) : undefined
    if (!delivery) return reply.code(404).header('cache-control', 'no-store').send()
    if (delivery.opened_at === null) await recordOpen(db, delivery.id, nowSeconds())
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL_GIF)
  })

  // Only ever to a URL stored for this delivery's campaign: never an open redirect.
  app.get('/newsletter/c/:token/:linkId', HIDDEN_ROUTE, async (req, reply) => {
    const token = readToken(req.params)
    const linkId = zPathId().safeParse((req.params as { linkId?: unknown }).linkId)
    if (!token || !linkId.success) return notValid(req, reply)
    const delivery = await findDeliveryByToken(db, token)
    const url = delivery ? await findCampaignLinkUrl(db, delivery.campaign_id, linkId.data) : undefined
    if (!delivery || !url) return notValid(req, reply)
    if (delivery.clicked_at === null) await recordClick(db, delivery.id, nowSeconds())
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(url, 302)
  })
}
