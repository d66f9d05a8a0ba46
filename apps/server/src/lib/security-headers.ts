import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { App } from '../app-types'

/**
 * The security headers of every answer (CSP, HSTS on https, nosniff, Referrer-Policy, …), worked out
 * by helmet once at start-up and then set as a ready object. @fastify/helmet rebuilt helmet's
 * middleware, CSP parsing included, on every request: about a seventh of the server's time on a
 * cached Space list (issue 11).
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const config: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects a small <style> element for scroll locking; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  }
  const headers: Record<string, string> = {}
  const collector = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(config)({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return headers
}

/** Sets the headers above and the request id on every answer, in one hook. */
export function registerSecurityHeaders(app: App, options: { https: boolean }): void {
  const headers = securityHeaders(options)
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers)
    reply.header('x-request-id', req.id)
    done()
  })
}
