import { zText } from '@spaces/shared/schemas/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { safeEqual, sha256Base64Url } from '../../lib/crypto'
import { X_IDS_PER_CALL } from '../x-client'
import { renderAuthorizePage, renderErrorPage } from './authorize-page'
import { renderAvatarSvg } from './avatars'
import { SANDBOX_ACCOUNTS } from './fixture'
import { sandboxControlRoutes } from './sandbox-control'
import { SandboxSpaces } from './sandbox-spaces'
import { HANDLE_PATTERN, SANDBOX_APP_TOKEN, SandboxStore, type SandboxUser } from './sandbox-store'
import { SandboxWorld } from './sandbox-world'

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

/** X's v2 user object, limited to the fields X returns by default plus those asked for. */
function presentUser(user: SandboxUser) {
  return { data: user }
}

/**
 * The X sandbox (design §3): X's OAuth 2.0 + PKCE endpoints and the few v2 API calls the product uses,
 * with X's URL and JSON shapes. Mounted only when no real X credentials are configured.
 */
export async function sandboxRoutes(app: App): Promise<void> {
  const store = new SandboxStore()
  const world = new SandboxWorld(new SandboxSpaces((username) => store.ensureUser(username).id))
  const schema = { hide: true }
  /**
   * The authorize form and the token call stand in for X's own endpoints: the browser posts the form
   * from the sandbox's page and the server posts the token request, so neither carries this app's
   * CSRF header (X checks `state` and PKCE instead, and so does the app). The form is a login and
   * counts per IP; the token call comes from this server itself, so an IP limit would mean nothing.
   */
  const authorizeConfig = { csrf: false, limit: 'auth' } as const

  const authorizeError = (reply: FastifyReply, message: string) =>
    reply.code(400).type('text/html; charset=utf-8').send(renderErrorPage(message))

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
    const hidden = Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, String(v)]))
    reply.header('cache-control', 'no-store')
    return reply
      .type('text/html; charset=utf-8')
      .send(renderAuthorizePage({ hidden, accounts: SANDBOX_ACCOUNTS }))
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
    const handle = (form.username ?? '').trim().replace(/^@/, '')
    if (!HANDLE_PATTERN.test(handle)) {
      const { username: _u, deny: _d, ...hidden } = form
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderAuthorizePage({
            hidden: Object.fromEntries(Object.entries(hidden).map(([k, v]) => [k, String(v)])),
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

  const bearerUser = (req: FastifyRequest): SandboxUser | undefined => {
    const header = req.headers.authorization ?? ''
    const id = header.startsWith('Bearer ') ? store.verifyAccessToken(header.slice(7)) : undefined
    return id ? store.findById(id) : undefined
  }
  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).send({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })

  app.get('/2/users/me', { schema }, async (req, reply) => {
    const user = bearerUser(req)
    return user ? presentUser(user) : unauthorized(reply)
  })

  app.get<{ Params: { username: string } }>(
    '/2/users/by/username/:username',
    { schema },
    async (req, reply) => {
      if (!(req.headers.authorization ?? '').startsWith('Bearer ')) return unauthorized(reply)
      const user = store.findByUsername(req.params.username)
      if (user) return presentUser(user)
      return {
        errors: [
          {
            value: req.params.username,
            detail: `Could not find user with username: [${req.params.username}].`,
            title: 'Not Found Error',
            resource_type: 'user',
            parameter: 'username',
            type: 'https://api.twitter.com/2/problems/resource-not-found',
          },
        ],
      }
    },
  )

  /** The app's bearer token (the sandbox's own, or the one a test app was given) or a user's token. */
  const isAuthorizedForSpaces = (req: FastifyRequest): boolean => {
    const header = req.headers.authorization ?? ''
    if (!header.startsWith('Bearer ')) return false
    const token = header.slice(7)
    return token === SANDBOX_APP_TOKEN || store.verifyAccessToken(token) !== undefined
  }

  /** Every Spaces API call: the bearer, the call count, X's rate-limit headers, and 429 on demand. */
  const spacesGate = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (!isAuthorizedForSpaces(req)) {
      unauthorized(reply)
      return false
    }
    const limit = world.countCall()
    reply.header('x-rate-limit-limit', String(limit.limit))
    reply.header('x-rate-limit-remaining', String(limit.remaining))
    reply.header('x-rate-limit-reset', String(limit.reset))
    if (limit.refused) {
      reply
        .code(429)
        .send({ title: 'Too Many Requests', type: 'about:blank', status: 429, detail: 'Too Many Requests' })
      return false
    }
    return true
  }

  const idList = (value: string | undefined) =>
    (value ?? '').split(',').filter(Boolean).slice(0, X_IDS_PER_CALL)

  app.get<{ Querystring: { user_ids?: string } }>(
    '/2/spaces/by/creator_ids',
    { schema },
    async (req, reply) => {
      if (!spacesGate(req, reply)) return reply
      const data = world.spaces.byCreators(new Set(idList(req.query.user_ids)))
      return { data, meta: { result_count: data.length } }
    },
  )

  app.get<{ Querystring: { ids?: string } }>('/2/spaces', { schema }, async (req, reply) => {
    if (!spacesGate(req, reply)) return reply
    const ids = idList(req.query.ids)
    const data = world.spaces.byIds(ids)
    const found = new Set(data.map((space) => space.id))
    const errors = ids.filter((id) => !found.has(id)).map(notFoundError)
    return { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) }
  })

  app.get<{ Params: { id: string } }>('/2/spaces/:id', { schema }, async (req, reply) => {
    if (!spacesGate(req, reply)) return reply
    const [space] = world.spaces.byIds([req.params.id])
    return space ? { data: space } : { errors: [notFoundError(req.params.id)] }
  })

  await app.register(sandboxControlRoutes, { world, store })

  app.get<{ Params: { file: string } }>('/avatars/:file', { schema }, async (req, reply) => {
    const match = /^([A-Za-z0-9_]{1,15})\.svg$/.exec(req.params.file)
    if (!match?.[1]) return reply.code(404).send({ error: 'No such avatar.' })
    const account = SANDBOX_ACCOUNTS.find((a) => a.username.toLowerCase() === match[1]?.toLowerCase())
    const svg = renderAvatarSvg({
      username: match[1],
      name: account?.name ?? match[1],
      ...(account ? { colors: account.avatar } : {}),
    })
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
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

/** X's answer for an id it does not know. */
function notFoundError(id: string) {
  return {
    value: id,
    detail: `Could not find space with ids: [${id}].`,
    title: 'Not Found Error',
    resource_type: 'space',
    parameter: 'ids',
    type: 'https://api.twitter.com/2/problems/resource-not-found',
  }
}
