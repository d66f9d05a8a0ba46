import {
  type TPushSubscriptionRequest,
  ZPushKeyResponse,
  ZPushSubscriptionsResponse,
} from '@spaces/shared/schemas/notifications'
import { api } from '../../../lib/api-client'

/** `GET /api/push/key`: the VAPID public key (base64url) that `pushManager.subscribe` needs. */
export async function getPushKey(): Promise<string> {
  return (await api.get('/api/push/key', import.meta.env.DEV && ZPushKeyResponse)).publicKey
}

/** `POST /api/push/subscriptions` with the browser's `PushSubscription.toJSON()`. */
export function savePushSubscription(subscription: TPushSubscriptionRequest) {
  return api.post('/api/push/subscriptions', import.meta.env.DEV && ZPushSubscriptionsResponse, subscription)
}

/** `DELETE /api/push/subscriptions {endpoint}`. */
export function deletePushSubscription(endpoint: string) {
  return api.delete('/api/push/subscriptions', import.meta.env.DEV && ZPushSubscriptionsResponse, {
    endpoint,
  })
}
