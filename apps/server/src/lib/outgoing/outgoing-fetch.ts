import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { type OutgoingPolicy, refusedAddress, refusedUrl } from './address-policy'

export { type OutgoingPolicy, PRODUCTION_POLICY, refusedAddress, refusedUrl } from './address-policy'

/** The destination may not be contacted under the policy: nothing was sent. `message` is a sentence. */
export class OutgoingRefused extends Error {
  override name = 'OutgoingRefused'
}

/**
 * The request could not be completed (connection refused or reset, timeout, TLS): it may be retried.
 * `connected`: a connection was open, so the receiver may have got the request and acted on it.
 */
export class OutgoingFailed extends Error {
  override name = 'OutgoingFailed'
  constructor(
    message: string,
    readonly connected = false,
  ) {
    super(message)
  }
}

export interface OutgoingRequest {
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  body?: string
  /** The whole request, connecting to the last byte read. */
  timeoutMs: number
  /** The most of the answer's body kept (the rest is not read); 64 KB unless given. */
  maxBodyBytes?: number
}

export interface OutgoingResponse {
  status: number
  headers: http.IncomingHttpHeaders
  /** The answer's body as text, cut at `maxBodyBytes`. */
  text: string
}

const REFUSED_CODE = 'E_OUTGOING_REFUSED'

/**
 * A DNS lookup that hands the socket only addresses the policy allows: the check is made on the very
 * addresses connected to, so a name that resolves to a private address, now or after a change of
 * its DNS answer (rebinding), never reaches one.
 */
function guardedLookup(policy: OutgoingPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4)
      const refusal = addresses.map((a) => refusedAddress(a.address, policy)).find((r) => r !== null)
      if (refusal || addresses.length === 0) {
        const refused = Object.assign(
          new Error(`${hostname} resolves to a refused address: ${refusal ?? 'none'}`),
          {
            code: REFUSED_CODE,
          },
        )
        return callback(refused, '', 4)
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      const first = addresses[0] as LookupAddress
      callback(null, first.address, first.family)
    })
  }
}

/**
 * Sends one request where the operator allows (lib/outgoing/address-policy.ts): the URL is checked,
 * every address a name resolves to is checked, and the address the socket connected to is checked
 * again. Redirects are not followed (a 3xx is returned as it is); the body read is capped.
 * Throws OutgoingRefused (nothing was sent) or OutgoingFailed (no answer).
 */
export function outgoingFetch(
  url: string,
  request: OutgoingRequest,
  policy: OutgoingPolicy,
): Promise<OutgoingResponse> {
  const refusal = refusedUrl(url, policy)
  if (refusal) return Promise.reject(new OutgoingRefused(refusal))
  const target = new URL(url)
  const maxBodyBytes = request.maxBodyBytes ?? 64 * 1024
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    let settled = false
    let connected = false
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      req.destroy()
      reject(err)
    }
    const req = client.request(
      target,
      {
        method: request.method ?? 'POST',
        headers: {
          ...request.headers,
          ...(request.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
        },
        lookup: guardedLookup(policy),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const finish = () => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8').slice(0, maxBodyBytes),
          })
        }
        res.on('data', (chunk: Buffer) => {
          if (size >= maxBodyBytes) return
          chunks.push(chunk)
          size += chunk.length
          // Enough read: the rest is not waited for (a receiver cannot make us hold a large answer).
          if (size >= maxBodyBytes) {
            finish()
            res.destroy()
          }
        })
        res.on('end', finish)
        res.on('error', (err) => fail(new OutgoingFailed(`The answer broke off: ${err.message}`, true)))
      },
    )
    const timer = setTimeout(
      () =>
        fail(
          new OutgoingFailed(
            `No answer within ${Math.round(request.timeoutMs / 100) / 10} seconds.`,
            connected,
          ),
        ),
      request.timeoutMs,
    )
    req.on('socket', (socket) => {
      // The address actually connected to, checked once more (an IP literal never goes through lookup).
      socket.once('connect', () => {
        const remote = socket.remoteAddress ?? ''
        const refused = isIP(remote) === 0 ? `The connection has no address.` : refusedAddress(remote, policy)
        if (refused) fail(new OutgoingRefused(refused))
        else connected = true
      })
    })
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === REFUSED_CODE) return fail(new OutgoingRefused(err.message))
      fail(new OutgoingFailed(describeConnectionError(err, target.host), connected))
    })
    req.end(request.body)
  })
}

function describeConnectionError(err: NodeJS.ErrnoException, host: string): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return `${host} refused the connection.`
    case 'ENOTFOUND':
      return `${host} does not resolve to an address.`
    case 'ECONNRESET':
      return `${host} closed the connection.`
    default:
      return `Could not reach ${host}: ${err.message}`
  }
}
