import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for the few unsafe routes that cannot carry the CSRF header and carry their own proof
     * instead (the X sandbox's OAuth form and token endpoint, signed one-click links, webhooks).
     */
    csrf?: boolean
    /**
     * 'auth': counted per client IP against RATE_LIMIT_AUTH_PER_MINUTE (login starts, callbacks).
     * 'mail': a call that mails someone (newsletter confirmations), RATE_LIMIT_MAILS_PER_HOUR per user.
     * 'writes': an unsafe route outside /api that still writes (the newsletter's token links), counted
     * with the API's writes, RATE_LIMIT_WRITES_PER_MINUTE per client IP (they carry no session).
     */
    limit?: RouteLimit
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type RouteLimit = 'auth' | 'mail' | 'writes'

/** Whether a call must carry the X-CSRF-Token header: every unsafe method, unless the route opts out. */
export function needsCsrfToken(method: string, config: { csrf?: boolean } | undefined): boolean {
  return !SAFE_METHODS.has(method) && config?.csrf !== false
}

/**
 * The request limits that count a call to a route (lib/rate-limits.ts applies them, the API document
 * lists their 429): 'auth' routes on their own; every other unsafe call to the API, and unsafe routes
 * outside it marked 'writes', against the writes limit, and 'mail' routes against the mail limit too.
 */
export function limitsFor(method: string, route: string, kind: RouteLimit | undefined): RouteLimit[] {
  if (kind === 'auth') return ['auth']
  const isWrite = !SAFE_METHODS.has(method) && (route.startsWith('/api/') || kind === 'writes')
  if (!isWrite) return []
  return kind === 'mail' ? ['writes', 'mail'] : ['writes']
}

/**
 * The route Fastify matched, such as `/api/spaces/:id`, or undefined when none did. Every request
 * rule decides on this, never on the raw URL: the router decodes `/%61pi/…` to `/api/…`, so a rule
 * reading `req.url` could be walked around by percent-encoding the path.
 */
export function matchedRoute(req: FastifyRequest): string | undefined {
  return req.routeOptions.url
}

/** A route of the JSON API (or the CSRF token call), which reads the session. */
export function isApiRoute(route: string | undefined): route is string {
  return route !== undefined && (route.startsWith('/api/') || route === '/csrf-token')
}
