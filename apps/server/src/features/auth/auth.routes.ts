import {
  ZAuthUrlResponse,
  ZCsrfTokenResponse,
  ZCurrentUserResponse,
  ZMessageResponse,
} from '@spaces/shared/schemas/auth'
import { zText } from '@spaces/shared/schemas/common'
import { z } from 'zod'
import type { App } from '../../app-types'
import { csrfTokenFor } from '../../auth/csrf'
import { endSession, ensureBrowserId, startSession } from '../../auth/session'
import { consumeLoginAttempt, createLoginAttempt, X_TOKEN_PURPOSE } from '../../auth/x-oauth'
import { encryptText } from '../../lib/crypto'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import { presentCurrentUser } from './auth.presenter'
import { upsertUserFromX } from './auth.service'

const CALLBACK_PATH = '/api/auth/twitter/callback'
const doc = routeDoc('auth')

const ZCallbackQuery = z.object({
  code: zText().max(2000).optional(),
  state: zText().max(500).optional(),
  error: zText().max(200).optional(),
})

export async function authRoutes(app: App, options: { sessionSecret: string }): Promise<void> {
  sessionRoutes(app, options)
  loginRoutes(app, options)
}

/** The browser's session as the app reads it: its CSRF token and who is logged in. */
function sessionRoutes(app: App, options: { sessionSecret: string }): void {
  const csrf = doc(
    'getCsrfToken',
    'public',
    'Get the CSRF token for this browser, setting its cookie when it has none.',
    {
      response: { 200: ZCsrfTokenResponse },
    },
  )
  app.get('/csrf-token', { schema: csrf }, async (req, reply) => {
    const browserId = ensureBrowserId(req, reply, app.cookieSettings)
    reply.header('cache-control', 'no-store')
    return { csrfToken: csrfTokenFor(options.sessionSecret, browserId) }
  })

  const user = doc(
    'getCurrentUser',
    'personalized',
    'Get the logged-in user, or null when nobody is logged in.',
    {
      response: { 200: ZCurrentUserResponse },
    },
  )
  app.get('/api/auth/user', { schema: user }, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return { user: req.user ? presentCurrentUser(req.user) : null }
  })
}

/** Logging in with X (the start, and the callback X sends the browser back to) and out again. */
function loginRoutes(app: App, options: { sessionSecret: string }): void {
  /** Where X sends the browser back: always under BASE_URL, never a host the request names. */
  const callbackUrl = `${app.config.baseUrl}${CALLBACK_PATH}`
  const loginPolicy = {
    adminUsernames: app.config.adminUsernames,
    neverAdmin: app.config.x.publicDemo,
  }

  const start = doc('startXLogin', 'public', 'Start logging in with X: the address of X’s consent page.', {
    description: 'A browser that asks for HTML (Accept: text/html) is sent there directly.',
    redirect: 'A browser asking for HTML is sent to X’s consent page.',
    response: { 200: ZAuthUrlResponse },
  })
  app.get('/api/auth/twitter', { schema: start, config: { limit: 'auth' } }, async (req, reply) => {
    const browserId = ensureBrowserId(req, reply, app.cookieSettings)
    const attempt = await createLoginAttempt(app.db, browserId)
    const authUrl = app.xClient.authorizeUrl({
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

  const finish = doc(
    'finishXLogin',
    'public',
    'Finish logging in with X, then send the browser back to the site.',
    {
      redirect: 'Back to the site: /?auth=success, or /?error=… when the login failed.',
      querystring: ZCallbackQuery,
    },
  )
  app.get(CALLBACK_PATH, { schema: finish, config: { limit: 'auth' } }, async (req, reply) => {
    const fail = (code: string) => reply.redirect(`/?error=${code}`, 302)
    const { code, state, error } = req.query
    // The state is consumed first in every case, so a replay of any callback URL finds nothing.
    const codeVerifier = await consumeLoginAttempt(app.db, state, req.browserId)
    if (!codeVerifier) return fail('invalid_state')
    if (error || !code) return fail(error === 'access_denied' ? 'access_denied' : 'exchange_failed')
    try {
      const tokens = await app.xClient.exchangeCode({ code, codeVerifier, redirectUri: callbackUrl })
      const xUser = await app.xClient.getMe(tokens.accessToken)
      const user = await upsertUserFromX(app.db, xUser, loginPolicy)
      // The X token stays on the server, encrypted, for 'Sync from X'; the browser never sees it.
      await startSession(app.db, req, reply, user.id, app.cookieSettings, {
        sealed: encryptText(options.sessionSecret, X_TOKEN_PURPOSE, tokens.accessToken),
        expiresAt: tokens.expiresIn ? nowSeconds() + tokens.expiresIn : null,
      })
      req.log.info({ userId: user.id }, 'login')
      return reply.redirect('/?auth=success', 302)
    } catch (err) {
      req.log.warn({ err }, 'login failed at the token exchange or users/me')
      return fail('exchange_failed')
    }
  })

  const logOut = doc('logOut', 'public', 'Log out, ending this browser’s session.', {
    response: { 200: ZMessageResponse },
  })
  app.post('/api/auth/logout', { schema: logOut }, async (req, reply) => {
    await endSession(app.db, req, reply, app.cookieSettings)
    return { message: 'You have been logged out.' }
  })
}
