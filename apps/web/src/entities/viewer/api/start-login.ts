import { ZAuthUrlResponse } from '@spaces/shared/schemas/answers'
import { useMutation } from '@tanstack/react-query'
import { msg } from '../../../i18n/i18n'
import { api } from '../../../lib/api-client'
import { rememberReturnPath } from '../return-path'

export const START_LOGIN_ERROR = msg('Failed to start login')

/** Only http(s) URLs are followed: a broken or hostile answer must never run `javascript:`. */
export function toSafeRedirectUrl(authUrl: unknown, base: string): string | null {
  if (typeof authUrl !== 'string') return null
  try {
    const url = new URL(authUrl, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * `GET /api/auth/twitter` → `{authUrl}`, then the browser goes there (X, or the X sandbox). The page
 * this one asks to come back to (`?next=`) is kept for when the login succeeds.
 */
export async function startLogin(): Promise<void> {
  const { authUrl } = await api.get('/api/auth/twitter', import.meta.env.DEV && ZAuthUrlResponse)
  const target = toSafeRedirectUrl(authUrl, window.location.origin)
  if (!target) throw new Error(START_LOGIN_ERROR)
  rememberReturnPath(window.location.search)
  window.location.assign(target)
  // Stay pending while the browser leaves, so the button does not flicker back.
  await new Promise<never>(() => {})
}

export function useStartLogin() {
  return useMutation({ mutationFn: startLogin })
}
