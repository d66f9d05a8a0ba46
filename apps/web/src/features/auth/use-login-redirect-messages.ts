import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { returnPathIn, takeReturnPath } from '../../entities/viewer/return-path'
import { t } from '../../i18n/i18n'
import { clearCsrfToken } from '../../lib/api-client'
import { showNotice } from '../../lib/notices'
import { loginRedirectMessage } from './login-redirect-message'

/**
 * Shows what the login callback (or a login-only screen) left in Home's query, as
 * loginRedirectMessage words it; after a successful login it also reloads the user and goes back to
 * the page the login was started for, if any. `auth` and `error` are then cleared with a replace
 * navigation, so a reload or the back button does not show the message again; `next` stays until
 * the visitor logs in or leaves, as the login button reads it.
 */
export function useLoginRedirectMessages(): void {
  const [searchParams, setSearchParams] = useSearchParams()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const message = loginRedirectMessage(searchParams)
  const hasAuth = searchParams.has('auth')
  const hasError = searchParams.has('error')
  const returnPath = returnPathIn(searchParams)
  // The page whose "log in" message was shown: clearing `error` must not show a second one for it.
  const askedFor = useRef<string | null>(null)
  const isLoggedOut = user === null
  const text = message ? t(message.text) : undefined
  const tone = message?.tone
  const durationMs = message?.durationMs

  useEffect(() => {
    if (!hasAuth && !hasError) {
      // Only `next`: ask a logged-out visitor to log in, once per page asked for.
      if (!returnPath || !isLoggedOut || askedFor.current === returnPath || !text || !tone) return
      askedFor.current = returnPath
      showNotice(text, { tone, durationMs: durationMs ?? 0 })
      return
    }
    askedFor.current = returnPath
    if (text && tone && durationMs) {
      if (tone === 'success') {
        // The server rotated the session at login, so the old CSRF token is dead.
        clearCsrfToken()
        const back = takeReturnPath()
        // Back to the page asked for once the user is known there, or that page would send them home.
        const reloaded = queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
        if (back) void reloaded.then(() => navigate(back, { replace: true }))
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
  }, [
    hasAuth,
    hasError,
    returnPath,
    isLoggedOut,
    text,
    tone,
    durationMs,
    queryClient,
    setSearchParams,
    navigate,
  ])
}
