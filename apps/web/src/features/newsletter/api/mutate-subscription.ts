import { ZMessageResponse, ZSubscribeResponse } from '@spaces/shared/schemas/answers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

import { type NewsletterStatus, newsletterStatusQueryOptions } from './get-newsletter-status'

/**
 * `POST /api/newsletter/subscribe` {email}. The answer carries the new status (pending with double
 * opt-in), which replaces the cached one. Posting the pending address again re-sends the
 * confirmation email (Resend).
 */
export function useSubscribe(viewerId: number) {
  const queryClient = useQueryClient()
  const { queryKey } = newsletterStatusQueryOptions(viewerId)
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/newsletter/subscribe', import.meta.env.DEV && ZSubscribeResponse, { email }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.status),
  })
}

/** `POST /api/newsletter/unsubscribe` (no body) → `{message}`; the address stays for the form. */
export function useUnsubscribe(viewerId: number) {
  const queryClient = useQueryClient()
  const { queryKey } = newsletterStatusQueryOptions(viewerId)
  return useMutation({
    mutationFn: () => api.post('/api/newsletter/unsubscribe', import.meta.env.DEV && ZMessageResponse),
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (old: NewsletterStatus | undefined) => ({
        subscribed: false,
        email: old?.email ?? null,
        pending: false,
        bounced: false,
      }))
      void queryClient.invalidateQueries({ queryKey })
    },
  })
}
