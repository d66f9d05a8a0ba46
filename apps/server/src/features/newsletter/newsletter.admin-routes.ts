import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import {
  ZCampaignPreview,
  ZCampaignsResponse,
  ZCreateCampaignRequest,
  ZCreateCampaignResponse,
  ZNewsletterStatsResponse,
  ZRetryFailedResponse,
  ZSendCampaignResponse,
  ZSubscribersResponse,
} from '@spaces/shared/schemas/newsletter'
import type { $ZodType as ZodType } from 'zod/v4/core'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import { listCampaigns } from './campaign.queries'
import {
  createCampaign,
  preloadCampaignTools,
  previewCampaignInput,
  retryFailed,
  sendTest,
  startSend,
} from './newsletter.campaigns'
import { MAIL_LIMITED, type NewsletterContext } from './newsletter.context'
import { listSubscribers, subscriberStats } from './newsletter.queries'
import { subscribersCsv } from './subscribers-csv'

/** The admin's newsletter screen (spec §2 /admin/newsletter): its subscribers and its campaigns. */

const tags = ['newsletter']

interface Options {
  context: NewsletterContext
}

/** The route options of an admin's action on one campaign (`:id`). */
function campaignAction<R extends Record<number, ZodType>>(
  summary: string,
  operationId: string,
  answer: { errors: readonly (400 | 409 | 502)[]; response: R },
) {
  return { schema: { tags, summary, operationId, access: 'admin' as const, params: ZIdParam, ...answer } }
}

/** The route options of an admin's read: its line in the API document and its answer's schema. */
function adminRead<T extends ZodType>(summary: string, operationId: string, response: T) {
  return { schema: { tags, summary, operationId, access: 'admin' as const, response: { 200: response } } }
}

export async function subscriberAdminRoutes(app: App, { context: ctx }: Options): Promise<void> {
  const { db } = ctx
  app.get(
    '/api/newsletter/subscribers',
    adminRead('List the newsletter’s subscribers.', 'listSubscribers', ZSubscribersResponse),
    async (req) => {
      requireAdmin(req)
      return { subscribers: await listSubscribers(db) }
    },
  )

  const subscribersCsvSchema = {
    tags,
    summary: 'Download the newsletter’s subscribers as a CSV file.',
    operationId: 'exportSubscribersCsv',
    access: 'admin',
    produces: ['text/csv'],
  } as const
  app.get('/api/newsletter/subscribers.csv', { schema: subscribersCsvSchema }, async (req, reply) => {
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
    adminRead(
      'Count the newsletter’s subscribers by status.',
      'getNewsletterStats',
      ZNewsletterStatsResponse,
    ),
    async (req) => {
      requireAdmin(req)
      return { stats: await subscriberStats(db) }
    },
  )
}

export async function campaignRoutes(app: App, { context: ctx }: Options): Promise<void> {
  const { db } = ctx
  app.get(
    '/api/newsletter/campaigns',
    adminRead(
      'List the newsletter’s campaigns, newest first, with their delivery counts.',
      'listCampaigns',
      ZCampaignsResponse,
    ),
    async (req) => {
      requireAdmin(req)
      // The screen that writes campaigns is open: have the HTML tools ready for Create Campaign.
      preloadCampaignTools()
      return { campaigns: await listCampaigns(db) }
    },
  )

  app.post(
    '/api/newsletter/campaigns',
    {
      schema: {
        tags,
        summary: 'Write a campaign: its subject and HTML content, kept as a draft.',
        operationId: 'createCampaign',
        access: 'admin',
        body: ZCreateCampaignRequest,
        response: { 201: ZCreateCampaignResponse },
      },
    },
    async (req, reply) => {
      const actor = requireAdmin(req)
      return reply.code(201).send(await createCampaign(db, actor, req.body))
    },
  )

  // What the recipients will get, before saving: the sender's rendering, and what was removed.
  app.post(
    '/api/newsletter/campaigns/preview',
    {
      schema: {
        tags,
        summary: 'Render a campaign as it would be sent, and name what the sanitiser removed; saves nothing.',
        operationId: 'previewCampaign',
        access: 'admin',
        body: ZCreateCampaignRequest,
        response: { 200: ZCampaignPreview },
      },
    },
    async (req) => {
      requireAdmin(req)
      return previewCampaignInput(ctx, req.body)
    },
  )

  app.post(
    '/api/newsletter/campaigns/:id/test',
    {
      ...campaignAction(
        'Send a campaign as a test to the admin’s own confirmed address.',
        'sendTestCampaign',
        {
          errors: [400, 502],
          response: { 200: ZMessageResponse },
        },
      ),
      ...MAIL_LIMITED,
    },
    async (req) => {
      const actor = requireAdmin(req)
      const email = await sendTest(ctx, actor, req.params.id)
      return { message: `Test email sent to ${email}.` }
    },
  )

  app.post(
    '/api/newsletter/campaigns/:id/send',
    campaignAction('Start sending a campaign to every active subscriber.', 'sendCampaign', {
      errors: [400, 409],
      response: { 202: ZSendCampaignResponse },
    }),
    async (req, reply) => {
      requireAdmin(req)
      const campaign = await startSend(db, req.params.id)
      const n = campaign.recipient_count
      return reply
        .code(202)
        .send({ message: `Sending to ${n} ${n === 1 ? 'subscriber' : 'subscribers'}.`, campaign })
    },
  )

  app.post(
    '/api/newsletter/campaigns/:id/retry-failed',
    campaignAction(
      'Queue a campaign’s failed deliveries again (never a delivered one); a subscriber it bounced is active again.',
      'retryFailedDeliveries',
      { errors: [409], response: { 202: ZRetryFailedResponse } },
    ),
    async (req, reply) => {
      requireAdmin(req)
      const { queued, campaign } = await retryFailed(db, req.params.id)
      return reply.code(202).send({
        message: `Sending again to ${queued} ${queued === 1 ? 'recipient' : 'recipients'}.`,
        campaign,
      })
    },
  )
}
