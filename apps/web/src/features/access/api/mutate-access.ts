import { ZGrantResponse } from '@spaces/shared/schemas/access'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ACCESSIBLE_PROFILES_QUERY_KEY } from '../../../entities/managed-profile/api/get-accessible-profiles'
import { api } from '../../../lib/api-client'
import type { GrantBody } from '../grant-form-values'
import { collaboratorsQueryOptions } from './get-collaborators'

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
      api.post(`/api/access/profile/${userId}/grant`, import.meta.env.DEV && ZGrantResponse, body),
    onSuccess: refresh,
  })
}

/** `DELETE /api/access/profile/{userId}/revoke/{collaboratorId}` (the collaborator's user id). */
export function useRevokeAccess(userId: number) {
  const refresh = useRefreshAccess(userId)
  return useMutation({
    mutationFn: (collaboratorId: number) =>
      api.delete(
        `/api/access/profile/${userId}/revoke/${collaboratorId}`,
        import.meta.env.DEV && ZMessageResponse,
      ),
    onSuccess: refresh,
  })
}
