import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  ZBounceReport,
  ZNewsletterStatsResponse,
  ZNewsletterStatus,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZSubscribersResponse,
} from '@spaces/shared/schemas/newsletter'
import type { App } from '../../../app-types'
import { requireAdmin, requireUser } from '../../../auth/require-user'
import { msg } from '../../../i18n/message'
import { translate } from '../../../i18n/translate'
import { AppError } from '../../../lib/errors'
import { routeDoc } from '../../../lib/route-doc'
import type { NewsletterDeps } from '../newsletter.deps'
import { subscribe } from './subscribe.service'
import { subscribersCsv } from './subscriptions.presenter'
import { listSubscribers, subscriberStats } from './subscriptions.queries'
import { getStatus, recordBounceReport, unsubscribeUser } from './subscriptions.service'
import { webhookSecretCheck } from './subscriptions.webhook'

const doc = routeDoc('newsletter')

/**
 * Subscriptions: the logged-in user's own (the widget), a mail provider's bounce reports, and the
 * admin's list of subscribers. The pages a subscriber's mails link to are in subscriptions.pages.ts.
 */
export async function subscriptionRoutes(app: App, deps: NewsletterDeps): Promise<void> {
  widgetRoutes(app, deps)
  webhookRoutes(app, deps)
  subscriberAdminRoutes(app, deps)
}

/** The widget: the logged-in user's own subscription. */
function widgetRoutes(app: App, deps: NewsletterDeps): void {
  const { db } = deps
  const status = doc({
    operationId: 'getNewsletterStatus',
    access: 'session',
    summary: 'Get the logged-in user’s newsletter subscription.',
    response: { 200: ZNewsletterStatus },
  })
  app.get('/api/newsletter/status', { schema: status }, async (req) => getStatus(db, requireUser(req).id))

  const join = doc({
    operationId: 'subscribeToNewsletter',
    access: 'session',
    summary: 'Subscribe to the newsletter: a confirmation email goes to the address.',
    errors: [409, 502],
    body: ZSubscribeRequest,
    response: { 200: ZSubscribeResponse },
  })
  // It mails an address the caller typed: counted per user against RATE_LIMIT_MAILS_PER_HOUR.
  app.post('/api/newsletter/subscribe', { schema: join, config: { limit: 'mail' } }, async (req) =>
    subscribe(deps, requireUser(req), req.body.email, req.locale),
  )

  const leave = doc({
    operationId: 'unsubscribeFromNewsletter',
    access: 'session',
    summary: 'Unsubscribe the logged-in user from the newsletter.',
    errors: [400],
    response: { 200: ZMessageResponse },
  })
  app.post('/api/newsletter/unsubscribe', { schema: leave }, async (req) => {
    await unsubscribeUser(db, requireUser(req).id)
    return { message: translate(req.locale, msg('You are unsubscribed from the newsletter.')) }
  })
}

/** A provider's bounce and complaint webhook: its own secret, no session, no CSRF token. */
function webhookRoutes(app: App, deps: NewsletterDeps): void {
  const report = doc({
    operationId: 'reportBounce',
    access: 'webhook',
    summary: 'Report a bounce or complaint for an address (the mail provider’s webhook).',
    errors: [404],
    body: ZBounceReport,
    response: { 200: ZMessageResponse },
  })
  const options = {
    schema: report,
    config: { csrf: false },
    onRequest: webhookSecretCheck(deps.config.webhookSecret),
  }
  app.post('/api/newsletter/bounces', options, async (req) => {
    const known = await recordBounceReport(deps.db, req.body.email)
    if (!known) throw new AppError('NOT_FOUND', 'No subscriber has this email address.')
    return { message: translate(req.locale, msg('Subscriber marked as bounced.')) }
  })
}

/** The admin's newsletter screen: who subscribed, as a list, a CSV file and counts. */
function subscriberAdminRoutes(app: App, { db }: NewsletterDeps): void {
  const list = doc({
    operationId: 'listSubscribers',
    access: 'admin',
    summary: 'List the newsletter’s subscribers.',
    response: { 200: ZSubscribersResponse },
  })
  app.get('/api/newsletter/subscribers', { schema: list }, async (req) => {
    requireAdmin(req)
    return { subscribers: await listSubscribers(db) }
  })

  const csv = doc({
    operationId: 'exportSubscribersCsv',
    access: 'admin',
    summary: 'Download the newsletter’s subscribers as a CSV file.',
    produces: ['text/csv'],
  })
  app.get('/api/newsletter/subscribers.csv', { schema: csv }, async (req, reply) => {
    requireAdmin(req)
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(subscribersCsv(await listSubscribers(db)))
  })

  const stats = doc({
    operationId: 'getNewsletterStats',
    access: 'admin',
    summary: 'Count the newsletter’s subscribers by status.',
    response: { 200: ZNewsletterStatsResponse },
  })
  app.get('/api/newsletter/stats', { schema: stats }, async (req) => {
    requireAdmin(req)
    return { stats: await subscriberStats(db) }
  })
}
