import { z } from 'zod'
import type { App } from '../../../app-types'
import { msg } from '../../../i18n/message'
import { linkPageLocale, PAGE_POST, type PageContent, sendPage } from '../../../lib/link-page'
import { routeDoc } from '../../../lib/route-doc'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { readUnsubscribeToken } from './settings.links'
import { findSettings } from './settings.queries'
import { confirmEmail, unsubscribeKind } from './settings.service'

const doc = routeDoc('notifications')
const ZTokenParam = z.object({ token: z.string().max(200) })
const CONFIRM_TOKEN = /^[\w-]{32}$/

const NOT_VALID: PageContent = {
  title: msg('This link is not valid'),
  message: msg(
    'It may have expired or been copied incompletely. Change your alerts from your notification settings.',
  ),
}

/** A page in the API document (the one-click POST of RFC 8058 is an API too). */
const pageDoc = (operationId: string, summary: string) =>
  doc({
    operationId,
    access: 'public',
    summary,
    errors: [503],
    produces: ['text/html'],
    params: ZTokenParam,
  })

/**
 * The pages the alert mails link to: confirm the address, and one-click unsubscribe per kind of
 * alert (RFC 8058). No session: the token in the address is the proof. A GET changes nothing.
 */
export async function settingsPages(app: App, deps: Pick<NotificationsDeps, 'db' | 'keys'>): Promise<void> {
  const { db } = deps
  const readUnsubscribe = async (token: string) => readUnsubscribeToken((await deps.keys()).signingKey, token)
  // An unsubscribe link names its user: the page speaks the language of their alert mails.
  const savedLocale = async (userId: number) => (await findSettings(db, userId))?.locale ?? null

  const confirmPage = pageDoc(
    'showAlertsConfirmPage',
    'Show the page that asks to confirm an alerts address (a GET changes nothing).',
  )
  app.get('/notifications/confirm/:token', { schema: confirmPage }, async (req, reply) => {
    const locale = linkPageLocale(req)
    if (!CONFIRM_TOKEN.test(req.params.token)) return sendPage(reply, 404, NOT_VALID, locale)
    const page = {
      title: msg('Confirm your email'),
      message: msg(
        'One more step: confirm that you want Spaces Calendar reminders and alerts at this address.',
      ),
      button: msg('Confirm my email'),
    }
    return sendPage(reply, 200, page, locale)
  })

  const confirm = pageDoc('confirmAlertsEmail', 'Confirm an alerts address with the token from its email.')
  app.post('/notifications/confirm/:token', { schema: confirm, ...PAGE_POST }, async (req, reply) => {
    const { token } = req.params
    const isConfirmed = CONFIRM_TOKEN.test(token) && (await confirmEmail(db, token, nowSeconds()))
    const locale = linkPageLocale(req)
    if (!isConfirmed) return sendPage(reply, 404, NOT_VALID, locale)
    const page = {
      title: msg('Your email is confirmed'),
      message: msg('Reminders and alerts will come to this address. Every email has a link to stop them.'),
    }
    return sendPage(reply, 200, page, locale)
  })

  const unsubscribePage = pageDoc(
    'showAlertsUnsubscribePage',
    'Show the page that asks to stop one kind of alert (a GET changes nothing).',
  )
  app.get('/notifications/unsubscribe/:token', { schema: unsubscribePage }, async (req, reply) => {
    const found = await readUnsubscribe(req.params.token)
    if (!found) return sendPage(reply, 404, NOT_VALID, linkPageLocale(req))
    const page = {
      title: msg('Unsubscribe'),
      message: msg(
        'Stop {kind, select, reminder {reminders before Spaces} new_space {new Space alerts} live {"live now" alerts} change {notices of moved or canceled Spaces} other {the weekly digest}} from Spaces Calendar?',
        { kind: found.kind },
      ),
      button: msg('Unsubscribe'),
      oneClick: true,
    }
    return sendPage(reply, 200, page, linkPageLocale(req, await savedLocale(found.userId)))
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  const unsubscribe = pageDoc(
    'unsubscribeAlertsByLink',
    'Stop one kind of alert with the token from an email’s link (RFC 8058 one-click too).',
  )
  app.post('/notifications/unsubscribe/:token', { schema: unsubscribe, ...PAGE_POST }, async (req, reply) => {
    const found = await readUnsubscribe(req.params.token)
    if (!found) return sendPage(reply, 404, NOT_VALID, linkPageLocale(req))
    await unsubscribeKind(db, found.userId, found.kind, nowSeconds())
    const page = {
      title: msg('You are unsubscribed'),
      message: msg(
        'No more {kind, select, reminder {reminders before Spaces} new_space {new Space alerts} live {"live now" alerts} change {notices of moved or canceled Spaces} other {the weekly digest}} from Spaces Calendar.',
        { kind: found.kind },
      ),
    }
    return sendPage(reply, 200, page, linkPageLocale(req, await savedLocale(found.userId)))
  })
}
