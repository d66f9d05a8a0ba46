import type { TNotificationKind } from '@spaces/shared/schemas/notifications'
import { z } from 'zod'
import type { App } from '../../../app-types'
import { PAGE_POST, type PageContent, sendPage } from '../../../lib/link-page'
import { routeDoc } from '../../../lib/route-doc'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { readUnsubscribeToken } from './settings.links'
import { confirmEmail, unsubscribeKind } from './settings.service'

const doc = routeDoc('notifications')
const ZTokenParam = z.object({ token: z.string().max(200) })
const CONFIRM_TOKEN = /^[\w-]{32}$/

const NOT_VALID: PageContent = {
  title: 'This link is not valid',
  message:
    'It may have expired or been copied incompletely. Change your alerts from your notification settings.',
}

const KIND_NAMES: Record<TNotificationKind, string> = {
  reminder: 'reminders before Spaces',
  new_space: 'new Space alerts',
  live: '"live now" alerts',
  change: 'notices of moved or canceled Spaces',
  digest: 'the weekly digest',
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

  const confirmPage = pageDoc(
    'showAlertsConfirmPage',
    'Show the page that asks to confirm an alerts address (a GET changes nothing).',
  )
  app.get('/notifications/confirm/:token', { schema: confirmPage }, async (req, reply) => {
    if (!CONFIRM_TOKEN.test(req.params.token)) return sendPage(reply, 404, NOT_VALID)
    return sendPage(reply, 200, {
      title: 'Confirm your email',
      message: 'One more step: confirm that you want Spaces Calendar reminders and alerts at this address.',
      button: 'Confirm my email',
    })
  })

  const confirm = pageDoc('confirmAlertsEmail', 'Confirm an alerts address with the token from its email.')
  app.post('/notifications/confirm/:token', { schema: confirm, ...PAGE_POST }, async (req, reply) => {
    const { token } = req.params
    const isConfirmed = CONFIRM_TOKEN.test(token) && (await confirmEmail(db, token, nowSeconds()))
    if (!isConfirmed) return sendPage(reply, 404, NOT_VALID)
    return sendPage(reply, 200, {
      title: 'Your email is confirmed',
      message: 'Reminders and alerts will come to this address. Every email has a link to stop them.',
    })
  })

  const unsubscribePage = pageDoc(
    'showAlertsUnsubscribePage',
    'Show the page that asks to stop one kind of alert (a GET changes nothing).',
  )
  app.get('/notifications/unsubscribe/:token', { schema: unsubscribePage }, async (req, reply) => {
    const found = await readUnsubscribe(req.params.token)
    if (!found) return sendPage(reply, 404, NOT_VALID)
    return sendPage(reply, 200, {
      title: 'Unsubscribe',
      message: `Stop ${KIND_NAMES[found.kind]} from Spaces Calendar?`,
      button: 'Unsubscribe',
      oneClick: true,
    })
  })

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  const unsubscribe = pageDoc(
    'unsubscribeAlertsByLink',
    'Stop one kind of alert with the token from an email’s link (RFC 8058 one-click too).',
  )
  app.post('/notifications/unsubscribe/:token', { schema: unsubscribe, ...PAGE_POST }, async (req, reply) => {
    const found = await readUnsubscribe(req.params.token)
    if (!found) return sendPage(reply, 404, NOT_VALID)
    await unsubscribeKind(db, found.userId, found.kind, nowSeconds())
    return sendPage(reply, 200, {
      title: 'You are unsubscribed',
      message: `No more ${KIND_NAMES[found.kind]} from Spaces Calendar.`,
    })
  })
}
