import { createServer, type Server, type ServerOptions } from 'node:http'
import Fastify, {
  type FastifyHttpOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
  LogController,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { destination } from 'pino'
import type { HotAnswers } from '../cache/hot-answers'
import type { AppConfig } from '../config'
import { requestTimeoutOptions } from './connection-limits'
import type { Drain } from './drain'
import { answerClientError, frameworkErrorAnswer } from './error-handler'
import { LogRedactor } from './log-redaction'
import { requestIdOf } from './request-id'
import { RequestLog } from './request-log'
import { securityHeaders } from './security-headers'

/** Request bodies larger than this are refused (413) before they are read whole. */
const BODY_LIMIT_BYTES = 256 * 1024

/**
 * The HTTP server as Fastify builds it (its options, with their defaults filled in: Fastify's
 * lib/server.js), with the drain (lib/drain.ts) and the hot answers (cache/hot-answers.ts) in front of
 * Fastify's request listener.
 */
function serverWith(hot: HotAnswers, drain: Drain, requestLog: RequestLog): FastifyServerFactory<Server> {
  return (fastify, settings) => {
    const number = (name: string) => (typeof settings[name] === 'number' ? settings[name] : 0)
    const listener = requestLog.listener(drain.listener(hot.listener(fastify)))
    const server = createServer((settings.http ?? {}) as ServerOptions, listener)
    drain.watch(server)
    server.keepAliveTimeout = number('keepAliveTimeout')
    server.requestTimeout = number('requestTimeout')
    server.setTimeout(number('connectionTimeout'))
    if (number('maxRequestsPerSocket') > 0) server.maxRequestsPerSocket = number('maxRequestsPerSocket')
    return server
  }
}

/** Where log lines go and what is taken out of them. */
export interface LogOptions {
  redactor: LogRedactor
  /** The one line per request (lib/request-log.ts). */
  requestLog: RequestLog
  /** Instead of stdout (a test reads the lines). */
  stream?: { write: (line: string) => void }
}

/**
 * Fastify's log lines but its two per request ("incoming request", "request completed"): the HTTP
 * server's listener writes one line per request instead (lib/request-log.ts). A request that ends in
 * an error is still logged by Fastify as such.
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata)
  }
}

/** What a log line says of a request: a FastifyRequest, or the request log's (lib/request-log.ts). */
interface LoggedRequest {
  method?: string | undefined
  url?: string | undefined
  host?: string | undefined
  ip?: string | undefined
  socket?: { remotePort?: number | undefined } | undefined
}

/** The request as a log line shows it: Fastify's own fields, with the URL's secrets redacted. */
const requestSerializer = (redactor: LogRedactor) => (req: LoggedRequest) => ({
  method: req.method,
  url: redactor.url(req.url ?? ''),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
})

/** Log lines held before they are written together, and the longest a line waits. */
const LOG_BUFFER_BYTES = 4096
const LOG_FLUSH_MS = 250

/** Where the JSON lines go: a test's stream, else stdout; none of its own with pretty logs (a transport). */
function logOutput(config: AppConfig, stream: LogOptions['stream']): LogOptions['stream'] {
  if (stream) return stream
  return config.prettyLogs ? undefined : standardOutput()
}

let sharedOutput: ReturnType<typeof destination> | undefined

/**
 * Standard output written asynchronously, in batches: a line per request written with a system call
 * of its own, synchronously, cost about as much as answering a cached request. Lines are held until
 * 4 KB have gathered or a quarter of a second has passed; whatever is pending is written when the
 * process exits (pino registers that), so only a kill -9 can lose the last lines. One per process,
 * whatever number of apps it builds (tests build hundreds), like the descriptor it writes to.
 */
function standardOutput() {
  if (sharedOutput) return sharedOutput
  const stream = destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES })
  setInterval(() => {
    try {
      stream.flush()
    } catch {
      // Closed at exit; nothing is left to write.
    }
  }, LOG_FLUSH_MS).unref()
  sharedOutput = stream
  return stream
}

/** The Fastify instance's options: logging, request ids, body and time limits, proxies, errors. */
export function fastifyOptions(
  config: AppConfig,
  hot: HotAnswers,
  drain: Drain,
  log: LogOptions,
): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      ...(config.prettyLogs && !log.stream
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
      ...(logOutput(config, log.stream) ? { stream: logOutput(config, log.stream) } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
      // Tokens in addresses (personal feeds, mail links, OAuth's code and state) never reach a log:
      // the request's URL is redacted as a URL, and every finished line (messages, errors, stacks)
      // once more as text.
      serializers: { req: requestSerializer(log.redactor) },
      hooks: { streamWrite: (line: string) => log.redactor.text(line) },
    },
    logController: new OneLineLogController(),
    genReqId: requestIdOf,
    serverFactory: serverWith(hot, drain, log.requestLog),
    // On close (after the drain, main.ts) a request that still arrives on an open connection, such
    // as one pipelined behind a request in flight, is served like any other: a proxy cannot safely
    // send a POST again after a 503 "server is closing", so the instance must not answer one.
    return503OnClosing: false,
    // Connections with nothing in flight are closed at once; the others after their answer, which
    // carries `Connection: close` (lib/drain.ts). A request in flight is never cut.
    forceCloseConnections: 'idle',
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole within REQUEST_TIMEOUT_SECONDS, however slowly it trickles.
    requestTimeout: config.connections.requestTimeoutSeconds * 1000,
    http: requestTimeoutOptions(config.connections.requestTimeoutSeconds),
    // A number is a count of proxy hops to believe (proxy-addr takes it as a function of the hop).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing, or by Node's HTTP parser, answer `{ error }` like all others.
    frameworkErrors: frameworkErrorAnswer(securityHeaders({ https: config.baseUrl.startsWith('https://') })),
    clientErrorHandler: answerClientError,
  }
}

/**
 * The Fastify instance with these options. Its log's redaction learns every route registered from now
 * on, so a route with a token in its path never logs the token.
 */
export function createFastify(
  config: AppConfig,
  hot: HotAnswers,
  drain: Drain,
  stream?: LogOptions['stream'],
) {
  const redactor = new LogRedactor()
  const requestLog = new RequestLog()
  const app = Fastify(
    fastifyOptions(config, hot, drain, { redactor, requestLog, stream }),
  ).withTypeProvider<ZodTypeProvider>()
  redactor.watch(app)
  requestLog.use(app.log, logOutput(config, stream), (raw) => redactor.url(raw))
  return app
}
