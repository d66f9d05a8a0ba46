import { LOGOUT_MESSAGE_MS } from '@spaces/shared/limits'
import { ZMessageResponse } from '@spaces/shared/schemas/answers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { CURRENT_USER_QUERY_KEY } from '../../../entities/viewer/api/get-current-user'
import { msg, t } from '../../../i18n/i18n'
import { api, clearCsrfToken } from '../../../lib/api-client'
import { showNotice } from '../../../lib/notices'

export const LOGOUT_MESSAGE = msg('You have been logged out.')
export const LOGOUT_ERROR = msg('Logout failed. Please try again.')

export function logout(): Promise<{ message: string }> {
  return api.post('/api/auth/logout', import.meta.env.DEV && ZMessageResponse)
}

/**
 * `POST /api/auth/logout`. On success the cached user and every other per-user answer are dropped,
 * and so is the CSRF token (the server ended that session). On failure nothing changes: the user
 * stays logged in and the caller shows LOGOUT_ERROR.
 *
 * `leaveTo`: where to go first when the current screen needs a session. Going there before the user
 * is dropped keeps that screen from sending the visitor to '/?error=not_authenticated' ('Log in to
 * open your dashboard.') right after they chose to log out.
 */
export function useLogout({ leaveTo }: { leaveTo?: string } = {}) {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      if (leaveTo) navigate(leaveTo, { replace: true })
      clearCsrfToken()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] })
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null)
      showNotice(t(LOGOUT_MESSAGE), { tone: 'success', durationMs: LOGOUT_MESSAGE_MS })
    },
  })
}
