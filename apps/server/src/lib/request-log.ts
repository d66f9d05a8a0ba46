import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { requestIdOf } from './request-id'

/** The levels at which `info` lines are written (LOG_LEVEL). */
const LOGS_INFO = new Set(['info', 'debug', 'trace'])

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * One log line per request, at `info`, written once its answer has gone (or its connection closed
 * first): the same line whether Fastify answered or the hot answers did (cache/hot-answers.ts), since
 * it is written by the HTTP server's own listener in front of both. It stands in for Fastify's two
 * lines per request (disableRequestLogging), which cost more than a cached answer and kept the hot
 * answers off at the default level. The URL is redacted by the logger's `req` serializer
 * (lib/fastify-options.ts), as every line is once more as text.
 */
export class RequestLog {
  private log: FastifyBaseLogger | undefined

  /** Writes to `log` when it logs at `info` or below; else writes nothing. */
  use(log: FastifyBaseLogger): void {
    this.log = LOGS_INFO.has(log.level) ? log : undefined
  }

  listener(next: Listener): Listener {
    return (req, res) => {
      // The request's id, decided once here (a proxy's, or a new one) so Fastify (genReqId), the hot
      // answers and this line all use the same.
      const reqId = requestIdOf(req)
      req.headers['x-request-id'] = reqId
      const log = this.log
      if (log) {
        const started = performance.now()
        let written = false
        const write = () => {
          if (written) return
          written = true
          log.info(
            {
              reqId,
              req: {
                method: req.method,
                url: req.url ?? '',
                host: req.headers.host,
                ip: req.socket.remoteAddress,
              },
              res: { statusCode: res.statusCode },
              responseTime: Math.round((performance.now() - started) * 100) / 100,
              ...(res.writableFinished ? {} : { aborted: true }),
            },
            'request completed',
          )
        }
        res.once('finish', write)
        res.once('close', write)
      }
      next(req, res)
    }
  }
}
