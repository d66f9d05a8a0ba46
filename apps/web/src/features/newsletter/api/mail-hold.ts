import { type TMailHold, ZMailHold, ZReleaseMailResponse } from '@spaces/shared/schemas/admin'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { NEWSLETTER_ADMIN_QUERY_KEY } from './get-newsletter-admin'

export type MailHold = TMailHold

/** `GET /api/admin/mail`: whether the site's mail is held, why, and since when. */
export function mailHoldQueryOptions() {
  return queryOptions({
    queryKey: [...NEWSLETTER_ADMIN_QUERY_KEY, 'mail-hold'] as const,
    queryFn: () => api.get('/api/admin/mail', import.meta.env.DEV && ZMailHold),
  })
}

/** `POST /api/admin/mail/release` → the hold as it is now and a sentence; the campaigns refresh with it. */
export function useReleaseMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/admin/mail/release', import.meta.env.DEV && ZReleaseMailResponse),
    onSuccess: (answer) => {
      const { message: _message, ...hold } = answer
      queryClient.setQueryData(mailHoldQueryOptions().queryKey, hold)
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_ADMIN_QUERY_KEY })
    },
  })
}
