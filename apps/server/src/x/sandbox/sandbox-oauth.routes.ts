import { bareUsername } from '@spaces/shared/domain/username'
import { zText } from '@spaces/shared/schemas/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { safeEqual, sha256Base64Url } from '../../lib/crypto'
import { renderAuthorizePage, renderErrorPage } from './authorize-page'
import { SANDBOX_ACCOUNTS } from './fixture'
import { HIDDEN_SCHEMA as schema } from './sandbox-http'
import { HANDLE_PATTERN, type SandboxStore } from './sandbox-store'

/** The app's one registered OAuth callback, as on X: the sandbox sends a browser nowhere else. */
const CALLBACK_PATH = '/api/auth/twitter/callback'

const ZAuthorizeQuery = z.object({
  response_type: z.literal('code', { message: 'response_type must be code' }),
  client_id: zText().min(1, { message: 'client_id is required' }).max(200),
  redirect_uri: zText().max(2000),
  scope: zText().max(500).default(''),
  state: zText().min(1, { message: 'state is required' }).max(500),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,128}$/, { message: 'code_challenge must be an S256 challenge' }),
  code_challenge_method: z.literal('S256', { message: 'code_challenge_method must be S256' }),
})
type AuthorizeQuery = z.infer<typeof ZAuthorizeQuery>

const ZAuthorizeForm = z.object({
  ...ZAuthorizeQuery.shape,
  username: zText().max(100).optional(),
  deny: zText().max(10).optional(),
})

const ZTokenForm = z.object({
  grant_type: zText().max(100),
  code: zText().max(500).optional(),
  redirect_uri: zText().max(2000).optional(),
  code_verifier: zText().max(200).optional(),
  client_id: zText().max(200).optional(),
})

/**
 * The authorize form and the token call stand in for X's own endpoints: the browser posts the form
 * from the sandbox's page and the server posts the token request, so neither carries this app's
 * CSRF header (X checks `state` and PKCE instead, and so does the app). The form is a login and
 * counts per IP; the token call comes from this server itself, so an IP limit would mean nothing.
 */
const authorizeConfig = { csrf: false, limit: 'auth' } as const

const authorizeError = (reply: FastifyReply, message: string) =>
  reply.code(400).type('text/html; charset=utf-8').send(renderErrorPage(message))

/** The form's fields as the page's hidden inputs. */
const asHidden = (fields: object) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))

/** X's OAuth 2.0 + PKCE pages and token endpoint: the authorize page, its form, and the code exchange. */
export function sandboxOAuthRoutes(app: App, store: SandboxStore): void {
  const registeredCallback = `${app.config.baseUrl}${CALLBACK_PATH}`

  /** X compares client_id and the whole redirect_uri (scheme, host, port, path) with the app's. */
  function checkClient(query: AuthorizeQuery): string | null {
    if (query.client_id !== app.config.x.clientId) return 'Unknown client_id'
    if (query.redirect_uri !== registeredCallback) {
      return `redirect_uri must be the callback registered for this app (${registeredCallback})`
    }
    return null
  }

  app.get('/i/oauth2/authorize', { schema }, async (req, reply) => {
    const parsed = ZAuthorizeQuery.safeParse(req.query)
    if (!parsed.success) return authorizeError(reply, parsed.error.issues[0]?.message ?? 'Invalid request')
    const clientError = checkClient(parsed.data)
    if (clientError) return authorizeError(reply, clientError)
    reply.header('cache-control', 'no-store')
    return reply
      .type('text/html; charset=utf-8')
      .send(renderAuthorizePage({ hidden: asHidden(parsed.data), accounts: SANDBOX_ACCOUNTS }))
  })

  app.post('/i/oauth2/authorize', { schema, config: authorizeConfig }, async (req, reply) => {
    const parsed = ZAuthorizeForm.safeParse(req.body)
    if (!parsed.success) return authorizeError(reply, parsed.error.issues[0]?.message ?? 'Invalid request')
    const form = parsed.data
    const clientError = checkClient(form)
    if (clientError) return authorizeError(reply, clientError)
    const back = new URL(form.redirect_uri)
    back.searchParams.set('state', form.state)
    if (form.deny) {
      back.searchParams.set('error', 'access_denied')
      return reply.redirect(back.toString(), 302)
    }
    const handle = bareUsername(form.username ?? '')
    if (!HANDLE_PATTERN.test(handle)) {
      const { username: _u, deny: _d, ...hidden } = form
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderAuthorizePage({
            hidden: asHidden(hidden),
            accounts: SANDBOX_ACCOUNTS,
            error: 'A handle has 1 to 15 letters, digits or underscores.',
          }),
        )
    }
    const user = store.ensureUser(handle)
    const code = store.issueCode({
      clientId: form.client_id,
      redirectUri: form.redirect_uri,
      codeChallenge: form.code_challenge,
      userId: user.id,
    })
    back.searchParams.set('code', code)
    return reply.redirect(back.toString(), 302)
  })

  app.post('/2/oauth2/token', { schema, config: { csrf: false } }, async (req, reply) => {
    const invalid = (description: string) =>
      reply.code(400).send({ error: 'invalid_request', error_description: description })
    const parsed = ZTokenForm.safeParse(req.body)
    if (!parsed.success) return invalid('Malformed token request')
    const form = parsed.data
    if (form.grant_type !== 'authorization_code') {
      return reply.code(400).send({ error: 'unsupported_grant_type' })
    }
    const clientId = basicClientId(req, app.config.x.clientId, app.config.x.clientSecret) ?? form.client_id
    if (clientId !== app.config.x.clientId) return reply.code(401).send({ error: 'invalid_client' })
    if (!form.code || !form.code_verifier || !form.redirect_uri)
      return invalid('code, redirect_uri and code_verifier are required')
    const grant = store.takeCode(form.code)
    const verifierMatches =
      grant !== undefined && safeEqual(sha256Base64Url(form.code_verifier), grant.codeChallenge)
    if (
      !grant ||
      grant.clientId !== clientId ||
      grant.redirectUri !== form.redirect_uri ||
      !verifierMatches
    ) {
      return reply
        .code(400)
        .send({ error: 'invalid_grant', error_description: 'Value passed for the token was invalid.' })
    }
    const { token, expiresIn } = store.issueAccessToken(grant.userId)
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      scope: app.config.x.scopes,
      refresh_token: `refresh-${token.slice(0, 16)}`,
    }
  })
}

/** The client id from HTTP Basic credentials, when the secret matches. */
function basicClientId(
  req: FastifyRequest,
  clientId: string,
  secret: string | undefined,
): string | undefined {
  const header = req.headers.authorization ?? ''
  if (!header.startsWith('Basic ')) return undefined
  const [id, given] = Buffer.from(header.slice(6), 'base64').toString().split(':')
  return id === clientId && given === secret ? id : '\u0000invalid'
}
