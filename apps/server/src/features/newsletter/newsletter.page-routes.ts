import { zPathId } from '@spaces/shared/schemas/common'
import type { FastifyError, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import type { Database } from '../../db/database'
import { isDatabaseUnavailable } from '../../db/unavailable'
import { AppError } from '../../lib/errors'
import { type PageContent, renderPage } from '../../lib/link-page'
import { nowSeconds } from '../../lib/time'
import { LINK_NOT_VALID, PIXEL_GIF } from './newsletter.pages'
import { findCampaignLinkUrl, findDeliveryByToken, recordClick, recordOpen } from './newsletter.queries'
import {
  confirmByToken,
  findByUnsubscribeToken,
  isConfirmTokenUsable,
  unsubscribeByToken,
} from './newsletter.subscriptions'

/** The random tokens in mailed links (base64url of 24 bytes); anything else names nothing. */
const TOKEN = /^[\w-]{32}$/
const readToken = (params: unknown): string | null => {
  const token = (params as { token?: unknown }).token
  return typeof token === 'string' && TOKEN.test(token) ? token : null
}

const UNAVAILABLE_SECONDS = 5

/**
 * The pages' path parameter, for the API document (issue 19): a token of another shape fails it, and
 * this scope's error handler answers that with the "This link is not valid" page, as readToken does.
 */
const ZTokenParam = z.object({ token: z.string().regex(TOKEN) })
const tags = ['newsletter']

/**
 * The pages and links inside the emails. A mail client opens them in a browser, so every answer is
 * a page, never JSON (issue 19): a truncated or mangled link (a token of the wrong shape, none at
 * all, an extra segment) gets the "This link is not valid" page, and refusals (too many requests,
 * the database briefly away) get a page that says so. Tokens are checked here, not by a params
 * schema, whose failure would be the API's JSON 404.
 */
export async function mailPageRoutes(app: App, options: { db: Kysely<Database> }): Promise<void> {
  app.setErrorHandler(answerAsPage)
  await app.register(confirmPageRoutes, options)
  await app.register(unsubscribePageRoutes, options)
  await app.register(trackingRoutes, options)
  // Anything else under /newsletter/ (a link cut short, or with a piece too many) is a mail link
  // that names nothing.
  app.get('/newsletter/*', pageRoute, async (_req, reply) => notValid(reply))
}

function page(reply: FastifyReply, status: number, content: PageContent) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(renderPage(content))
}

const notValid = (reply: FastifyReply) => page(reply, 404, LINK_NOT_VALID)

/** Refusals this scope expects become pages; anything else goes on to the app's handler. */
function answerAsPage(err: FastifyError, _req: unknown, reply: FastifyReply) {
  if (err instanceof AppError && err.status === 429) {
    if (err.retryAfterSeconds !== undefined) reply.header('retry-after', err.retryAfterSeconds)
    return page(reply, 429, { title: 'Too many requests', message: err.message })
  }
  if (err instanceof AppError && err.status === 404) return notValid(reply)
  if (hasZodFastifySchemaValidationErrors(err)) return notValid(reply)
  if (isDatabaseUnavailable(err)) {
    reply.header('retry-after', UNAVAILABLE_SECONDS)
    return page(reply, 503, {
      title: 'Briefly unavailable',
      message: 'The service is briefly unavailable. Try the link again shortly.',
    })
  }
  throw err
}

const pageRoute = { schema: { hide: true } }
// In the API document as the pages they are (the one-click POST of RFC 8058 is an API too).
const pageSchema = { tags, access: 'public', produces: ['text/html'], params: ZTokenParam } as const
const documented = (summary: string, operationId: string, errors: readonly (429 | 503)[] = [503]) => ({
  schema: { ...pageSchema, summary, operationId, errors },
})
// No session and no CSRF token (the token in the address is the proof), but a write all the same:
// counted per IP with the API's writes (RATE_LIMIT_WRITES_PER_MINUTE).
const pagePost = { config: { csrf: false, limit: 'writes' as const } }

/**
 * A page's button: POST to the page's own address. `act` does the work with the token and returns
 * the address it concerned, or null when the link names nothing.
 */
function registerTokenPost(
  app: App,
  path: string,
  route: ReturnType<typeof documented>,
  act: (token: string) => Promise<string | null>,
  done: (email: string) => PageContent,
) {
  app.post(path, { ...route, ...pagePost }, async (req, reply) => {
    const token = readToken(req.params)
    const email = token ? await act(token) : null
    if (!email) return notValid(reply)
    return page(reply, 200, done(email))
  })
}

const unsubscribed = (email: string): PageContent => ({
  title: 'You are unsubscribed',
  message: `${email} gets no more newsletters from Spaces Calendar.`,
})

async function confirmPageRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const confirmPage = documented(
    'Show the page that asks to confirm a subscription (a GET changes nothing).',
    'showConfirmPage',
    [],
  )
  // Reads only (a mail scanner opening the link confirms nothing); a link that would confirm nothing
  // says so at once (issue 20).
  app.get('/newsletter/confirm/:token', confirmPage, async (req, reply) => {
    const token = readToken(req.params)
    if (!token || !(await isConfirmTokenUsable(db, token))) return notValid(reply)
    return page(reply, 200, {
      title: 'Confirm your subscription',
      message: 'One more step: confirm that you want the Spaces Calendar newsletter.',
      button: 'Confirm subscription',
    })
  })

  const confirm = documented(
    'Confirm a subscription with the token from the confirmation email.',
    'confirmSubscription',
  )
  registerTokenPost(
    app,
    '/newsletter/confirm/:token',
    confirm,
    (token) => confirmByToken(db, token),
    (email) => ({
      title: 'You are subscribed',
      message: `The Spaces Calendar newsletter will come to ${email}. Every email has a link to unsubscribe.`,
    }),
  )
}

async function unsubscribePageRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const unsubscribePage = documented(
    'Show the page that asks to unsubscribe (a GET changes nothing).',
    'showUnsubscribePage',
  )
  app.get('/newsletter/unsubscribe/:token', unsubscribePage, async (req, reply) => {
    const token = readToken(req.params)
    const subscriber = token ? await findByUnsubscribeToken(db, token) : undefined
    if (!subscriber) return notValid(reply)
    if (subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') {
      return page(reply, 200, unsubscribed(subscriber.email))
    }
    return page(reply, 200, {
      title: 'Unsubscribe',
      message: `Stop sending the Spaces Calendar newsletter to ${subscriber.email}?`,
      button: 'Unsubscribe',
      oneClick: true,
    })
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  const unsubscribe = documented(
    'Unsubscribe with the token from an email’s link (RFC 8058 one-click too).',
    'unsubscribeByLink',
  )
  registerTokenPost(
    app,
    '/newsletter/unsubscribe/:token',
    unsubscribe,
    (token) => unsubscribeByToken(db, token),
    unsubscribed,
  )
}

/** The open pixel and the click redirects: each records its first use on the delivery. */
async function trackingRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/newsletter/o/:token', pageRoute, async (req, reply) => {
    const token = readToken(req.params)
    const delivery = token ? await findDeliveryByToken(db, token) : undefined
    if (!delivery) return reply.code(404).header('cache-control', 'no-store').send()
    if (delivery.opened_at === null) await recordOpen(db, delivery.id, nowSeconds())
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL_GIF)
  })

  // Only ever to a URL stored for this delivery's campaign: never an open redirect.
  app.get('/newsletter/c/:token/:linkId', pageRoute, async (req, reply) => {
    const token = readToken(req.params)
    const linkId = zPathId().safeParse((req.params as { linkId?: unknown }).linkId)
    if (!token || !linkId.success) return notValid(reply)
    const delivery = await findDeliveryByToken(db, token)
    const url = delivery ? await findCampaignLinkUrl(db, delivery.campaign_id, linkId.data) : undefined
    if (!delivery || !url) return notValid(reply)
    if (delivery.clicked_at === null) await recordClick(db, delivery.id, nowSeconds())
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(url, 302)
  })
}
