import { parseLocale } from '@spaces/shared/i18n/locales'
import { ZFeedLangQuery } from '@spaces/shared/schemas/feeds'
import {
  ZNotificationSettings,
  ZNotificationSettingsResponse,
  ZNotificationSettingsUpdate,
  ZPersonalFeedResponse,
} from '@spaces/shared/schemas/notifications'
import { z } from 'zod'
import type { App } from '../../../app-types'
import { requireUser } from '../../../auth/require-user'
import { msg } from '../../../i18n/message'
import { translate, translatorFor } from '../../../i18n/translate'
import { renderCalendar } from '../../../lib/ical-calendar'
import { routeDoc } from '../../../lib/route-doc'
import { DAY_SECONDS, nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { presentSettings } from './settings.presenter'
import { findFeedOwner, findSettings, listPersonalFeedSpaces } from './settings.queries'
import { feedToken, readSettings, updateSettings } from './settings.service'

const doc = routeDoc('notifications')
/** The personal feed: from a week back, at most this many Spaces. */
const FEED_LOOKBACK_SECONDS = 7 * DAY_SECONDS
const FEED_LIMIT = 500
const FEED_TOKEN = /^[\w-]{32}$/

/** The caller's alert settings, and their personal calendar feed (its secret address and the feed). */
export async function settingsRoutes(app: App, deps: NotificationsDeps): Promise<void> {
  const { db } = deps
  const read = doc({
    operationId: 'getNotificationSettings',
    access: 'session',
    summary: 'Get the caller’s notification settings.',
    response: { 200: ZNotificationSettings },
  })
  app.get('/api/notifications/settings', { schema: read }, async (req) => {
    const { row, newsletterAddress, newsletterGiven } = await readSettings(
      db,
      requireUser(req).id,
      nowSeconds(),
    )
    return presentSettings(row, newsletterAddress, newsletterGiven)
  })

  const update = doc({
    operationId: 'updateNotificationSettings',
    access: 'session',
    summary:
      'Change some of the caller’s notification settings; a new email address is sent a confirmation link.',
    errors: [429, 502],
    body: ZNotificationSettingsUpdate,
    response: { 200: ZNotificationSettingsResponse },
  })
  app.put('/api/notifications/settings', { schema: update }, async (req) =>
    updateSettings(deps, requireUser(req).id, req.body, nowSeconds(), req.locale),
  )

  for (const [method, rotate] of [
    ['get', false],
    ['post', true],
  ] as const) {
    const address = doc({
      operationId: rotate ? 'rotatePersonalFeed' : 'getPersonalFeed',
      access: 'session',
      summary: rotate
        ? 'Replace the personal feed’s secret address (the old one stops working).'
        : 'Get the personal calendar feed’s secret address.',
      response: { 200: ZPersonalFeedResponse },
    })
    app[method]('/api/notifications/feed', { schema: address }, async (req) => ({
      url: `${deps.baseUrl}/feeds/me/${await feedToken(db, requireUser(req).id, rotate, nowSeconds())}.ics`,
    }))
  }
  personalFeedRoute(app, deps)
}

/**
 * `GET /feeds/me/{token}.ics`: followed hosts' and reminded Spaces, each with a VALARM 15 minutes
 * before; its own words in `?lang=`, else the language saved with the owner's alert settings.
 */
function personalFeedRoute(app: App, { db, baseUrl, defaultLocale }: NotificationsDeps): void {
  const feed = doc({
    operationId: 'getPersonalCalendarFeed',
    access: 'public',
    summary:
      'Get a user’s personal calendar feed (followed hosts and reminded Spaces) by its secret address.',
    errors: [404],
    produces: ['text/calendar'],
    params: z.object({ token: z.string().max(200) }),
    querystring: ZFeedLangQuery,
  })
  app.get('/feeds/me/:token.ics', { schema: feed }, async (req, reply) => {
    const { token } = req.params
    const owner = FEED_TOKEN.test(token) ? await findFeedOwner(db, token) : undefined
    if (!owner)
      return reply
        .code(404)
        .header('content-language', req.locale)
        .send({ error: translate(req.locale, msg('There is no such feed.')) })
    const from = nowSeconds() - FEED_LOOKBACK_SECONDS
    const spaces = await listPersonalFeedSpaces(db, owner.user_id, from, FEED_LIMIT)
    const saved = (await findSettings(db, owner.user_id))?.locale
    const locale = parseLocale(req.query.lang) ?? parseLocale(saved) ?? defaultLocale
    const t = translatorFor(locale)
    const body = await renderCalendar(
      spaces,
      {
        feedUrl: `${baseUrl}/feeds/me/${token}.ics`,
        pageUrl: `${baseUrl}/`,
        title: t(msg('My Spaces')),
        description: t(msg('Spaces of the hosts I follow and Spaces I asked to be reminded of.')),
      },
      { baseUrl, alarmMinutes: 15, locale },
    )
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body)
  })
}
