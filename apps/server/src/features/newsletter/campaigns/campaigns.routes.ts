import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import {
  ZCampaignPreview,
  ZCampaignsResponse,
  ZCreateCampaignRequest,
  ZCreateCampaignResponse,
  ZRetryFailedResponse,
  ZSendCampaignResponse,
} from '@spaces/shared/schemas/newsletter'
import type { App } from '../../../app-types'
import { requireAdmin } from '../../../auth/require-user'
import { msg } from '../../../i18n/message'
import { translate } from '../../../i18n/translate'
import { routeDoc } from '../../../lib/route-doc'
import type { NewsletterDeps } from '../newsletter.deps'
import { listCampaigns } from './campaigns.queries'
import { createCampaign, previewCampaignInput, retryFailed, sendTest, startSend } from './campaigns.service'
import { preloadCampaignTools } from './campaigns.tools'

const doc = routeDoc('newsletter')

/**
 * The admin's campaigns: write, preview, test, send and send again. A send only queues deliveries;
 * the delivery job (delivery/delivery.job.ts) sends them on its next tick.
 */
export async function campaignRoutes(app: App, deps: NewsletterDeps): Promise<void> {
  const { db } = deps
  const list = doc({
    operationId: 'listCampaigns',
    access: 'admin',
    summary: 'List the newsletter’s campaigns, newest first, with their delivery counts.',
    response: { 200: ZCampaignsResponse },
  })
  app.get('/api/newsletter/campaigns', { schema: list }, async (req) => {
    requireAdmin(req)
    // The screen that writes campaigns is open: have the HTML tools ready for Create Campaign.
    preloadCampaignTools()
    return { campaigns: await listCampaigns(db) }
  })

  const create = doc({
    operationId: 'createCampaign',
    access: 'admin',
    summary: 'Write a campaign: its subject and HTML content, kept as a draft.',
    body: ZCreateCampaignRequest,
    response: { 201: ZCreateCampaignResponse },
  })
  app.post('/api/newsletter/campaigns', { schema: create }, async (req, reply) => {
    const actor = requireAdmin(req)
    return reply.code(201).send(await createCampaign(db, actor, req.body, req.locale))
  })

  // What the recipients will get, before saving: the sender's rendering, and what was removed.
  const preview = doc({
    operationId: 'previewCampaign',
    access: 'admin',
    summary: 'Render a campaign as it would be sent, and name what the sanitiser removed; saves nothing.',
    body: ZCreateCampaignRequest,
    response: { 200: ZCampaignPreview },
  })
  app.post('/api/newsletter/campaigns/preview', { schema: preview }, async (req) => {
    requireAdmin(req)
    return previewCampaignInput(deps, req.body, req.locale)
  })

  campaignActionRoutes(app, deps)
}

/** An admin's action on one campaign (`:id`): a test send, the send, and Retry failed. */
function campaignActionRoutes(app: App, deps: NewsletterDeps): void {
  const test = doc({
    operationId: 'sendTestCampaign',
    access: 'admin',
    summary: 'Send a campaign as a test to the admin’s own confirmed address.',
    errors: [400, 502],
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  // It mails the admin's own address: counted against RATE_LIMIT_MAILS_PER_HOUR like any typed one.
  app.post('/api/newsletter/campaigns/:id/test', { schema: test, config: { limit: 'mail' } }, async (req) => {
    const email = await sendTest(deps, requireAdmin(req), req.params.id)
    return { message: translate(req.locale, msg('Test email sent to {email}.', { email })) }
  })

  const send = doc({
    operationId: 'sendCampaign',
    access: 'admin',
    summary: 'Start sending a campaign to every active subscriber.',
    errors: [400, 409],
    params: ZIdParam,
    response: { 202: ZSendCampaignResponse },
  })
  app.post('/api/newsletter/campaigns/:id/send', { schema: send }, async (req, reply) => {
    requireAdmin(req)
    const campaign = await startSend(deps.db, req.params.id)
    const message = translate(
      req.locale,
      msg('Sending to {count, plural, one {# subscriber} other {# subscribers}}.', {
        count: campaign.recipient_count,
      }),
    )
    return reply.code(202).send({ message, campaign })
  })

  const retry = doc({
    operationId: 'retryFailedDeliveries',
    access: 'admin',
    summary:
      'Queue a campaign’s failed deliveries again (never a delivered one); a subscriber it bounced is active again.',
    errors: [409],
    params: ZIdParam,
    response: { 202: ZRetryFailedResponse },
  })
  app.post('/api/newsletter/campaigns/:id/retry-failed', { schema: retry }, async (req, reply) => {
    requireAdmin(req)
    const { queued, campaign } = await retryFailed(deps.db, req.params.id)
    const message = translate(
      req.locale,
      msg('Sending again to {count, plural, one {# recipient} other {# recipients}}.', { count: queued }),
    )
    return reply.code(202).send({ message, campaign })
  })
}
