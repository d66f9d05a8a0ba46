import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete, apiPost } from '../../../lib/api-client'
import { ADMIN_HOSTS_QUERY_KEY, type AdminHost, type Preapproval } from './get-admin-hosts'

/** Refreshes both lists, then whatever else shows hosts (the route passes the public host list). */
function useRefresh(onChanged: () => unknown) {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ADMIN_HOSTS_QUERY_KEY })
    await onChanged()
  }
}

/** `POST /api/admin/hosts` {username} → a host at once, or a pending preapproval. */
export function useAddHost(onChanged: () => unknown) {
  const refresh = useRefresh(onChanged)
  return useMutation({
    mutationFn: (username: string) =>
      apiPost<{ message: string; host: AdminHost | null; pending: Preapproval | null }>('/api/admin/hosts', {
        username,
      }),
    onSuccess: refresh,
  })
}

/** `DELETE /api/admin/hosts/{id}`: the person keeps their account but is no longer a host. */
export function useRemoveHost(onChanged: () => unknown) {
  const refresh = useRefresh(onChanged)
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/admin/hosts/${id}`),
    onSuccess: refresh,
  })
}

/** `DELETE /api/admin/preapproved/{id}`. */
export function useRemovePending(onChanged: () => unknown) {
  const refresh = useRefresh(onChanged)
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/admin/preapproved/${id}`),
    onSuccess: refresh,
  })
}
