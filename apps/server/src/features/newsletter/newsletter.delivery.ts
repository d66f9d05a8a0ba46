import { MailError } from '../../lib/mailer'
import { nowSeconds } from '../../lib/time'
import { findCampaignContent } from './campaign.queries'
import type { ClaimedDelivery, DeliveryOutcome } from './delivery.queries'
import { findCampaignLinkIds } from './delivery.queries'
import { campaignMail } from './mail/campaign'
import { type DeliveryContext, loadRender } from './newsletter.context'
import type { CampaignTemplate } from './newsletter.render'

/**
 * The work of the delivery job (newsletter.job.ts): one claimed delivery sent, and what became of
 * it. Nothing here writes: the job records a batch's outcomes together.
 *
 * Temporary failures (4xx, connection trouble) wait `retrySeconds · 2^(attempt-1)` (at most an hour)
 * and are tried again, `MAX_ATTEMPTS` in all; a 5xx to RCPT TO or DATA bounces the subscriber.
 */
export const MAX_ATTEMPTS = 6
const MAX_BACKOFF_SECONDS = 60 * 60

export interface Recipient {
  email: string
  status: string
  unsubscribe_token: string
}

/** Campaigns rendered once per run (a run's batches mostly share one campaign). */
export type TemplateCache = Map<number, CampaignTemplate>

/** The campaign rendered for sending, every link rewritten to its tracked redirect. */
async function templateFor(
  ctx: DeliveryContext,
  cache: TemplateCache,
  campaignId: number,
): Promise<CampaignTemplate> {
  const cached = cache.get(campaignId)
  if (cached) return cached
  const campaign = await findCampaignContent(ctx.db, campaignId)
  if (!campaign) throw new Error(`Campaign ${campaignId} not found.`)
  const { buildCampaignTemplate } = await loadRender()
  const template = buildCampaignTemplate({
    baseUrl: ctx.baseUrl,
    subject: campaign.subject,
    content: campaign.content,
    linkIds: await findCampaignLinkIds(ctx.db, campaignId),
    postalAddress: ctx.config.postalAddress,
  })
  cache.set(campaignId, template)
  return template
}

/** Sends one claimed delivery to its recipient (when still subscribed); returns its outcome. */
export async function deliverOne(
  ctx: DeliveryContext,
  cache: TemplateCache,
  delivery: ClaimedDelivery,
  recipient: Recipient | undefined,
): Promise<DeliveryOutcome> {
  if (recipient?.status !== 'active') {
    return { kind: 'skipped', error: 'No longer subscribed when its turn came.' }
  }
  const template = await templateFor(ctx, cache, delivery.campaign_id)
  const to = { email: recipient.email, unsubscribeToken: recipient.unsubscribe_token }
  try {
    await ctx.mailer.send(await campaignMail(ctx.baseUrl, template, to, { token: delivery.token }))
    return { kind: 'sent' }
  } catch (err) {
    return failedOutcome(ctx, delivery, err)
  }
}

function failedOutcome(ctx: DeliveryContext, delivery: ClaimedDelivery, err: unknown): DeliveryOutcome {
  const mailError = err instanceof MailError ? err : undefined
  const error = (mailError?.message ?? String(err)).slice(0, 500)
  if (mailError?.permanent) return { kind: 'bounced', error }
  if (delivery.attempts >= MAX_ATTEMPTS) {
    ctx.log.warn({ delivery: delivery.id, reason: error }, 'newsletter delivery failed for good')
    return { kind: 'failed', error }
  }
  const wait = Math.min(ctx.config.retrySeconds * 2 ** (delivery.attempts - 1), MAX_BACKOFF_SECONDS)
  return { kind: 'retry', error, at: nowSeconds() + wait }
}
