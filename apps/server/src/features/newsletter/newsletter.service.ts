import { CONFIRMATION_RESEND_SECONDS } from '@spaces/shared/limits'
import type { TCampaign, TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import type { Kysely } from 'kysely'
import type { NewsletterConfig } from '../../config'
import type { Database, UserRow } from '../../db/database'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError, badRequest, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { MailError, type Mailer } from '../../lib/mailer'
import { describeWait, nowSeconds } from '../../lib/time'
import { findCampaign, findSubscriberByEmailKey, findSubscriberByUser } from './newsletter.queries'

/** The HTML tools (sanitize-html, html-to-text) load on first use: most processes never need them. */
const loadRender = () => import('./newsletter.render')

type Db = Kysely<Database>

export interface NewsletterContext {
  db: Db
  mailer: Mailer
  baseUrl: string
  config: NewsletterConfig
}

/** How long a confirmation link works. */
const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60
const DELIVERY_INSERT_CHUNK = 500

type SubscriberRow = NonNullable<Awaited<ReturnType<typeof findSubscriberByUser>>>

export function statusOf(row: SubscriberRow | undefined): TNewsletterStatus {
  return {
    subscribed: row?.status === 'active',
    email: row?.email ?? null,
    pending: row?.status === 'pending',
    bounced: row?.status === 'bounced',
  }
}

export async function getStatus(db: Db, userId: number): Promise<TNewsletterStatus> {
  return statusOf(await findSubscriberByUser(db, userId))
}

/**
 * Subscribes the logged-in user with `email`. With double opt-in the address is `pending` and a
 * confirmation link is mailed; asking again while pending sends the link again (Resend), at most once
 * a minute. One subscription per account and per address.
 */
export async function subscribe(
  ctx: NewsletterContext,
  user: UserRow,
  email: string,
): Promise<{ message: string; status: TNewsletterStatus }> {
  const emailKey = email.toLowerCase()
  const now = nowSeconds()
  const confirmToken = ctx.config.doubleOptIn ? randomToken(24) : null

  const row = await ctx.db.transaction().execute(async (trx) => {
    const own = await findSubscriberByUser(trx, user.id)
    const byEmail = await findSubscriberByEmailKey(trx, emailKey)
    if (byEmail && byEmail.user_id !== null && byEmail.user_id !== user.id) {
      throw new AppError('CONFLICT', 'This email address is subscribed from another account.')
    }
    const existing = byEmail ?? own
    if (existing?.status === 'active' && existing.email_key === emailKey) {
      throw new AppError('CONFLICT', `You are already subscribed as ${existing.email}.`)
    }
    if (
      confirmToken &&
      existing?.status === 'pending' &&
      existing.email_key === emailKey &&
      existing.confirm_sent_at !== null &&
      now - existing.confirm_sent_at < CONFIRMATION_RESEND_SECONDS
    ) {
      const wait = CONFIRMATION_RESEND_SECONDS - (now - existing.confirm_sent_at)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `A confirmation email was sent a moment ago. Try again in ${describeWait(wait)}.`,
        { retryAfterSeconds: wait },
      )
    }
    // Moving to an address another (account-less) row holds: the old row lets go of the account.
    if (own && byEmail && own.id !== byEmail.id) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ user_id: null, status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null })
        .where('id', '=', own.id)
        .execute()
    }
    const values = {
      user_id: user.id,
      email,
      email_key: emailKey,
      status: confirmToken ? ('pending' as const) : ('active' as const),
      confirm_token_hash: confirmToken ? sha256Hex(confirmToken) : null,
      confirm_sent_at: confirmToken ? now : null,
      confirmed_at: confirmToken ? null : now,
      subscribed_at: now,
      unsubscribed_at: null,
    }
    if (existing) {
      return trx
        .updateTable('newsletter_subscribers')
        .set(values)
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    }
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ ...values, source: 'website', unsubscribe_token: randomToken(24) })
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returningAll()
      .executeTakeFirst()
    // Another account took the address between our read and this insert.
    if (!inserted) throw new AppError('CONFLICT', 'This email address is subscribed from another account.')
    return inserted
  })

  if (!confirmToken) {
    return { message: `Subscribed! The newsletter will come to ${row.email}.`, status: statusOf(row) }
  }
  try {
    await ctx.mailer.send(confirmationMail(ctx.baseUrl, row.email, confirmToken, row.unsubscribe_token))
  } catch (err) {
    // Let Resend try again at once.
    await ctx.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_sent_at: null })
      .where('id', '=', row.id)
      .execute()
    throw new AppError(
      'BAD_GATEWAY',
      'The confirmation email could not be sent just now. Try again in a few minutes.',
      { cause: err },
    )
  }
  return {
    message: `Almost done: open the link we sent to ${row.email} to confirm your subscription.`,
    status: statusOf(row),
  }
}

function confirmationMail(baseUrl: string, email: string, token: string, unsubscribeToken: string) {
  const confirmUrl = `${baseUrl}/newsletter/confirm/${token}`
  const html = `<!doctype html><html><body><p>Please confirm that you want the Spaces Calendar newsletter at ${escapeHtml(email)}.</p><p><a href="${confirmUrl}">Confirm my subscription</a></p><p style="font-size:12px;color:#555">If you did not ask for this, ignore this email: you will not be subscribed. The link works for 7 days.</p></body></html>`
  const text = `Please confirm that you want the Spaces Calendar newsletter at ${email}.\n\nConfirm my subscription: ${confirmUrl}\n\nIf you did not ask for this, ignore this email: you will not be subscribed. The link works for 7 days.\n`
  return {
    to: email,
    subject: 'Confirm your Spaces Calendar newsletter subscription',
    html,
    text,
    messageId: `<confirm-${sha256Hex(token).slice(0, 32)}@${new URL(baseUrl).hostname}>`,
    unsubscribeUrl: `${baseUrl}/newsletter/unsubscribe/${unsubscribeToken}`,
  }
}

/** Ends the logged-in user's subscription (active or waiting for confirmation). */
export async function unsubscribeUser(db: Db, userId: number): Promise<void> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: nowSeconds(), confirm_token_hash: null })
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'pending'])
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw badRequest('You are not subscribed to the newsletter.')
}

/** The double opt-in link: the subscriber becomes active. Returns their address, or null if the link is not valid. */
export async function confirmByToken(db: Db, token: string): Promise<string | null> {
  const now = nowSeconds()
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'active', confirmed_at: now, subscribed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', sha256Hex(token))
    .where('status', '=', 'pending')
    .where('confirm_sent_at', '>', now - CONFIRMATION_TTL_SECONDS)
    .returning(['email'])
    .executeTakeFirst()
  return row?.email ?? null
}

export function findByUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
}

/** The per-recipient unsubscribe link (and RFC 8058 one-click POST). Idempotent. */
export async function unsubscribeByToken(db: Db, token: string): Promise<string | null> {
  const row = await findByUnsubscribeToken(db, token)
  if (!row) return null
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: nowSeconds(), confirm_token_hash: null })
    .where('id', '=', row.id)
    .where('status', 'in', ['active', 'pending'])
    .execute()
  return row.email
}

/** A provider's report: a hard bounce or a complaint ends the subscription as bounced. */
export async function recordBounceReport(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'bounced', unsubscribed_at: nowSeconds(), confirm_token_hash: null })
    .where('email_key', '=', email.toLowerCase())
    .where('status', '!=', 'bounced')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) > 0) return true
  return (await findSubscriberByEmailKey(db, email.toLowerCase())) !== undefined
}

/** Saves a draft: the HTML sanitised, and every http(s) link in it stored for click redirects. */
export async function createCampaign(
  db: Db,
  actor: UserRow,
  input: { subject: string; content: string },
): Promise<TCampaign> {
  const { sanitizeCampaignHtml, hasVisibleContent, campaignLinkUrls } = await loadRender()
  const content = sanitizeCampaignHtml(input.content)
  if (!hasVisibleContent(content)) {
    throw badRequest('Content has nothing left to show once scripts and unsafe HTML are removed.')
  }
  const id = await db.transaction().execute(async (trx) => {
    const campaign = await trx
      .insertInto('newsletter_campaigns')
      .values({
        subject: input.subject,
        content,
        status: 'draft',
        created_by: actor.id,
        created_at: nowSeconds(),
        recipient_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const urls = campaignLinkUrls(content)
    if (urls.length > 0) {
      await trx
        .insertInto('newsletter_links')
        .values(urls.map((url) => ({ campaign_id: campaign.id, url })))
        .execute()
    }
    return campaign.id
  })
  return (await findCampaign(db, id)) as TCampaign
}

/**
 * Starts a send: the campaign moves draft → sending and one delivery per active subscriber is queued,
 * all in one transaction, so a campaign is queued once or not at all. The sender job does the rest.
 */
export async function startSend(db: Db, campaignId: number): Promise<TCampaign> {
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('newsletter_campaigns')
      .select(['status'])
      .where('id', '=', campaignId)
      .executeTakeFirst()
    if (!campaign) throw notFound('Campaign not found.')
    const subscribers = await trx
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .execute()
    // The conditional update is the guard: of two sends at once, one moves the campaign.
    const moved = await trx
      .updateTable('newsletter_campaigns')
      .set({ status: 'sending', sent_at: null, recipient_count: subscribers.length })
      .where('id', '=', campaignId)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) {
      throw new AppError('CONFLICT', 'This campaign has already been sent.')
    }
    if (subscribers.length === 0) throw badRequest('There are no active subscribers to send to.')
    for (let i = 0; i < subscribers.length; i += DELIVERY_INSERT_CHUNK) {
      await trx
        .insertInto('newsletter_deliveries')
        .values(
          subscribers.slice(i, i + DELIVERY_INSERT_CHUNK).map((s) => ({
            campaign_id: campaignId,
            subscriber_id: s.id,
            status: 'pending' as const,
            token: randomToken(24),
            attempts: 0,
            next_attempt_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'subscriber_id']).doNothing())
        .execute()
    }
  })
  return (await findCampaign(db, campaignId)) as TCampaign
}

/** Sends the campaign once to the admin's own newsletter address, untracked, marked as a test. */
export async function sendTest(ctx: NewsletterContext, actor: UserRow, campaignId: number): Promise<string> {
  const campaign = await ctx.db
    .selectFrom('newsletter_campaigns')
    .select(['subject', 'content'])
    .where('id', '=', campaignId)
    .executeTakeFirst()
  if (!campaign) throw notFound('Campaign not found.')
  const own = await findSubscriberByUser(ctx.db, actor.id)
  if (!own) {
    throw badRequest('Subscribe to the newsletter with your own address first: test emails go there.')
  }
  const { buildCampaignTemplate, personalise } = await loadRender()
  const template = buildCampaignTemplate({
    baseUrl: ctx.baseUrl,
    subject: `[Test] ${campaign.subject}`,
    content: campaign.content,
  })
  const { html, text } = personalise(template, { delivery: 'test', unsubscribe: own.unsubscribe_token })
  try {
    await ctx.mailer.send({
      to: own.email,
      subject: template.subject,
      html,
      text,
      messageId: `<test-${randomToken(12)}@${new URL(ctx.baseUrl).hostname}>`,
    })
  } catch (err) {
    const reason = err instanceof MailError ? ` The mail server said: ${err.message}` : ''
    throw new AppError('BAD_GATEWAY', `The test email could not be sent.${reason}`, { cause: err })
  }
  return own.email
}
