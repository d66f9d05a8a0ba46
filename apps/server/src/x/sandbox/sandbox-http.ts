import type { FastifyReply, FastifyRequest } from 'fastify'

/** The sandbox's routes stand in for X's, so they stay out of this app's OpenAPI document. */
export const HIDDEN_SCHEMA = { hide: true }

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice(7) : undefined
}

/** X's answer to a call without a valid bearer token. */
export function unauthorized(reply: FastifyReply) {
  return reply
    .code(401)
    .send({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })
}
