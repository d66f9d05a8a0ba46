import {
  ZAuthUrlResponse,
  ZCsrfTokenResponse,
  ZCurrentUserResponse,
  ZMessageResponse,
} from '@spaces/shared/schemas/auth'
import { zText } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import { csrfTokenFor } from '../../auth/csrf'
import { type CookieSettings, endSession, ensureBrowserId, startSession } from '../../auth/session'
import { consumeLoginAttempt, createLoginAttempt, X_TOKEN_PURPOSE } from '../../auth/x-oauth'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { encryptText } from '../../lib/crypto'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import type { XClient } from '../../x/x-client'
import { presentCurrentUser } from './auth.presenter'
import { type LoginPolicy, upsertUserFromX } from './auth.service'
import { localeRoutes } from './locale.routes'

const CALLBACK_PATH = '/api/auth/twitter/callback'
const doc = routeDoc('auth')

const ZCallbackQuery = z.object({
  code: zText().max(2000).optional(),
  state: zText().max(500).optional(),
  error: zText().max(200).optional(),
})

export interface AuthDeps {
  db: Kysely<Database>
  xClient: XClient
  /** Signs CSRF tokens and seals the X token kept with a session. */
  sessionSecret: string
  cookieSettings: CookieSettings
  baseUrl: string
  /** Who is an admin at login (ADMIN_USERNAMES; nobody on a public demo). */
  loginPolicy: LoginPolicy
}

export async function authRoutes(app: App, deps: AuthDeps): Promise<void> {
  sessionRoutes(app, deps)
  loginRoutes(app, deps)
  localeRoutes(app, deps)
}

/** The browser's session as the app reads it: its CSRF token and who is logged in. */
function sessionRoutes(app: App, { sessionSecret, cookieSettings }: AuthDeps): void {
  const csrf = doc({
    operationId: 'getCsrfToken',
    access: 'public',
    summary: 'Get the CSRF token for this browser, setting its cookie when it has none.',
    response: { 200: ZCsrfTokenResponse },
  })
  app.get('/csrf-token', { schema: csrf }, async (req, reply) => {
    const browserId = ensureBrowserId(req, reply, cookieSettings)
    reply.header('cache-control', 'no-store')
    return { csrfToken: csrfTokenFor(sessionSecret, browserId) }
  })

  const user = doc({
    operationId: 'getCurrentUser',
    access: 'personalized',
    summary: 'Get the logged-in user, or null when nobody is logged in.',
    response: { 200: ZCurrentUserResponse },
  })
  app.get('/api/auth/user', { schema: user }, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return { user: req.user ? presentCurrentUser(req.user) : null }
  })
}

/** Logging in with X (the start, and the callback X sends the browser back to) and out again. */
function loginRoutes(app: App, deps: AuthDeps): void {
  const { db, xClient, cookieSettings } = deps
  /** Where X sends the browser back: always under BASE_URL, never a host the request names. */
  const callbackUrl = `${deps.baseUrl}${CALLBACK_PATH}`

  const start = doc({
    operationId: 'startXLogin',
    access: 'public',
    summary: 'Start logging in with X: the address of X’s consent page.',
    description: 'A browser that asks for HTML (Accept: text/html) is sent there directly.',
    redirect: 'A browser asking for HTML is sent to X’s consent page.',
    response: { 200: ZAuthUrlResponse },
  })
  app.get('/api/auth/twitter', { schema: start, config: { limit: 'auth' } }, async (req, reply) => {
    const browserId = ensureBrowserId(req, reply, cookieSettings)
    const attempt = await createLoginAttempt(db, browserId)
    const authUrl = xClient.authorizeUrl({
      state: attempt.state,
      codeChallenge: attempt.codeChallenge,
      redirectUri: callbackUrl,
    })
    reply.header('cache-control', 'no-store')
    // A browser that navigates here directly is sent on; the app's fetch gets JSON.
    const accept = req.headers.accept ?? ''
    if (accept.includes('text/html')) return reply.redirect(authUrl, 302)
    return { authUrl }
  })

  const finish = doc({
    operationId: 'finishXLogin',
    access: 'public',
    summary: 'Finish logging in with X, then send the browser back to the site.',
    redirect: 'Back to the site: /?auth=success, or /?error=… when the login failed.',
    querystring: ZCallbackQuery,
  })
  app.get(CALLBACK_PATH, { schema: finish, config: { limit: 'auth' } }, async (req, reply) => {
    const fail = (code: string) => reply.redirect(`/?error=${code}`, 302)
    const { code, state, error } = req.query
    // The state is consumed first in every case, so a replay of any callback URL finds nothing.
    const codeVerifier = await consumeLoginAttempt(db, state, req.browserId)
    if (!codeVerifier) return fail('invalid_state')
    if (error || !code) return fail(error === 'access_denied' ? 'access_denied' : 'exchange_failed')
    try {
      const tokens = await xClient.exchangeCode({ code, codeVerifier, redirectUri: callbackUrl })
      const xUser = await xClient.getMe(tokens.accessToken)
      const user = await upsertUserFromX(db, xUser, deps.loginPolicy)
      // The X token stays on the server, encrypted, for 'Sync from X'; the browser never sees it.
      await startSession(db, req, reply, user.id, cookieSettings, {
        sealed: encryptText(deps.sessionSecret, X_TOKEN_PURPOSE, tokens.accessToken),
        expiresAt: tokens.expiresIn ? nowSeconds() + tokens.expiresIn : null,
      })
      req.log.info({ userId: user.id }, 'login')
      return reply.redirect('/?auth=success', 302)
    } catch (err) {
      req.log.warn({ err }, 'login failed at the token exchange or users/me')
      return fail('exchange_failed')
    }
  })

  const logOut = doc({
    operationId: 'logOut',
    access: 'public',
    summary: 'Log out, ending this browser’s session.',
    response: { 200: ZMessageResponse },
  })
  app.post('/api/auth/logout', { schema: logOut }, async (req, reply) => {
    await endSession(db, req, reply, cookieSettings)
    return { message: translate(req.locale, msg('You have been logged out.')) }
  })
}
