import type { RouteAccess } from './api-document'

/**
 * A route's schema, its API-document fields said once: `doc('createSpace', 'session', 'Create a Space.',
 * { body, response })`. The rest (params, body, response, errors…) passes through unchanged, so the
 * zod type provider still types the handler from it.
 */
export function routeDoc(...tags: string[]) {
  return <const T extends object>(operationId: string, access: RouteAccess, summary: string, rest: T) => ({
    tags,
    summary,
    operationId,
    access,
    ...rest,
  })
}
