import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import { ZApiTokenCreated, ZApiTokenList, ZCreateApiTokenRequest } from '@spaces/shared/schemas/webhooks'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import type { Database, UserRow } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { AppError } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { listTokens } from './tokens.queries'
import { createToken, presentToken, revokeOwnToken } from './tokens.service'

const doc = routeDoc('tokens')

/**
 * The logged-in person, from their session: a token cannot make, list or revoke tokens (a leaked
 * token must not be able to make itself a successor).
 */
function sessionUser(req: FastifyRequest): UserRow {
  if (req.apiToken) {
    throw new AppError('FORBIDDEN', 'API tokens are managed from a logged-in session, not with a token.')
  }
  return requireUser(req)
}

/** API tokens: `Authorization: Bearer sct_…` on the API, acting as their owner (docs/operations.md "API tokens"). */
export async function tokensRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const create = doc({
    operationId: 'createApiToken',
    access: 'session',
    summary: 'Make an API token (read or write); the answer carries it, shown this once.',
    errors: [409],
    body: ZCreateApiTokenRequest,
    response: { 201: ZApiTokenCreated },
  })
  app.post('/api/tokens', { schema: create }, async (req, reply) => {
    return reply.code(201).send(await createToken(db, sessionUser(req), req.body))
  })

  const list = doc({
    operationId: 'listApiTokens',
    access: 'session',
    summary: 'List one’s API tokens, with when each was last used.',
    errors: [403],
    response: { 200: ZApiTokenList },
  })
  app.get('/api/tokens', { schema: list }, async (req) => {
    return { tokens: (await listTokens(db, sessionUser(req).id)).map(presentToken) }
  })

  const revoke = doc({
    operationId: 'revokeApiToken',
    access: 'session',
    summary: 'Revoke an API token: it is refused from the next call on.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/tokens/:id', { schema: revoke }, async (req) => {
    await revokeOwnToken(db, sessionUser(req), req.params.id)
    return { message: translate(req.locale, msg('Token revoked')) }
  })
}
