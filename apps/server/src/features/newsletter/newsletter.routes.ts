import type { App } from '../../app-types'
import { campaignRoutes } from './campaigns/campaigns.routes'
import { trackingPages } from './delivery/delivery.pages'
import type { NewsletterDeps } from './newsletter.deps'
import { answerAsPage, HIDDEN_ROUTE, notValid } from './newsletter.pages'
import { subscriptionPages } from './subscriptions/subscriptions.pages'
import { subscriptionRoutes } from './subscriptions/subscriptions.routes'

/**
 * The newsletter, as the composition mounts it: subscriptions (the widget, the bounce webhook, the
 * admin's subscribers), campaigns (the admin's), and the pages and links inside the mails. Routes
 * only write rows: a send queues deliveries, and the delivery job (delivery/delivery.job.ts) sends
 * them on its next tick.
 */
export async function newsletterRoutes(app: App, deps: NewsletterDeps): Promise<void> {
  await app.register(subscriptionRoutes, deps)
  await app.register(campaignRoutes, deps)
  await app.register(mailLinkRoutes, deps)
}

/**
 * The pages and links inside the mails, in a scope of their own whose refusals are pages
 * (newsletter.pages.ts). No login: the token in the address is the proof.
 */
async function mailLinkRoutes(app: App, deps: NewsletterDeps): Promise<void> {
  app.setErrorHandler(answerAsPage)
  await app.register(subscriptionPages, deps)
  await app.register(trackingPages, deps)
  // Anything else under /newsletter/ (a link cut short, or with a piece too many) names nothing.
  app.get('/newsletter/*', HIDDEN_ROUTE, async (req, reply) => notValid(req, reply))
}
