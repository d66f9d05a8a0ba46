import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  type TCreateWebhookRequest,
  ZApiTokenCreated,
  ZApiTokenList,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookList,
} from '@spaces/shared/schemas/webhooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

const webhooksKey = (hostId: number | undefined) => ['webhooks', hostId ?? 'own'] as const

/** `GET /api/webhooks[?host_id=]`: the managed profile's webhooks. */
export function useWebhooks(hostId: number | undefined) {
  return useQuery({
    queryKey: webhooksKey(hostId),
    queryFn: () =>
      api.get(`/api/webhooks${hostId ? `?host_id=${hostId}` : ''}`, import.meta.env.DEV && ZWebhookList),
  })
}

/** `POST /api/webhooks` → the webhook with its secret (shown once). */
export function useCreateWebhook(hostId: number | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: TCreateWebhookRequest) =>
      api.post('/api/webhooks', import.meta.env.DEV && ZWebhookCreated, body),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(hostId) }),
  })
}

/** `DELETE /api/webhooks/{id}`. */
export function useDeleteWebhook(hostId: number | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/webhooks/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(hostId) }),
  })
}

const deliveriesKey = (id: number) => ['webhook-deliveries', id] as const

/** `GET /api/webhooks/{id}/deliveries`: the delivery log, refreshed while it is open. */
export function useDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api.get(`/api/webhooks/${id}/deliveries`, import.meta.env.DEV && ZWebhookDeliveryList),
    refetchInterval: 5000,
  })
}

/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/resend`. */
export function useResendDelivery(id: number, hostId: number | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post(
        `/api/webhooks/${id}/deliveries/${deliveryId}/resend`,
        import.meta.env.DEV && ZWebhookDelivery,
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: deliveriesKey(id) })
      await client.invalidateQueries({ queryKey: webhooksKey(hostId) })
    },
  })
}

const tokensKey = ['api-tokens'] as const

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: () => api.get('/api/tokens', import.meta.env.DEV && ZApiTokenList),
  })
}

export function useCreateApiToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { name: string; scope: 'read' | 'write' }) =>
      api.post('/api/tokens', import.meta.env.DEV && ZApiTokenCreated, body),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  })
}

export function useRevokeApiToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/tokens/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  })
}
