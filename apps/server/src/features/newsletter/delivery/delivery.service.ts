import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { MailHeldError } from '../../../lib/mail-hold'
import { passingFailure } from '../../../lib/mail-retry'
import { MailError } from '../../../lib/mailer'
import { nowSeconds } from '../../../lib/time'
import { findCampaignContent } from '../campaigns/campaigns.queries'
import type { CampaignTemplate } from '../campaigns/campaigns.render'
import { loadRender } from '../campaigns/campaigns.tools'
import { campaignMail } from '../campaigns/mail/campaign'
import type { DeliveryDeps } from '../newsletter.deps'
import { type ClaimedDelivery, type DeliveryOutcome, findCampaignLinkIds } from './delivery.queries'

/**
 * The work of the delivery job (delivery.job.ts): one claimed delivery sent, and what became of
 * it. Nothing here writes: the job records a batch's outcomes together.
 *
 * Passing failures (no connection, a timeout, a 4xx, a 5xx before RCPT TO) wait their turn on the
 * retry ladder (lib/mail-retry.ts) and fail only MAIL_GIVE_UP_HOURS after the first attempt; a 5xx to
 * RCPT TO or DATA is about this address, so it bounces the subscriber at once.
 */

export interface Recipient {
  email: string
  status: string
  unsubscribe_token: string
  /** The language saved with the subscription: the campaign's fixed words are in it. */
  locale: string | null
}

/** Campaigns rendered once per run and language (a run's batches mostly share one campaign). */
export type TemplateCache = Map<string, CampaignTemplate>

/** The campaign rendered for sending in one language, every link rewritten to its tracked redirect. */
async function templateFor(
  deps: DeliveryDeps,
  cache: TemplateCache,
  campaignId: number,
  locale: Locale,
): Promise<CampaignTemplate> {
  const key = `${campaignId}:${locale}`
  const cached = cache.get(key)
  if (cached) return cached
  const campaign = await findCampaignContent(deps.db, campaignId)
  if (!campaign) throw new Error(`Campaign ${campaignId} not found.`)
  const { buildCampaignTemplate } = await loadRender()
  const template = buildCampaignTemplate({
    baseUrl: deps.baseUrl,
    subject: campaign.subject,
    content: campaign.content,
    linkIds: await findCampaignLinkIds(deps.db, campaignId),
    postalAddress: deps.config.postalAddress,
    locale,
  })
  cache.set(key, template)
  return template
}

/** Sends one claimed delivery to its recipient (when still subscribed); returns its outcome. */
export async function deliverOne(
  deps: DeliveryDeps,
  cache: TemplateCache,
  delivery: ClaimedDelivery,
  recipient: Recipient | undefined,
): Promise<DeliveryOutcome> {
  if (recipient?.status !== 'active') {
    return { kind: 'skipped', error: 'No longer subscribed when its turn came.' }
  }
  const locale = parseLocale(recipient.locale) ?? deps.defaultLocale
  const template = await templateFor(deps, cache, delivery.campaign_id, locale)
  const to = { email: recipient.email, unsubscribeToken: recipient.unsubscribe_token }
  try {
    await deps.mailer.send(await campaignMail(deps.baseUrl, template, to, { token: delivery.token }))
    return { kind: 'sent' }
  } catch (err) {
    return failedOutcome(deps, delivery, err)
  }
}

function failedOutcome(deps: DeliveryDeps, delivery: ClaimedDelivery, err: unknown): DeliveryOutcome {
  // Mail was held while this delivery was in hand: it goes back to the queue, untouched.
  if (err instanceof MailHeldError) return { kind: 'held' }
  const mailError = err instanceof MailError ? err : undefined
  const error = (mailError?.message ?? `mail could not be sent: ${String(err)}`).slice(0, 500)
  if (mailError?.permanent) return { kind: 'bounced', error }
  const outcome = passingFailure(delivery, error, nowSeconds(), deps.retry)
  return outcome.kind === 'retry' ? { ...outcome, serverWide: mailError?.scope !== 'recipient' } : outcome
}
