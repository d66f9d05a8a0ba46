import type { FastifyInstance } from 'fastify'
import { hmacBase64Url, safeEqual } from '../lib/crypto'

export const CSRF_HEADER = 'x-csrf-token'
export const CSRF_ERROR = 'Missing or invalid CSRF token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The CSRF token is bound to the browser's cookie id: another browser's token never matches. */
export function csrfTokenFor(secret: string, browserId: string): string {
  return hmacBase64Url(secret, `csrf:${browserId}`)
}

/**
 * One global hook for every unsafe method under /api, so a route added later cannot forget it.
 * It runs at onRequest, before the body is parsed or any handler runs: a refused call changes nothing.
 */
export function registerCsrfProtection(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return
    const header = req.headers[CSRF_HEADER]
    const sent = Array.isArray(header) ? header[0] : header
    if (!sent || !req.browserId || !safeEqual(sent, csrfTokenFor(secret, req.browserId))) {
      return reply.code(403).send({ error: CSRF_ERROR })
    }
  })
}
