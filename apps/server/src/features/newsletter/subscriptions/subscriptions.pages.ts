import { z } from 'zod'
import type { App } from '../../../app-types'
import { msg } from '../../../i18n/message'
import { linkPageLocale, PAGE_POST, type PageContent, sendPage } from '../../../lib/link-page'
import { routeDoc } from '../../../lib/route-doc'
import type { NewsletterDeps } from '../newsletter.deps'
import { MAIL_TOKEN, notValid, readToken } from '../newsletter.pages'
import {
  confirmByToken,
  findByUnsubscribeToken,
  findUsableConfirmToken,
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
  title: msg('You are unsubscribed'),
  message: msg('{email} gets no more newsletters from Spaces Calendar.', { email }),
})

/**
 * The confirm and unsubscribe pages a subscriber's mails link to, in the subscriber's saved language
 * (that of their mails) unless the address asks for another (lib/link-page.ts). A GET only reads (a mail scanner
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
    const pending = token ? await findUsableConfirmToken(db, token) : undefined
    if (!pending) return notValid(req, reply)
    const page = {
      title: msg('Confirm your subscription'),
      message: msg('One more step: confirm that you want the Spaces Calendar newsletter.'),
      button: msg('Confirm subscription'),
    }
    return sendPage(reply, 200, page, linkPageLocale(req, pending.locale))
  })

  const confirm = pageDoc(
    'confirmSubscription',
    'Confirm a subscription with the token from the confirmation email.',
  )
  app.post('/newsletter/confirm/:token', { schema: confirm, ...PAGE_POST }, async (req, reply) => {
    const token = readToken(req.params)
    const confirmed = token ? await confirmByToken(db, token) : null
    if (!confirmed) return notValid(req, reply)
    const page = {
      title: msg('You are subscribed'),
      message: msg(
        'The Spaces Calendar newsletter will come to {email}. Every email has a link to unsubscribe.',
        { email: confirmed.email },
      ),
    }
    return sendPage(reply, 200, page, linkPageLocale(req, confirmed.locale))
  })

  const unsubscribePage = pageDoc(
    'showUnsubscribePage',
    'Show the page that asks to unsubscribe (a GET changes nothing).',
  )
  app.get('/newsletter/unsubscribe/:token', { schema: unsubscribePage }, async (req, reply) => {
    const token = readToken(req.params)
    const subscriber = token ? await findByUnsubscribeToken(db, token) : undefined
    if (!subscriber) return notValid(req, reply)
    const locale = linkPageLocale(req, subscriber.locale)
    if (subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') {
      return sendPage(reply, 200, unsubscribed(subscriber.email), locale)
    }
    const page = {
      title: msg('Unsubscribe'),
      message: msg('Stop sending the Spaces Calendar newsletter to {email}?', { email: subscriber.email }),
      button: msg('Unsubscribe'),
      oneClick: true,
    }
    return sendPage(reply, 200, page, locale)
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  const unsubscribe = pageDoc(
    'unsubscribeByLink',
    'Unsubscribe with the token from an email’s link (RFC 8058 one-click too).',
  )
  app.post('/newsletter/unsubscribe/:token', { schema: unsubscribe, ...PAGE_POST }, async (req, reply) => {
    const token = readToken(req.params)
    const ended = token ? await unsubscribeByToken(db, token) : null
    if (!ended) return notValid(req, reply)
    return sendPage(reply, 200, unsubscribed(ended.email), linkPageLocale(req, ended.locale))
  })
}
