import type { FastifySchema } from 'fastify'
import type { RouteAccess } from './api-document'

/** What every documented route says about itself; the compiler refuses a route without them. */
export interface RouteDocFields {
  /** The call's name in the API document and for its clients: unique, verb first (`listSpaces`). */
  operationId: string
  /** Who may call it (see RouteAccess): the document's security and 401/403 are derived from it. */
  access: RouteAccess
  /** One sentence, verb first: "List the hosts the calendar can be filtered by." */
  summary: string
}

/**
 * The one way a route is documented: `const doc = routeDoc('spaces')` once per file (the API
 * document's tag), then `{ schema: doc({ operationId, access, summary, body, response, errors }) }`
 * on each route. The fields pass through unchanged, so the zod type provider still types the
 * handler from `params`, `querystring`, `body` and `response`.
 */
export function routeDoc(...tags: string[]) {
  return <const T extends RouteDocFields & FastifySchema>(schema: T) => ({ tags, ...schema })
}
