import type { FastifyInstance } from 'fastify'
import { hmacBase64Url, safeEqual } from '../lib/crypto'
import { matchedRoute, needsCsrfToken } from '../lib/route-rules'

export const CSRF_HEADER = 'x-csrf-token'
export const CSRF_ERROR = 'Missing or invalid CSRF token'

/** The CSRF token is bound to the browser's cookie id: another browser's token never matches. */
export function csrfTokenFor(secret: string, browserId: string): string {
  return hmacBase64Url(secret, `csrf:${browserId}`)
}

/**
 * One global hook for every unsafe method on every route, so a route added later cannot forget it;
 * the few that carry their own proof opt out by name (`config: { csrf: false }`). It runs at
 * onRequest on the route Fastify matched, before the body is parsed or any handler runs: a refused
 * call changes nothing. Requests that match no route reach only the 404 handler.
 */
export function registerCsrfProtection(app: FastifyInstance, secret: string): void {
  // A callback, not async: the safe methods, most requests, finish here without a promise (issue 24).
  app.addHook('onRequest', (req, reply, done) => {
    if (matchedRoute(req) === undefined || !needsCsrfToken(req.method, req.routeOptions.config)) return done()
    // An API token is sent by its holder's own program, never by a browser on another site's behalf.
    if (req.apiToken) return done()
    const header = req.headers[CSRF_HEADER]
    const sent = Array.isArray(header) ? header[0] : header
    if (!sent || !req.browserId || !safeEqual(sent, csrfTokenFor(secret, req.browserId))) {
      reply.code(403).send({ error: CSRF_ERROR })
      return
    }
    done()
  })
}
