import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { clearCsrfToken } from '../../lib/api-client'
import { showNotice } from '../../lib/notices'
import { CURRENT_USER_QUERY_KEY } from '../shared/auth/api/get-current-user'
import { loginRedirectMessage } from './login-redirect-message'

/**
 * Shows what the login callback (or a login-only screen) left in Home's query, as
 * loginRedirectMessage words it; after a successful login it also reloads the user. Either way the
 * parameters are then cleared with a replace navigation, so a reload or the back button does not
 * show the message again.
 */
export function useLoginRedirectMessages(): void {
  const [searchParams, setSearchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const message = loginRedirectMessage(searchParams)
  const hasAuth = searchParams.has('auth')
  const hasError = searchParams.has('error')
  const text = message?.text
  const tone = message?.tone
  const durationMs = message?.durationMs

  useEffect(() => {
    if (!hasAuth && !hasError) return
    if (text && tone && durationMs) {
      if (tone === 'success') {
        // The server rotated the session at login, so the old CSRF token is dead.
        clearCsrfToken()
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
      }
      showNotice(text, { tone, durationMs })
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
  }, [hasAuth, hasError, text, tone, durationMs, queryClient, setSearchParams])
}
