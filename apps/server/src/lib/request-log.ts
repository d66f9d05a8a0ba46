import type { IncomingMessage, ServerResponse } from 'node:http'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import { requestIdOf } from './request-id'

/** The levels at which `info` lines are written (LOG_LEVEL). */
const LOGS_INFO = new Set(['info', 'debug', 'trace'])

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/** Where the line is written without pino's general path: the logger's own output. */
export interface LineOutput {
  write: (line: string) => unknown
}

/** Redacts a request URL for the log (lib/log-redaction.ts). */
export type UrlRedactor = (raw: string) => string

const HOSTNAME = JSON.stringify(hostname())

/** A field of the line, left out when it has no value (as pino leaves out `undefined`). */
const field = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`

/**
 * One log line per request, at `info`, written once its answer has gone (or its connection closed
 * first): the same line whether Fastify answered or the hot answers did (cache/hot-answers.ts), since
 * it is written by the HTTP server's own listener in front of both. It stands in for Fastify's two
 * lines per request (disableRequestLogging), which cost more than a cached answer and kept the hot
 * answers off at the default level.
 *
 * When the logger writes JSON lines to an output of its own (stdout, or a test's stream), the line is
 * written straight to it, in pino's shape (level, time, pid, hostname, then the fields, then msg):
 * pino's general path (serializers, redaction paths, the hook that redacts every line as text) cost
 * more than half the CPU of a cached answer. The URL is redacted here, as the `req` serializer does;
 * the other fields hold no secret (method, Host, address, status, time, a checked request id). With
 * pretty logs (development) the line goes through the logger as any other.
 */
export class RequestLog {
  private log: FastifyBaseLogger | undefined
  private output: LineOutput | undefined
  private redact: UrlRedactor = (raw) => raw

  /**
   * Writes when `log` logs at `info` or below, else nothing; to `output` directly when given, with
   * URLs through `redact`.
   */
  use(log: FastifyBaseLogger, output?: LineOutput, redact?: UrlRedactor): void {
    this.log = LOGS_INFO.has(log.level) ? log : undefined
    this.output = output
    if (redact) this.redact = redact
  }

  private line(
    reqId: string,
    req: IncomingMessage,
    res: ServerResponse,
    responseTime: number,
    aborted: boolean,
  ): string {
    return (
      `{"level":30,"time":${Date.now()},"pid":${process.pid},"hostname":${HOSTNAME}` +
      `,"reqId":${JSON.stringify(reqId)}` +
      `,"req":{"method":${JSON.stringify(req.method ?? '')},"url":${JSON.stringify(this.redact(req.url ?? ''))}` +
      `${field('host', req.headers.host)}${field('remoteAddress', req.socket.remoteAddress)}}` +
      `,"res":{"statusCode":${res.statusCode}},"responseTime":${responseTime}` +
      `${aborted ? ',"aborted":true' : ''},"msg":"request completed"}\n`
    )
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
          const responseTime = Math.round((performance.now() - started) * 100) / 100
          if (this.output) {
            this.output.write(this.line(reqId, req, res, responseTime, !res.writableFinished))
            return
          }
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
              responseTime,
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
