import {
  ZPushKeyResponse,
  ZPushSubscriptionRequest,
  ZPushSubscriptionsResponse,
  ZPushUnsubscribeRequest,
} from '@spaces/shared/schemas/notifications'
import type { App } from '../../../app-types'
import { requireUser } from '../../../auth/require-user'
import { routeDoc } from '../../../lib/route-doc'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { isAllowedPushEndpoint } from './push.rules'
import { deletePushSubscription, savePushSubscription } from './push.service'

const doc = routeDoc('notifications')

/** Web Push: the site's public key, and the caller's browsers' subscriptions. */
export async function pushRoutes(app: App, deps: NotificationsDeps): Promise<void> {
  const { db } = deps
  const key = doc({
    operationId: 'getPushKey',
    access: 'public',
    summary: 'Get the VAPID public key for Web Push subscriptions.',
    response: { 200: ZPushKeyResponse },
  })
  app.get('/api/push/key', { schema: key }, async () => ({ publicKey: (await deps.keys()).vapid.publicKey }))

  const save = doc({
    operationId: 'savePushSubscription',
    access: 'session',
    summary: 'Keep a browser’s Web Push subscription for the caller (the 10 most recent are kept).',
    errors: [409],
    body: ZPushSubscriptionRequest,
    response: { 201: ZPushSubscriptionsResponse },
  })
  app.post('/api/push/subscriptions', { schema: save }, async (req, reply) => {
    const userId = requireUser(req).id
    const subscriptions = await savePushSubscription(
      db,
      userId,
      req.body,
      (endpoint) => isAllowedPushEndpoint(endpoint, deps.config),
      nowSeconds(),
    )
    return reply.code(201).send({ subscriptions })
  })

  const remove = doc({
    operationId: 'deletePushSubscription',
    access: 'session',
    summary: 'Forget a browser’s Web Push subscription.',
    body: ZPushUnsubscribeRequest,
    response: { 200: ZPushSubscriptionsResponse },
  })
  app.delete('/api/push/subscriptions', { schema: remove }, async (req) => ({
    subscriptions: await deletePushSubscription(db, requireUser(req).id, req.body.endpoint),
  }))
}
