import { bareUsername, usernameKey } from '@spaces/shared/domain/username'
import { type TProfile, ZProfile } from '@spaces/shared/schemas/profile'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from './profile-query-key'

export type Profile = TProfile

export { PROFILE_QUERY_KEY }

/**
 * `GET /api/profile/{username}`: the profile and its links. Handles are case-insensitive, so the
 * cache key is too: the profile page, the links manager and the profile form share one entry.
 */
export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, usernameKey(username)] as const,
    queryFn: () =>
      api.get(`/api/profile/${encodeURIComponent(bareUsername(username))}`, import.meta.env.DEV && ZProfile),
  })
}
