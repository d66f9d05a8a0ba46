import { ZCurrentUserResponse } from '@spaces/shared/schemas/answers'
import type { TCurrentUser } from '@spaces/shared/schemas/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type CurrentUser = TCurrentUser

export const CURRENT_USER_QUERY_KEY = ['auth', 'user'] as const

/** `GET /api/auth/user`. Any failure counts as logged out. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await api.get('/api/auth/user', import.meta.env.DEV && ZCurrentUserResponse)
    return user ?? null
  } catch {
    return null
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: getCurrentUser, staleTime: 60_000 })
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions())
}

/** The name people see: display name when set, else the handle. */
export function displayNameOf(user: Pick<CurrentUser, 'display_name' | 'username'>): string {
  return user.display_name?.trim() || user.username
}
