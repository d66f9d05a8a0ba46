import { ZHostsResponse } from '@spaces/shared/schemas/answers'
import type { THost } from '@spaces/shared/schemas/spaces'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type Host = THost

/** `GET /api/hosts` → hosts and admins, by handle. */
export function hostsQueryOptions() {
  return queryOptions({
    queryKey: ['hosts'] as const,
    queryFn: async () => (await api.get('/api/hosts', import.meta.env.DEV && ZHostsResponse)).hosts,
    staleTime: 5 * 60_000,
  })
}

export function useHosts() {
  return useQuery(hostsQueryOptions())
}
