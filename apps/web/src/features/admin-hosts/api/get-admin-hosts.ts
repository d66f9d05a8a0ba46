import { type TPreapproval, ZAdminHostsResponse, ZPreapprovedResponse } from '@spaces/shared/schemas/admin'
import type { THost } from '@spaces/shared/schemas/spaces'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type AdminHost = THost
export type Preapproval = TPreapproval

export const ADMIN_HOSTS_QUERY_KEY = ['admin', 'hosts'] as const

/** `GET /api/admin/hosts`: people with the host role. */
export function adminHostsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_HOSTS_QUERY_KEY, 'hosts'] as const,
    queryFn: async () =>
      (await api.get('/api/admin/hosts', import.meta.env.DEV && ZAdminHostsResponse)).hosts,
  })
}

/** `GET /api/admin/preapproved`: handles waiting for their first login. */
export function preapprovedQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_HOSTS_QUERY_KEY, 'preapproved'] as const,
    queryFn: async () =>
      (await api.get('/api/admin/preapproved', import.meta.env.DEV && ZPreapprovedResponse)).preapproved,
  })
}
