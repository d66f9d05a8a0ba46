import { NOTIFICATION_KINDS, type TNotificationKind } from '@spaces/shared/schemas/notifications'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { renderCalendar } from '../../lib/ical-calendar'
import { type PageContent, renderPage } from '../../lib/link-page'
import { verifyToken } from '../../lib/signed-token'
import { nowSeconds } from '../../lib/time'
import type { NotificationsContext } from './notifications.context'
import { listPersonalFeedSpaces } from './notifications.queries'
import { confirmEmail, unsubscribeKind } from './notifications.settings'

const tags = ['notifications']
const ZTokenParam = z.object({ token: z.string().max(200) })
const CONFIRM_TOKEN = /^[\w-]{32}$/
/** The personal feed: from a week back, at most this many Spaces. */
const FEED_LOOKBACK_SECONDS = 7 * 86_400
const FEED_LIMIT = 500

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

/**
 * The pages the alert mails link to (confirm the address, one-click unsubscribe per kind of alert,
 * RFC 8058) and the personal feed. No session: the token in the address is the proof.
 */
export async function notificationPageRoutes(
  app: App,
  options: { context: NotificationsContext },
): Promise<void> {
  const ctx = options.context
  const page = (reply: FastifyReply, status: number, content: PageContent) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(renderPage(content))
  const documented = (summary: string, operationId: string) => ({
    schema: {
      tags,
      access: 'public' as const,
      produces: ['text/html'],
      params: ZTokenParam,
      summary,
      operationId,
      errors: [503] as const,
    },
  })
  const pagePost = { config: { csrf: false, limit: 'writes' as const } }

  const readUnsubscribe = async (token: string) => {
    const payload = verifyToken((await ctx.keys()).signingKey, 'unsubscribe', token)
    const [user, kind] = payload?.split('.') ?? []
    const userId = Number(user)
    if (!Number.isInteger(userId) || !NOTIFICATION_KINDS.includes(kind as TNotificationKind)) return null
    return { userId, kind: kind as TNotificationKind }
  }

  app.get(
    '/notifications/confirm/:token',
    documented(
      'Show the page that asks to confirm an alerts address (a GET changes nothing).',
      'showAlertsConfirmPage',
    ),
    async (req, reply) => {
      if (!CONFIRM_TOKEN.test(req.params.token)) return page(reply, 404, NOT_VALID)
      return page(reply, 200, {
        title: 'Confirm your email',
        message: 'One more step: confirm that you want Spaces Calendar reminders and alerts at this address.',
        button: 'Confirm my email',
      })
    },
  )

  app.post(
    '/notifications/confirm/:token',
    {
      ...documented('Confirm an alerts address with the token from its email.', 'confirmAlertsEmail'),
      ...pagePost,
    },
    async (req, reply) => {
      const ok =
        CONFIRM_TOKEN.test(req.params.token) && (await confirmEmail(ctx.db, req.params.token, nowSeconds()))
      if (!ok) return page(reply, 404, NOT_VALID)
      return page(reply, 200, {
        title: 'Your email is confirmed',
        message: 'Reminders and alerts will come to this address. Every email has a link to stop them.',
      })
    },
  )

  app.get(
    '/notifications/unsubscribe/:token',
    documented(
      'Show the page that asks to stop one kind of alert (a GET changes nothing).',
      'showAlertsUnsubscribePage',
    ),
    async (req, reply) => {
      const found = await readUnsubscribe(req.params.token)
      if (!found) return page(reply, 404, NOT_VALID)
      return page(reply, 200, {
        title: 'Unsubscribe',
        message: `Stop ${KIND_NAMES[found.kind]} from Spaces Calendar?`,
        button: 'Unsubscribe',
        oneClick: true,
      })
    },
  )

  // The List-Unsubscribe address: RFC 8058's one-click POST lands here too (200, no cookies needed).
  app.post(
    '/notifications/unsubscribe/:token',
    {
      ...documented(
        'Stop one kind of alert with the token from an email’s link (RFC 8058 one-click too).',
        'unsubscribeAlertsByLink',
      ),
      ...pagePost,
    },
    async (req, reply) => {
      const found = await readUnsubscribe(req.params.token)
      if (!found) return page(reply, 404, NOT_VALID)
      await unsubscribeKind(ctx.db, found.userId, found.kind, nowSeconds())
      return page(reply, 200, {
        title: 'You are unsubscribed',
        message: `No more ${KIND_NAMES[found.kind]} from Spaces Calendar.`,
      })
    },
  )
  personalFeedRoute(app, ctx)
}

/** `GET /feeds/me/{token}.ics`: followed hosts' and reminded Spaces, each with a VALARM 15 minutes before. */
function personalFeedRoute(app: App, ctx: NotificationsContext): void {
  app.get(
    '/feeds/me/:token.ics',
    {
      schema: {
        tags,
        access: 'public',
        summary:
          'Get a user’s personal calendar feed (followed hosts and reminded Spaces) by its secret address.',
        operationId: 'getPersonalCalendarFeed',
        errors: [404],
        produces: ['text/calendar'],
        params: ZTokenParam,
      },
    },
    async (req, reply) => {
      const token = req.params.token
      const owner = /^[\w-]{32}$/.test(token)
        ? await ctx.db
            .selectFrom('notification_settings')
            .select('user_id')
            .where('feed_token', '=', token)
            .executeTakeFirst()
        : undefined
      if (!owner) return reply.code(404).send({ error: 'There is no such feed.' })
      const spaces = await listPersonalFeedSpaces(
        ctx.db,
        owner.user_id,
        nowSeconds() - FEED_LOOKBACK_SECONDS,
        FEED_LIMIT,
      )
      const feedUrl = `${ctx.baseUrl}/feeds/me/${token}.ics`
      const body = await renderCalendar(
        spaces,
        {
          feedUrl,
          pageUrl: `${ctx.baseUrl}/`,
          title: 'My Spaces',
          description: 'Spaces of the hosts I follow and Spaces I asked to be reminded of.',
        },
        { baseUrl: ctx.baseUrl, alarmMinutes: 15 },
      )
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body)
    },
  )
}
