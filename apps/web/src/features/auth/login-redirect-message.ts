import { LOGIN_ERROR_MESSAGE_MS, LOGIN_SUCCESS_MESSAGE_MS } from '@spaces/shared/limits'
import { returnPathIn } from '../../entities/viewer/return-path'
import { msg } from '../../i18n/i18n'
import type { NoticeTone } from '../../lib/notices'

export const LOGIN_SUCCESS_MESSAGE = msg('Login successful!')
export const LOGIN_ERROR_MESSAGE = msg('Login failed. Please try again.')
/** `error=not_authenticated`: a logged-out visitor opened the dashboard; no login was tried. */
export const LOGIN_REQUIRED_MESSAGE = msg('Log in to open your dashboard.')
/** The value the dashboard's redirect puts in `error`. */
export const NOT_AUTHENTICATED_ERROR = 'not_authenticated'
/** `next=<page>` alone: a logged-out visitor opened another screen that needs a session. */
export const LOGIN_TO_CONTINUE_MESSAGE = msg('Log in to continue')

export type LoginRedirectMessage = { text: string; tone: NoticeTone; durationMs: number }

/**
 * What Home says about the query the login callback or a login-only screen left:
 * `error=not_authenticated` asks the visitor to log in, any other `error` is a failed OAuth login
 * (5 s each), `auth=success` is a successful one (3 s). An error wins over `auth`. A page to come
 * back to (`next`, one of this site's) alone asks the visitor to log in to continue (5 s).
 */
export function loginRedirectMessage(params: URLSearchParams): LoginRedirectMessage | null {
  const error = params.get('error')
  if (error === NOT_AUTHENTICATED_ERROR) {
    return { text: LOGIN_REQUIRED_MESSAGE, tone: 'error', durationMs: LOGIN_ERROR_MESSAGE_MS }
  }
  if (error !== null) return { text: LOGIN_ERROR_MESSAGE, tone: 'error', durationMs: LOGIN_ERROR_MESSAGE_MS }
  if (params.get('auth') === 'success') {
    return { text: LOGIN_SUCCESS_MESSAGE, tone: 'success', durationMs: LOGIN_SUCCESS_MESSAGE_MS }
  }
  if (returnPathIn(params)) {
    return { text: LOGIN_TO_CONTINUE_MESSAGE, tone: 'error', durationMs: LOGIN_ERROR_MESSAGE_MS }
  }
  return null
}
