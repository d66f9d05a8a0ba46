import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { AppError } from '../errors'
import type { AppMetrics, MetricSources } from './app-metrics'

/**
 * Metrics are off unless the operator asks: METRICS_TOKEN serves `/metrics` on the site's port to a
 * bearer of the token; METRICS_PORT serves it on a port of its own, on METRICS_HOST (loopback unless
 * told otherwise), without a token. prom-client is loaded only then, and only then is each request
 * counted (in an onResponse hook, by the route pattern Fastify matched, never the raw URL).
 */
export async function startMetrics(app: App, sources: MetricSources): Promise<AppMetrics | undefined> {
  const { token, port, host } = app.config.metrics
  if (token === undefined && port === undefined) return undefined
  const { createAppMetrics } = await import('./app-metrics')
  const metrics = createAppMetrics(sources)
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, routeOf(req), reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  if (port !== undefined) servePort(app, metrics, port, host)
  return metrics
}

/** The pattern of the route that answered, or `unmatched` for a path no route has (the 404 page). */
function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? 'unmatched'
}

/** `/metrics` on a port of its own: nothing else is answered there, and no token is asked. */
function servePort(app: App, metrics: AppMetrics, port: number, host: string): void {
  let server: Server | undefined
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0]
      if (path !== '/metrics')
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end()
      }
      metrics.text().then(
        (text) =>
          res.writeHead(200, { 'content-type': metrics.contentType }).end(req.method === 'GET' ? text : ''),
        (err: unknown) => {
          app.log.error({ err }, 'metrics could not be read')
          res
            .writeHead(500, { 'content-type': 'text/plain' })
            .end('Metrics could not be read; see the log.\n')
        },
      )
    })
    await new Promise<void>((resolve, reject) => {
      server?.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          new Error(
            err.code === 'EADDRINUSE'
              ? `METRICS_PORT ${port} is already in use on ${host} (set METRICS_PORT to another port).`
              : `METRICS_PORT ${port} on ${host} cannot be opened: ${err.message}`,
          ),
        ),
      )
      server?.listen(port, host, () => resolve())
    })
    if (!['127.0.0.1', '::1', 'localhost'].includes(host)) {
      app.log.warn(
        `Metrics are served without a token on ${host}:${port} (METRICS_HOST): keep that port to a private network or a firewall.`,
      )
    }
  })
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  })
}

/** The token compared as digests of equal length, in constant time. */
function isToken(given: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(token))
}

const NOT_SERVED =
  'Metrics are not served on this port: set METRICS_TOKEN to read them here with that bearer token, or METRICS_PORT for a port of their own.'

/** `GET /metrics` on the site's own port: only with METRICS_TOKEN set, and only to its bearer. */
export async function metricsRoutes(app: App, options: { metrics: AppMetrics | undefined }): Promise<void> {
  const { metrics } = options
  const { token } = app.config.metrics
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Get this instance’s metrics in the Prometheus text format (with METRICS_TOKEN set).',
        description:
          'Off unless METRICS_TOKEN is set: then `Authorization: Bearer <METRICS_TOKEN>` is required (401 without it, 403 with another). METRICS_PORT serves the same on a port of its own instead. Every series is listed in docs/operations.md.',
        operationId: 'getMetrics',
        access: 'metrics',
        errors: [404],
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      if (!metrics || token === undefined) throw new AppError('NOT_FOUND', NOT_SERVED)
      const header = req.headers.authorization
      const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
      if (given === undefined) {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw new AppError(
          'UNAUTHENTICATED',
          'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
        )
      }
      if (!isToken(given, token)) throw new AppError('FORBIDDEN', 'This is not the metrics token.')
      const text = await metrics.text()
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text)
    },
  )
}
