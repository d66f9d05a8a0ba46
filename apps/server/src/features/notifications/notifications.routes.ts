import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import {
  ZFollowRequest,
  ZFollowStateResponse,
  ZFollowsResponse,
  ZNotificationSettings,
  ZNotificationSettingsResponse,
  ZNotificationSettingsUpdate,
  ZPersonalFeedResponse,
  ZPushKeyResponse,
  ZPushSubscriptionRequest,
  ZPushSubscriptionsResponse,
  ZPushUnsubscribeRequest,
  ZRemindedSpacesResponse,
  ZReminderCountsQuery,
  ZReminderCountsResponse,
  ZReminderStateResponse,
} from '@spaces/shared/schemas/notifications'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import { nowSeconds } from '../../lib/time'
import type { NotificationsContext } from './notifications.context'
import { countRemindersOf, listFollows, listRemindedSpaceIds } from './notifications.queries'
import {
  deletePushSubscription,
  follow,
  savePushSubscription,
  setReminder,
  unfollow,
} from './notifications.service'
import { feedToken, presentSettings, readSettings, updateSettings } from './notifications.settings'

const tags = ['notifications']
const session = { tags, access: 'session' } as const

/** Issue 22: follows, reminders, settings, Web Push subscriptions and the personal feed's address. */
export async function notificationsRoutes(
  app: App,
  options: { context: NotificationsContext },
): Promise<void> {
  followRoutes(app, options.context)
  settingsRoutes(app, options.context)
  pushRoutes(app, options.context)
}

function followRoutes(app: App, ctx: NotificationsContext): void {
  const { db } = ctx

  app.get(
    '/api/follows',
    {
      schema: {
        ...session,
        summary: 'List the hosts the caller follows.',
        operationId: 'listFollows',
        response: { 200: ZFollowsResponse },
      },
    },
    async (req) => ({
      follows: await listFollows(db, requireUser(req).id),
    }),
  )

  app.post(
    '/api/follows',
    {
      schema: {
        ...session,
        summary: 'Follow a host (idempotent).',
        operationId: 'followHost',
        errors: [404],
        body: ZFollowRequest,
        response: { 201: ZFollowStateResponse },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await follow(db, requireUser(req).id, req.body.username, nowSeconds())),
  )

  app.delete(
    '/api/follows/:username',
    {
      schema: {
        ...session,
        summary: 'Stop following a host.',
        operationId: 'unfollowHost',
        params: ZUsernameParam,
        response: { 200: ZFollowStateResponse },
      },
    },
    async (req) => unfollow(db, requireUser(req).id, req.params.username),
  )

  app.get(
    '/api/spaces/reminders',
    {
      schema: {
        ...session,
        summary: 'List the ids of the Spaces the caller asked to be reminded of.',
        operationId: 'listRemindedSpaces',
        response: { 200: ZRemindedSpacesResponse },
      },
    },
    async (req) => ({ space_ids: await listRemindedSpaceIds(db, requireUser(req).id) }),
  )

  app.get(
    '/api/spaces/reminder-counts',
    {
      schema: {
        tags,
        access: 'public',
        summary: 'How many users asked to be reminded of each of up to 100 Spaces (a dashboard page).',
        operationId: 'countSpaceReminders',
        errors: [429, 503],
        querystring: ZReminderCountsQuery,
        response: { 200: ZReminderCountsResponse },
      },
    },
    // Never cached (counts change with every reminder), so each answer is a query: counted as a read
    // per client IP (RATE_LIMIT_READS_PER_MINUTE) and run in the instance's bounded line of reads.
    async (req) => ({ data: await app.costlyReads.admit(req, () => countRemindersOf(db, req.query.ids)) }),
  )

  for (const [method, isSet] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/spaces/:id/reminder',
      {
        schema: {
          ...session,
          summary: isSet ? 'Ask to be reminded of one Space.' : 'Stop being reminded of one Space.',
          operationId: isSet ? 'setSpaceReminder' : 'removeSpaceReminder',
          errors: isSet ? [409] : [],
          params: ZIdParam,
          response: { 200: ZReminderStateResponse },
        },
      },
      async (req) => setReminder(db, requireUser(req).id, req.params.id, isSet, nowSeconds()),
    )
  }
}

function settingsRoutes(app: App, ctx: NotificationsContext): void {
  const { db } = ctx
  app.get(
    '/api/notifications/settings',
    {
      schema: {
        ...session,
        summary: 'Get the caller’s notification settings.',
        operationId: 'getNotificationSettings',
        response: { 200: ZNotificationSettings },
      },
    },
    async (req) => {
      const { row, newsletterAddress, newsletterGiven } = await readSettings(
        db,
        requireUser(req).id,
        nowSeconds(),
      )
      return presentSettings(row, newsletterAddress, newsletterGiven)
    },
  )

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        ...session,
        summary:
          'Change some of the caller’s notification settings; a new email address is sent a confirmation link.',
        operationId: 'updateNotificationSettings',
        errors: [429, 502],
        body: ZNotificationSettingsUpdate,
        response: { 200: ZNotificationSettingsResponse },
      },
    },
    async (req) => updateSettings(ctx, requireUser(req).id, req.body, nowSeconds()),
  )

  for (const [method, rotate] of [
    ['get', false],
    ['post', true],
  ] as const) {
    app[method](
      '/api/notifications/feed',
      {
        schema: {
          ...session,
          summary: rotate
            ? 'Replace the personal feed’s secret address (the old one stops working).'
            : 'Get the personal calendar feed’s secret address.',
          operationId: rotate ? 'rotatePersonalFeed' : 'getPersonalFeed',
          response: { 200: ZPersonalFeedResponse },
        },
      },
      async (req) => ({
        url: `${ctx.baseUrl}/feeds/me/${await feedToken(db, requireUser(req).id, rotate, nowSeconds())}.ics`,
      }),
    )
  }
}

function pushRoutes(app: App, ctx: NotificationsContext): void {
  const { db } = ctx
  app.get(
    '/api/push/key',
    {
      schema: {
        tags,
        access: 'public',
        summary: 'Get the VAPID public key for Web Push subscriptions.',
        operationId: 'getPushKey',
        response: { 200: ZPushKeyResponse },
      },
    },
    async () => ({ publicKey: (await ctx.keys()).vapid.publicKey }),
  )

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        ...session,
        summary: 'Keep a browser’s Web Push subscription for the caller (the 10 most recent are kept).',
        operationId: 'savePushSubscription',
        errors: [409],
        body: ZPushSubscriptionRequest,
        response: { 201: ZPushSubscriptionsResponse },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        subscriptions: await savePushSubscription(
          db,
          requireUser(req).id,
          req.body,
          ctx.isAllowedEndpoint,
          nowSeconds(),
        ),
      }),
  )

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        ...session,
        summary: 'Forget a browser’s Web Push subscription.',
        operationId: 'deletePushSubscription',
        body: ZPushUnsubscribeRequest,
        response: { 200: ZPushSubscriptionsResponse },
      },
    },
    async (req) => ({
      subscriptions: await deletePushSubscription(db, requireUser(req).id, req.body.endpoint),
    }),
  )
}
