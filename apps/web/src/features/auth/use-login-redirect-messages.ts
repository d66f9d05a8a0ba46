import { LOGIN_ERROR_MESSAGE_MS, LOGIN_SUCCESS_MESSAGE_MS } from '@spaces/shared/limits'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { clearCsrfToken } from '../../lib/api-client'
import { showNotice } from '../../lib/notices'
import { CURRENT_USER_QUERY_KEY } from './api/get-current-user'

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!'
export const LOGIN_ERROR_MESSAGE = 'Login failed. Please try again.'
/** `error=not_authenticated`: a logged-out visitor opened the dashboard; no login was tried. */
export const LOGIN_REQUIRED_MESSAGE = 'Log in to open your dashboard.'

/**
 * Reads what the login callback left in Home's query (spec §2): `auth=success` shows
 * 'Login successful!' for 3 s and reloads the user; `error=not_authenticated` (a logged-out visitor
 * opened the dashboard) shows 'Log in to open your dashboard.' and any other `error` (a failed OAuth
 * login) 'Login failed. Please try again.', each for 5 s. Either way the parameters are then cleared with a replace
 * navigation, so a reload or the back button does not show the message again.
 */
export function useLoginRedirectMessages(): void {
  const [searchParams, setSearchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const isSuccess = searchParams.get('auth') === 'success'
  const hasError = searchParams.has('error')
  const needsLogin = searchParams.get('error') === 'not_authenticated'
  const hasAuth = searchParams.has('auth')

  useEffect(() => {
    if (!hasAuth && !hasError) return
    if (hasError) {
      showNotice(needsLogin ? LOGIN_REQUIRED_MESSAGE : LOGIN_ERROR_MESSAGE, {
        tone: 'error',
        durationMs: LOGIN_ERROR_MESSAGE_MS,
      })
    } else if (isSuccess) {
      // The server rotated the session at login, so the old CSRF token is dead.
      clearCsrfToken()
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
      showNotice(LOGIN_SUCCESS_MESSAGE, { tone: 'success', durationMs: LOGIN_SUCCESS_MESSAGE_MS })
    }
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('auth')
        next.delete('error')
        return next
      },
      { replace: true },
    )
  }, [hasAuth, hasError, needsLogin, isSuccess, queryClient, setSearchParams])
}
