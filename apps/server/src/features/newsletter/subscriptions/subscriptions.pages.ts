import { z } from 'zod'
import type { App } from '../../../app-types'
import { PAGE_POST, type PageContent, sendPage } from '../../../lib/link-page'
import { routeDoc } from '../../../lib/route-doc'
import type { NewsletterDeps } from '../newsletter.deps'
import { MAIL_TOKEN, notValid, readToken } from '../newsletter.pages'
import {
  confirmByToken,
  findByUnsubscribeToken,
  isConfirmTokenUsable,
  unsubscribeByToken,
} from './subscriptions.service'

const doc = routeDoc('newsletter')

/**
 * The pages' path parameter, for the API document: a token of another shape fails it, and the mail
 * links' error handler answers that with the "This link is not valid" page, as readToken does.
 */
const ZTokenParam = z.object({ token: z.string().regex(MAIL_TOKEN) })

/** A page in the API document (the one-click POST of RFC 8058 is an API too). */
const pageDoc = (operationId: string, summary: string, errors: readonly 503[] = [503]) =>
  doc({ operationId, access: 'public', summary, errors, produces: ['text/html'], params: ZTokenParam })

const unsubscribed = (email: string): PageContent => ({
  title: 'You are unsubscribed',
  message: `${email} gets no more newsletters from Spaces Calendar.`,
})

/**
 * The confirm and unsubscribe pages a subscriber's mails link to. A GET only reads (a mail scanner
 * opening a link changes nothing); the page's button POSTs to the same address.
 */
export async function subscriptionPages(app: App, deps: Pick<NewsletterDeps, 'db'>): Promise<void> {
  const { db } = deps

  // A link that would confirm nothing (used, expired, unknown) says so at once, not after the button.
  const confirmPage = pageDoc(
    'showConfirmPage',
    'Show the page that asks to confirm a subscription (a GET changes nothing).',
    [],
  )
  app.get('/newsletter/confirm/:token', { schema: confirmPage }, async (req, reply) => {
    const token = readToken(req.params)
    if (!token || !(await isConfirmTokenUsable(db, token))) return notValid(reply)
    return sendPage(reply, 200, {
      title: 'Confirm your subscription',
      message: 'One more step: confirm that you want the Spaces Calendar newsletter.',
      button: 'Confirm subscription',
    })
  })

  const confirm = pageDoc(
    'confirmSubscription',
    'Confirm a subscription with the token from the confirmation email.',
  )
  app.post('/newsletter/confirm/:token', { schema: confirm, ...PAGE_POST }, async (req, reply) => {
    const token = readToken(req.params)
    const email = token ? await confirmByToken(db, token) : null
    if (!email) return notValid(reply)
    return sendPage(reply, 200, {
      title: 'You are subscribed',
      message: `The Spaces Calendar newsletter will come to ${email}. Every email has a link to unsubscribe.`,
    })
  })

  const unsubscribePage = pageDoc(
    'showUnsubscribePage',
    'Show the page that asks to unsubscribe (a GET changes nothing).',
  )
  app.get('/newsletter/unsubscribe/:token', { schema: unsubscribePage }, async (req, reply) => {
    const token = readToken(req.params)
    const subscriber = token ? await findByUnsubscribeToken(db, token) : undefined
    if (!subscriber) return notValid(reply)
    if (subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') {
      return sendPage(reply, 200, unsubscribed(subscriber.email))
    }
    return sendPage(reply, 200, {
      title: 'Unsubscribe',
      message: `Stop sending the Spaces Calendar newsletter to ${subscriber.email}?`,
      button: 'Unsubscribe',
      oneClick: true,
    })
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  const unsubscribe = pageDoc(
    'unsubscribeByLink',
    'Unsubscribe with the token from an email’s link (RFC 8058 one-click too).',
  )
  app.post('/newsletter/unsubscribe/:token', { schema: unsubscribe, ...PAGE_POST }, async (req, reply) => {
    const token = readToken(req.params)
    const email = token ? await unsubscribeByToken(db, token) : null
    if (!email) return notValid(reply)
    return sendPage(reply, 200, unsubscribed(email))
  })
}
