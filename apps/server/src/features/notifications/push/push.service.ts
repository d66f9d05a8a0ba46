import type { TPushSubscriptionRequest } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { NotificationsConfig } from '../../../config/notifications'
import type { Database } from '../../../db/database'
import { resolveStoredSecret } from '../../../lib/app-secret'
import { AppError } from '../../../lib/errors'
import type { VapidKeys } from '../notifications.deps'
import { ensureSettings } from '../settings/settings.queries'
import {
  countPushSubscriptions,
  deletePushSubscriptionOf,
  keepNewestPushSubscriptions,
  upsertPushSubscription,
} from './push.queries'
import { canonicalKey, PUSH_SUBSCRIPTIONS_PER_USER, pushKeysProblem } from './push.rules'

type Db = Kysely<Database>

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once and kept in `app_secrets`. */
export async function resolveVapidKeys(db: Db, config: NotificationsConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys
  const { default: webpush } = await import('web-push')
  const stored = await resolveStoredSecret(db, 'vapid_keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  )
  return JSON.parse(stored) as VapidKeys
}

/**
 * Keeps a browser's subscription. Its keys must be ones a message can be encrypted to. An endpoint
 * another account holds moves to the caller only with the same keys (the same browser, now logged in
 * as someone else): a different browser cannot take over another person's notifications. Each account
 * keeps its PUSH_SUBSCRIPTIONS_PER_USER most recently given subscriptions; older ones go.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: TPushSubscriptionRequest,
  isAllowed: (endpoint: string) => boolean,
  now: number,
): Promise<number> {
  if (!isAllowed(sub.endpoint)) {
    throw new AppError(
      'BAD_REQUEST',
      'This push endpoint is not accepted: it must be https on a known push service.',
    )
  }
  const problem = pushKeysProblem(sub.keys)
  if (problem) throw new AppError('BAD_REQUEST', problem)
  const keys = { p256dh: canonicalKey(sub.keys.p256dh), auth: canonicalKey(sub.keys.auth) }
  await db.transaction().execute(async (trx) => {
    // Inside the transaction: a refused subscription leaves no settings row behind either.
    await ensureSettings(trx, userId, now)
    const saved = await upsertPushSubscription(trx, { userId, endpoint: sub.endpoint, ...keys, now })
    if (!saved) {
      throw new AppError(
        'CONFLICT',
        'This push endpoint is already registered by another browser with other keys. Turn push notifications off and on again to get a subscription of your own.',
      )
    }
    await keepNewestPushSubscriptions(trx, userId, PUSH_SUBSCRIPTIONS_PER_USER)
  })
  return countPushSubscriptions(db, userId)
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<number> {
  await deletePushSubscriptionOf(db, userId, endpoint)
  return countPushSubscriptions(db, userId)
}
