import { ZAdminHealth } from '@spaces/shared/schemas/health'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The Health screen reads again on its own this often, so an open screen stays current. */
const REFRESH_MS = 30_000

/** `GET /api/admin/health` (admin): the instance, the mail, the queues, the X import and the jobs. */
export function adminHealthQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'health'] as const,
    queryFn: () => api.get('/api/admin/health', import.meta.env.DEV && ZAdminHealth),
    refetchInterval: REFRESH_MS,
  })
}
