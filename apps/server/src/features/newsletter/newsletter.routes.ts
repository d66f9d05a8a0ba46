import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  ZBounceReport,
  ZNewsletterStatus,
  ZSubscribeRequest,
  ZSubscribeResponse,
} from '@spaces/shared/schemas/newsletter'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { campaignRoutes, subscriberAdminRoutes } from './newsletter.admin-routes'
import { MAIL_LIMITED, type NewsletterContext } from './newsletter.context'
import { mailPageRoutes } from './newsletter.page-routes'
import { subscribe } from './newsletter.subscribe'
import { getStatus, recordBounceReport, unsubscribeUser } from './newsletter.subscriptions'
import { webhookSecretCheck } from './webhook-auth'

const tags = ['newsletter']

export interface NewsletterRoutesOptions {
  context: NewsletterContext
}

/**
 * The newsletter's HTTP surface. Routes only write rows: a send queues deliveries, and the delivery
 * job (newsletter.job.ts) sends them on its next tick.
 */
export async function newsletterRoutes(app: App, options: NewsletterRoutesOptions): Promise<void> {
  await app.register(widgetRoutes, options)
  // ---- Admin (spec §2 /admin/newsletter).
  await app.register(subscriberAdminRoutes, options)
  await app.register(campaignRoutes, options)
  await app.register(webhookRoutes, options)
  // ---- Pages and links inside the emails: no login; the token in the address is the proof.
  await app.register(mailPageRoutes, { db: options.context.db })
}

/** The widget (spec §7): the logged-in user's own subscription. */
async function widgetRoutes(app: App, { context: ctx }: NewsletterRoutesOptions): Promise<void> {
  const { db } = ctx
  app.get(
    '/api/newsletter/status',
    {
      schema: {
        tags,
        summary: 'Get the logged-in user’s newsletter subscription.',
        operationId: 'getNewsletterStatus',
        access: 'session',
        response: { 200: ZNewsletterStatus },
      },
    },
    async (req) => getStatus(db, requireUser(req).id),
  )

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter: a confirmation email goes to the address.',
        operationId: 'subscribeToNewsletter',
        access: 'session',
        errors: [409, 502],
        body: ZSubscribeRequest,
        response: { 200: ZSubscribeResponse },
      },
      ...MAIL_LIMITED,
    },
    async (req) => subscribe(ctx, requireUser(req), req.body.email),
  )

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe the logged-in user from the newsletter.',
        operationId: 'unsubscribeFromNewsletter',
        access: 'session',
        errors: [400],
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => {
      await unsubscribeUser(db, requireUser(req).id)
      return { message: 'You are unsubscribed from the newsletter.' }
    },
  )
}

/** A provider's bounce and complaint webhook: its own secret, no session, no CSRF token. */
async function webhookRoutes(app: App, { context: ctx }: NewsletterRoutesOptions): Promise<void> {
  const { db } = ctx
  app.post(
    '/api/newsletter/bounces',
    {
      schema: {
        tags,
        summary: 'Report a bounce or complaint for an address (the mail provider’s webhook).',
        operationId: 'reportBounce',
        access: 'webhook',
        errors: [404],
        body: ZBounceReport,
        response: { 200: ZMessageResponse },
      },
      config: { csrf: false },
      onRequest: webhookSecretCheck(ctx.config.webhookSecret),
    },
    async (req) => {
      const known = await recordBounceReport(db, req.body.email)
      if (!known) throw new AppError('NOT_FOUND', 'No subscriber has this email address.')
      return { message: 'Subscriber marked as bounced.' }
    },
  )
}
