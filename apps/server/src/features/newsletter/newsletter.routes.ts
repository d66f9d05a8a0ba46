import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, zPathId } from '@spaces/shared/schemas/common'
import {
  ZBounceReport,
  ZCampaignResponse,
  ZCampaignsResponse,
  ZCreateCampaignRequest,
  ZNewsletterStatsResponse,
  ZNewsletterStatus,
  ZSendCampaignResponse,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZSubscribersResponse,
} from '@spaces/shared/schemas/newsletter'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireAdmin, requireUser } from '../../auth/require-user'
import { safeEqual } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { LINK_NOT_VALID, type PageContent, PIXEL_GIF, renderPage } from './newsletter.pages'
import { findDeliveryByToken, listCampaigns, listSubscribers, subscriberStats } from './newsletter.queries'
import type { NewsletterSender } from './newsletter.sender'
import {
  confirmByToken,
  createCampaign,
  findByUnsubscribeToken,
  getStatus,
  type NewsletterContext,
  recordBounceReport,
  sendTest,
  startSend,
  subscribe,
  unsubscribeByToken,
  unsubscribeUser,
} from './newsletter.service'
import { subscribersCsv } from './subscribers-csv'

const tags = ['newsletter']

/** The random tokens in mailed links (base64url of 24 bytes); anything else names nothing. */
const zToken = () => z.string().regex(/^[\w-]{32}$/)
const ZTokenParam = z.object({ token: zToken() })
const ZClickParams = z.object({ token: zToken(), linkId: zPathId() })

export interface NewsletterRoutesOptions {
  context: NewsletterContext
  sender: NewsletterSender
}

export async function newsletterRoutes(app: App, options: NewsletterRoutesOptions): Promise<void> {
  const { context: ctx, sender } = options
  const { db } = ctx

  // ---- The widget (spec §7): the logged-in user's own subscription.

  app.get('/api/newsletter/status', { schema: { tags, response: { 200: ZNewsletterStatus } } }, async (req) =>
    getStatus(db, requireUser(req).id),
  )

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: { tags, body: ZSubscribeRequest, response: { 200: ZSubscribeResponse } },
      config: { limit: 'mail' },
    },
    async (req) => subscribe(ctx, requireUser(req), req.body.email),
  )

  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { tags, response: { 200: ZMessageResponse } } },
    async (req) => {
      await unsubscribeUser(db, requireUser(req).id)
      return { message: 'You are unsubscribed from the newsletter.' }
    },
  )

  // ---- Admin (spec §2 /admin/newsletter).

  app.get(
    '/api/newsletter/subscribers',
    { schema: { tags, response: { 200: ZSubscribersResponse } } },
    async (req) => {
      requireAdmin(req)
      return { subscribers: await listSubscribers(db) }
    },
  )

  app.get('/api/newsletter/subscribers.csv', { schema: { tags } }, async (req, reply) => {
    requireAdmin(req)
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(subscribersCsv(await listSubscribers(db)))
  })

  app.get(
    '/api/newsletter/stats',
    { schema: { tags, response: { 200: ZNewsletterStatsResponse } } },
    async (req) => {
      requireAdmin(req)
      return { stats: await subscriberStats(db) }
    },
  )

  app.get(
    '/api/newsletter/campaigns',
    { schema: { tags, response: { 200: ZCampaignsResponse } } },
    async (req) => {
      requireAdmin(req)
      return { campaigns: await listCampaigns(db) }
    },
  )

  app.post(
    '/api/newsletter/campaigns',
    { schema: { tags, body: ZCreateCampaignRequest, response: { 201: ZCampaignResponse } } },
    async (req, reply) => {
      const actor = requireAdmin(req)
      return reply.code(201).send({ campaign: await createCampaign(db, actor, req.body) })
    },
  )

  app.post(
    '/api/newsletter/campaigns/:id/test',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } }, config: { limit: 'mail' } },
    async (req) => {
      const actor = requireAdmin(req)
      const email = await sendTest(ctx, actor, req.params.id)
      return { message: `Test email sent to ${email}.` }
    },
  )

  app.post(
    '/api/newsletter/campaigns/:id/send',
    { schema: { tags, params: ZIdParam, response: { 202: ZSendCampaignResponse } } },
    async (req, reply) => {
      requireAdmin(req)
      const campaign = await startSend(db, req.params.id)
      sender.wake()
      const n = campaign.recipient_count
      return reply
        .code(202)
        .send({ message: `Sending to ${n} ${n === 1 ? 'subscriber' : 'subscribers'}.`, campaign })
    },
  )

  // ---- A provider's bounce and complaint webhook: its own secret, no session, no CSRF token.

  app.post(
    '/api/newsletter/bounces',
    { schema: { tags, body: ZBounceReport, response: { 200: ZMessageResponse } }, config: { csrf: false } },
    async (req) => {
      const secret = ctx.config.webhookSecret
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (!secret || !given || !safeEqual(given, secret)) {
        throw new AppError('UNAUTHENTICATED', 'A valid webhook secret is required (Authorization: Bearer …).')
      }
      const known = await recordBounceReport(db, req.body.email)
      if (!known) throw new AppError('NOT_FOUND', 'No subscriber has this email address.')
      return { message: 'Subscriber marked as bounced.' }
    },
  )

  // ---- Pages and links inside the emails: no login; the token in the address is the proof.

  const page = (reply: FastifyReply, status: number, content: PageContent) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(renderPage(content))
  const notValid = (reply: FastifyReply) => page(reply, 404, LINK_NOT_VALID)
  const pageRoute = { schema: { hide: true, params: ZTokenParam } }
  const pagePost = { ...pageRoute, config: { csrf: false } }

  app.get('/newsletter/confirm/:token', pageRoute, async (_req, reply) =>
    page(reply, 200, {
      title: 'Confirm your subscription',
      message: 'One more step: confirm that you want the Spaces Calendar newsletter.',
      button: 'Confirm subscription',
    }),
  )

  app.post('/newsletter/confirm/:token', pagePost, async (req, reply) => {
    const email = await confirmByToken(db, req.params.token)
    if (!email) return notValid(reply)
    return page(reply, 200, {
      title: 'You are subscribed',
      message: `The Spaces Calendar newsletter will come to ${email}. Every email has a link to unsubscribe.`,
    })
  })

  app.get('/newsletter/unsubscribe/:token', pageRoute, async (req, reply) => {
    const subscriber = await findByUnsubscribeToken(db, req.params.token)
    if (!subscriber) return notValid(reply)
    if (subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') {
      return page(reply, 200, {
        title: 'You are unsubscribed',
        message: `${subscriber.email} gets no more newsletters from Spaces Calendar.`,
      })
    }
    return page(reply, 200, {
      title: 'Unsubscribe',
      message: `Stop sending the Spaces Calendar newsletter to ${subscriber.email}?`,
      button: 'Unsubscribe',
      oneClick: true,
    })
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  app.post('/newsletter/unsubscribe/:token', pagePost, async (req, reply) => {
    const email = await unsubscribeByToken(db, req.params.token)
    if (!email) return notValid(reply)
    return page(reply, 200, {
      title: 'You are unsubscribed',
      message: `${email} gets no more newsletters from Spaces Calendar.`,
    })
  })

  app.get('/newsletter/o/:token', pageRoute, async (req, reply) => {
    const delivery = await findDeliveryByToken(db, req.params.token)
    if (!delivery) return reply.code(404).header('cache-control', 'no-store').send()
    if (delivery.opened_at === null) {
      await db
        .updateTable('newsletter_deliveries')
        .set({ opened_at: nowSeconds() })
        .where('id', '=', delivery.id)
        .where('opened_at', 'is', null)
        .execute()
    }
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL_GIF)
  })

  // Only ever to a URL stored for this delivery's campaign: never an open redirect.
  app.get(
    '/newsletter/c/:token/:linkId',
    { schema: { hide: true, params: ZClickParams } },
    async (req, reply) => {
      const delivery = await findDeliveryByToken(db, req.params.token)
      const link = delivery
        ? await db
            .selectFrom('newsletter_links')
            .select('url')
            .where('id', '=', req.params.linkId)
            .where('campaign_id', '=', delivery.campaign_id)
            .executeTakeFirst()
        : undefined
      if (!delivery || !link) return notValid(reply)
      if (delivery.clicked_at === null) {
        const now = nowSeconds()
        await db
          .updateTable('newsletter_deliveries')
          .set((eb) => ({ clicked_at: now, opened_at: eb.fn.coalesce('opened_at', eb.val(now)) }))
          .where('id', '=', delivery.id)
          .where('clicked_at', 'is', null)
          .execute()
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(link.url, 302)
    },
  )
}
