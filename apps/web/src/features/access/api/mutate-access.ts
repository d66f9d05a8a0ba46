import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete, apiPost } from '../../../lib/api-client'
import type { GrantBody } from '../grant-form-values'
import { ACCESSIBLE_PROFILES_QUERY_KEY } from './get-accessible-profiles'
import { type Collaborator, collaboratorsQueryOptions } from './get-collaborators'

function useRefreshAccess(userId: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collaboratorsQueryOptions(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ACCESSIBLE_PROFILES_QUERY_KEY }),
    ])
}

/** `POST /api/access/profile/{userId}/grant` → 201 {message, collaborator}; a second grant updates. */
export function useGrantAccess(userId: number) {
  const refresh = useRefreshAccess(userId)
  return useMutation({
    mutationFn: (body: GrantBody) =>
      apiPost<{ message: string; collaborator: Collaborator }>(`/api/access/profile/${userId}/grant`, body),
    onSuccess: refresh,
  })
}

/** `DELETE /api/access/profile/{userId}/revoke/{collaboratorId}` (the collaborator's user id). */
export function useRevokeAccess(userId: number) {
  const refresh = useRefreshAccess(userId)
  return useMutation({
    mutationFn: (collaboratorId: number) =>
      apiDelete<{ message: string }>(`/api/access/profile/${userId}/revoke/${collaboratorId}`),
    onSuccess: refresh,
  })
}
