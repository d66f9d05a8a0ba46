import { type Server, STATUS_CODES } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { RAW_ANSWER_HEADERS } from './security-headers'

/** While connections are being refused, say so at most this often. */
const WARNING_INTERVAL_MS = 60_000
const REFUSED_STATUS = 429
const REFUSED_RETRY_AFTER_SECONDS = 5
export const TOO_MANY_CONNECTIONS_MESSAGE =
  'Too many open connections from your address. Close some and try again.'

/**
 * Node's own request timeouts, as options of http.createServer (Fastify's `http` option):
 * the headers and the whole request, body included, must arrive within `seconds` of the first byte,
 * however slowly they trickle (an idle timeout never fires while a byte arrives now and then).
 * Node checks the deadlines every `connectionsCheckingInterval` (30 s by default, which would let a
 * 1 s deadline last 31 s), so the check runs at a quarter of the deadline, between 250 ms and 5 s.
 */
export function requestTimeoutOptions(seconds: number) {
  const ms = seconds * 1000
  return {
    requestTimeout: ms,
    headersTimeout: ms,
    connectionsCheckingInterval: Math.min(5000, Math.max(250, Math.floor(ms / 4))),
  }
}

/**
 * Caps the open connections of one client address at `maxPerIp` (0: no cap): a connection past it is
 * answered 429 with a sentence and closed before any request is read. Counted on the socket's own
 * address, because a request's forwarded address is not known when the connection opens: behind a
 * proxy (TRUST_PROXY) every connection comes from the proxy, so set the cap to 0 (or to what the proxy
 * may open) and let the proxy limit connections per client itself.
 */
export function capConnectionsPerIp(server: Server, maxPerIp: number, log: FastifyBaseLogger): void {
  if (maxPerIp <= 0) return
  const open = new Map<string, number>()
  let lastWarning = 0
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = open.get(address) ?? 0
    if (count >= maxPerIp) {
      if (Date.now() - lastWarning > WARNING_INTERVAL_MS) {
        lastWarning = Date.now()
        log.warn({ address, maxPerIp }, 'refusing connections past MAX_CONNECTIONS_PER_IP')
      }
      const body = JSON.stringify({ error: TOO_MANY_CONNECTIONS_MESSAGE })
      socket.end(
        `HTTP/1.1 ${REFUSED_STATUS} ${STATUS_CODES[REFUSED_STATUS]}\r\n` +
          'Connection: close\r\n' +
          RAW_ANSWER_HEADERS +
          `Retry-After: ${REFUSED_RETRY_AFTER_SECONDS}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      // Whatever the client still sends is not read: the connection goes once the answer is out.
      socket.once('finish', () => socket.destroy())
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
