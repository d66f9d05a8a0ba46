import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { CAMPAIGN_HTML_DEPTH_MAX } from '@spaces/shared/limits'
import type { TCampaign, TCampaignPreview } from '@spaces/shared/schemas/newsletter'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../../../db/database'
import { msg } from '../../../i18n/message'
import { translate } from '../../../i18n/translate'
import { randomToken } from '../../../lib/crypto'
import { AppError, badRequest, notFound } from '../../../lib/errors'
import { mailNotSent } from '../../../lib/mail-hold'
import { MailError } from '../../../lib/mailer'
import { nowSeconds } from '../../../lib/time'
import type { NewsletterDeps } from '../newsletter.deps'
import { findSubscriberByUser } from '../subscriptions/subscriptions.queries'
import {
  findCampaign,
  findCampaignContent,
  findCampaignStatus,
  insertCampaign,
  insertCampaignLinks,
  listActiveSubscriberIds,
  moveDraftToSending,
  queueDeliveries,
  reopenCampaign,
  requeueFailedDeliveries,
} from './campaigns.queries'
import { loadRender, loadSanitizer } from './campaigns.tools'
import { campaignMail } from './mail/campaign'

/** Campaigns, as the admin's newsletter screen has them: write, preview, test, queue for delivery. */

type Db = Kysely<Database>

/**
 * Refuses campaign HTML that cannot be sent (too deep, token stand-ins, nothing left to show) and
 * returns it sanitised, with sentences naming what the sanitiser removed.
 */
async function checkCampaignInput(input: { subject: string; content: string }) {
  const { hasVisibleContent, htmlDepth, hasTokenPlaceholder } = await loadRender()
  const { sanitizeCampaignHtml } = await loadSanitizer()
  // Measured before anything walks the tree: HTML-to-text recurses, and 4,000 levels overflow its stack.
  if (htmlDepth(input.content) > CAMPAIGN_HTML_DEPTH_MAX) {
    throw badRequest(
      msg('Content is nested too deeply: at most {max} elements inside one another.', {
        max: CAMPAIGN_HTML_DEPTH_MAX,
      }),
    )
  }
  const sanitized = sanitizeCampaignHtml(input.content)
  // Each recipient's tokens go only where the site writes them (the footer and tracked links):
  // in an image URL they would reach a third party with every open.
  if (hasTokenPlaceholder(sanitized.html) || hasTokenPlaceholder(input.subject)) {
    throw badRequest(
      'Content and subject cannot contain __UNSUBSCRIBE_TOKEN__ or __DELIVERY_TOKEN__: the site adds each recipient’s links itself.',
    )
  }
  if (!hasVisibleContent(sanitized.html)) {
    throw badRequest('Content has nothing left to show once scripts and unsafe HTML are removed.')
  }
  return sanitized
}

/**
 * Saves a draft: the HTML sanitised, and every http(s) link in it stored for click redirects.
 * `removed` names what the sanitiser took out, for the admin to see.
 */
export async function createCampaign(
  db: Db,
  actor: UserRow,
  input: { subject: string; content: string },
  reader: Locale,
): Promise<{ campaign: TCampaign; removed: string[] }> {
  const { html: content, removed: sentences } = await checkCampaignInput(input)
  const removed = sentences.map((sentence) => translate(reader, sentence))
  const { campaignLinkUrls } = await loadRender()
  const id = await db.transaction().execute(async (trx) => {
    const draft = { subject: input.subject, content, createdBy: actor.id, now: nowSeconds() }
    const campaignId = await insertCampaign(trx, draft)
    await insertCampaignLinks(trx, campaignId, campaignLinkUrls(content))
    return campaignId
  })
  return { campaign: (await findCampaign(db, id)) as TCampaign, removed }
}

/**
 * A campaign as its recipients will get it, before it is saved or sent: the sender's own rendering
 * (see previewCampaign), with what the sanitiser removed named. Nothing is written.
 */
export async function previewCampaignInput(
  deps: NewsletterDeps,
  input: { subject: string; content: string },
  reader: Locale,
): Promise<TCampaignPreview> {
  await checkCampaignInput(input)
  const { previewCampaign } = await loadRender()
  return previewCampaign({
    baseUrl: deps.baseUrl,
    subject: input.subject,
    content: input.content,
    postalAddress: deps.config.postalAddress,
    // The chrome as a subscriber with no saved language gets it; the admin's notes in the admin's.
    locale: deps.defaultLocale,
    reader,
  })
}

/**
 * Starts a send: the campaign moves draft → sending and one delivery per active subscriber is queued,
 * all in one transaction, so a campaign is queued once or not at all. The delivery job does the rest
 * on its next tick (delivery/delivery.job.ts); nothing here calls it.
 */
export async function startSend(db: Db, campaignId: number): Promise<TCampaign> {
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    if (!(await findCampaignStatus(trx, campaignId))) throw notFound('Campaign not found.')
    const subscribers = await listActiveSubscriberIds(trx)
    if (!(await moveDraftToSending(trx, campaignId, subscribers.length))) {
      throw new AppError('CONFLICT', 'This campaign has already been sent.')
    }
    if (subscribers.length === 0) throw badRequest('There are no active subscribers to send to.')
    const ids = subscribers.map((s) => s.id)
    await queueDeliveries(trx, campaignId, ids, { newToken: () => randomToken(24), now })
  })
  return (await findCampaign(db, campaignId)) as TCampaign
}

/** Sends the campaign once to the admin's own newsletter address, untracked, marked as a test. */
export async function sendTest(deps: NewsletterDeps, actor: UserRow, campaignId: number): Promise<string> {
  const campaign = await findCampaignContent(deps.db, campaignId)
  if (!campaign) throw notFound('Campaign not found.')
  const own = await findSubscriberByUser(deps.db, actor.id)
  if (!own) {
    throw badRequest('Subscribe to the newsletter with your own address first: test emails go there.')
  }
  // Only an address its mailbox has confirmed: a test send must not mail anyone else.
  if (own.status !== 'active') {
    throw badRequest(
      msg('Confirm {email} with the link we sent first: test emails go only to a confirmed address.', {
        email: own.email,
      }),
    )
  }
  const { buildCampaignTemplate } = await loadRender()
  // Rendered as the recipients' copy (and as the preview); only the subject line says it is a test.
  const template = buildCampaignTemplate({
    baseUrl: deps.baseUrl,
    subject: campaign.subject,
    content: campaign.content,
    postalAddress: deps.config.postalAddress,
    locale: parseLocale(own.locale) ?? deps.defaultLocale,
  })
  const to = { email: own.email, unsubscribeToken: own.unsubscribe_token }
  const reservation = await deps.mailQuota.reserve({ userId: actor.id, to: own.email })
  try {
    await deps.mailer.send(await campaignMail(deps.baseUrl, template, to, 'test'))
  } catch (err) {
    await deps.mailQuota.release(reservation)
    const reason = err instanceof MailError ? ` The mail server said: ${err.message}` : ''
    throw mailNotSent(err, {
      held: msg('Mail is held on this site, so no test email was sent. Release mail first.'),
      failed: msg('The test email could not be sent.{reason}', { reason }),
    })
  }
  return own.email
}

/**
 * Retry failed: queues the campaign's refused and given-up deliveries again (never a delivered one),
 * in one transaction; the delivery job sends them on its next tick. 409 when there is nothing to send
 * again, or the campaign is still a draft.
 */
export async function retryFailed(
  db: Db,
  campaignId: number,
): Promise<{ queued: number; campaign: TCampaign }> {
  const queued = await db.transaction().execute(async (trx) => {
    const found = await findCampaignStatus(trx, campaignId)
    if (!found) throw notFound('Campaign not found.')
    if (found.status === 'draft') throw new AppError('CONFLICT', 'This campaign has not been sent yet.')
    const count = await requeueFailedDeliveries(trx, campaignId, nowSeconds())
    if (count === 0) {
      throw new AppError(
        'CONFLICT',
        'No delivery of this campaign failed, so there is nothing to send again.',
      )
    }
    await reopenCampaign(trx, campaignId)
    return count
  })
  return { queued, campaign: (await findCampaign(db, campaignId)) as TCampaign }
}
