import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { X_IDS_PER_CALL } from '../x-client'
import { bearerToken, HIDDEN_SCHEMA as schema, unauthorized } from './sandbox-http'
import { SANDBOX_APP_TOKEN, type SandboxStore } from './sandbox-store'
import type { SandboxWorld } from './sandbox-world'

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

const idList = (value: string | undefined) =>
  (value ?? '').split(',').filter(Boolean).slice(0, X_IDS_PER_CALL)

/** X's v2 Spaces look-ups (by creators, by ids, one by id), counted against the sandbox's rate limit. */
export function sandboxSpacesRoutes(app: App, store: SandboxStore, world: SandboxWorld): void {
  /** The app's bearer token (the sandbox's own, or the one a test app was given) or a user's token. */
  const isAuthorizedForSpaces = (req: FastifyRequest): boolean => {
    const token = bearerToken(req)
    if (token === undefined) return false
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
}
