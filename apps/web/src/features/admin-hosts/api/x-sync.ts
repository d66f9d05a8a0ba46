import { ZXSyncRun, ZXSyncStatus } from '@spaces/shared/schemas/spaces'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { SPACES_QUERY_KEY } from '../../../entities/space/api/get-spaces'
import { api } from '../../../lib/api-client'
import { ADMIN_HOSTS_QUERY_KEY } from './get-admin-hosts'

const X_SYNC_QUERY_KEY = [...ADMIN_HOSTS_QUERY_KEY, 'x-sync'] as const

/** `GET /api/admin/x-sync`: whether the X import runs here, and its last run. */
export function xSyncQueryOptions() {
  return queryOptions({
    queryKey: X_SYNC_QUERY_KEY,
    queryFn: () => api.get('/api/admin/x-sync', import.meta.env.DEV && ZXSyncStatus),
  })
}

/** `POST /api/admin/x-sync` ("Sync now"): runs the import at once and answers its counts. */
export function useSyncNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/admin/x-sync', import.meta.env.DEV && ZXSyncRun),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: X_SYNC_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY }),
      ]),
  })
}
