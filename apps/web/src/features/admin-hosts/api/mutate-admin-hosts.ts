import { ZAddHostResponse } from '@spaces/shared/schemas/admin'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { ADMIN_HOSTS_QUERY_KEY } from './get-admin-hosts'

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
      api.post('/api/admin/hosts', import.meta.env.DEV && ZAddHostResponse, { username }),
    onSuccess: refresh,
  })
}

/** `DELETE /api/admin/hosts/{id}`: the person keeps their account but is no longer a host. */
export function useRemoveHost(onChanged: () => unknown) {
  const refresh = useRefresh(onChanged)
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/hosts/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: refresh,
  })
}

/** `DELETE /api/admin/preapproved/{id}`. */
export function useRemovePending(onChanged: () => unknown) {
  const refresh = useRefresh(onChanged)
  return useMutation({
    mutationFn: (id: number) =>
      api.delete(`/api/admin/preapproved/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: refresh,
  })
}
