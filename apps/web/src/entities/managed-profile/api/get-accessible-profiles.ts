import { type TAccessibleProfile, ZAccessibleProfilesResponse } from '@spaces/shared/schemas/access'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type AccessibleProfile = TAccessibleProfile

export const ACCESSIBLE_PROFILES_QUERY_KEY = ['access', 'profiles'] as const

/** `GET /api/access/profiles`: the own profile first, then those with a live grant. */
export function accessibleProfilesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: [...ACCESSIBLE_PROFILES_QUERY_KEY, userId ?? null] as const,
    // A failed load is silently an empty list.
    queryFn: async () => {
      try {
        return (await api.get('/api/access/profiles', import.meta.env.DEV && ZAccessibleProfilesResponse))
          .profiles
      } catch {
        return []
      }
    },
    enabled: userId !== undefined,
  })
}
