import type { TProfile } from '@spaces/shared/schemas/profile'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiGet } from '../../../lib/api-client'

export type Profile = TProfile

export const PROFILE_QUERY_KEY = ['profile'] as const

/** No second try for an answer that will not change (404 'Profile not found', 400…). */
export function shouldRetryLoad(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/**
 * `GET /api/profile/{username}`: the profile and its links. Handles are case-insensitive, so the
 * cache key is too: the profile page, the links manager and the profile form share one entry.
 */
export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, username.trim().replace(/^@/, '').toLowerCase()] as const,
    queryFn: () => apiGet<Profile>(`/api/profile/${encodeURIComponent(username.trim().replace(/^@/, ''))}`),
    retry: shouldRetryLoad,
  })
}
