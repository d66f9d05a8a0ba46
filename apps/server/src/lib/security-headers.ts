import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { App } from '../app-types'
import { matchedRoute } from './route-rules'

/**
 * The security headers of every answer (CSP, HSTS on https, nosniff, Referrer-Policy, …), worked out
 * by helmet once at start-up and then set as a ready object. @fastify/helmet rebuilt helmet's
 * middleware, CSP parsing included, on every request: about a seventh of the server's time on a
 * cached Space list.
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
        // connect-src and font-src fall back to default-src 'self': the same policy, in fewer bytes
        // on every answer (headers travel uncompressed).
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
    // Said by every answer alike (a browser keys an origin by the first page it loads there);
    // RAW_ANSWER_HEADERS repeats it for the few answers written to the socket.
    originAgentCluster: true,
    // Headers for browsers and plugins long gone (IE8's downloads, Flash's cross-domain policies, the
    // removed XSS auditor, DNS prefetch): ~130 bytes on every answer for no protection
    // (docs/decisions/0123-no-headers-for-browsers-long-gone.md).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
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

/**
 * Resources other sites must be able to load: the share pictures (shown by social networks and in
 * newsletters) and the newsletter's open pixel, both loaded by webmail pages on other origins, where
 * `Cross-Origin-Resource-Policy: same-origin` blocks them (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).
 * Decided on the route Fastify matched; every other answer keeps `same-origin`.
 */
export function isCrossOriginResource(route: string | undefined): boolean {
  return (
    route !== undefined &&
    (route.startsWith('/og/') || route === '/newsletter/o/:token' || isEmbedResource(route))
  )
}

/**
 * The embeds, which other sites load: /embed.js by a `<script>`, the /embed/* pages in
 * frames, and the oEmbed and JSON Feed answers read by other sites' code.
 */
function isEmbedResource(route: string): boolean {
  return (
    route === '/embed.js' ||
    route === '/oembed' ||
    isFramable(route) ||
    (route.startsWith('/feeds/') && route.endsWith('.json'))
  )
}

/**
 * The only pages other sites may frame: /embed/*. They drop X-Frame-Options and allow
 * `frame-ancestors *` (their routes then set their own, stricter policy with the same ancestors);
 * every other answer keeps `frame-ancestors 'none'`. They also leave out Origin-Agent-Cluster: the
 * embed snippet (and the dashboard's preview of it) frames them in a sandbox without
 * allow-same-origin, where the page has an opaque origin that cannot be origin-keyed, and Chromium
 * then warns "could not be origin-keyed" in the console of the page around it on every load.
 * Without the header they still cannot set document.domain (Chromium allows that only to a page that
 * opts out with `?0`).
 */
export function isFramable(route: string | undefined): boolean {
  return route?.startsWith('/embed/') === true
}

function framableHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'x-frame-options': _refused, 'origin-agent-cluster': _unkeyable, ...rest } = headers
  const csp = (headers['content-security-policy'] ?? '').replace(
    "frame-ancestors 'none'",
    'frame-ancestors *',
  )
  return { ...rest, 'content-security-policy': csp }
}

/**
 * What the answers written straight to the socket (Node's parser refusing a request, a connection
 * over the cap) say of the headers above: the same Origin-Agent-Cluster and nosniff as every other
 * answer. A test holds them to what helmet sets.
 */
export const RAW_ANSWER_HEADERS = 'Origin-Agent-Cluster: ?1\r\nX-Content-Type-Options: nosniff\r\n'

/** Sets the headers above and the request id on every answer, in one hook. */
export function registerSecurityHeaders(app: App, options: { https: boolean }): void {
  const headers = securityHeaders(options)
  const framable = framableHeaders(headers)
  app.addHook('onRequest', (req, reply, done) => {
    const route = matchedRoute(req)
    reply.headers(isFramable(route) ? framable : headers)
    if (isCrossOriginResource(route)) reply.header('cross-origin-resource-policy', 'cross-origin')
    reply.header('x-request-id', req.id)
    done()
  })
}
