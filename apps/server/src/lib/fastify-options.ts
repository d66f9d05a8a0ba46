import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AppConfig } from '../config'
import { requestTimeoutOptions } from './connection-limits'
import { answerClientError, answerFrameworkError } from './error-handler'

/** Request bodies larger than this are refused (413) before they are read whole. */
const BODY_LIMIT_BYTES = 256 * 1024

/** The Fastify instance's options: logging, request ids, body and time limits, proxies, errors. */
export function fastifyOptions(config: AppConfig) {
  return {
    logger: {
      level: config.logLevel,
      ...(config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole within REQUEST_TIMEOUT_SECONDS, however slowly it trickles (issue 18).
    requestTimeout: config.connections.requestTimeoutSeconds * 1000,
    http: requestTimeoutOptions(config.connections.requestTimeoutSeconds),
    // A number is a count of proxy hops to believe (proxy-addr takes it as a function of the hop).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing, or by Node's HTTP parser, answer `{ error }` like all others.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }
}
