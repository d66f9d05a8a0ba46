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
     */
    limit?: 'auth' | 'mail'
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

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
