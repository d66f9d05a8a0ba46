import { type TCollaborator, ZCollaboratorsResponse } from '@spaces/shared/schemas/access'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'

export type Collaborator = TCollaborator

export const COLLABORATORS_QUERY_KEY = ['access', 'collaborators'] as const

/** `GET /api/access/profile/{userId}/collaborators`: 403 for anyone but the owner (or an admin). */
export function collaboratorsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...COLLABORATORS_QUERY_KEY, userId] as const,
    queryFn: async () =>
      (
        await api.get(
          `/api/access/profile/${userId}/collaborators`,
          import.meta.env.DEV && ZCollaboratorsResponse,
        )
      ).collaborators,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  })
}

/** True for a refused permission, shown as 'You do not have permission to view this page'. */
export function isPermissionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403
}
