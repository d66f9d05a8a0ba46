/** One measured load with autocannon, summarised. */
import autocannon from 'autocannon'
import { cpuMsOf } from './server-process'

export interface LoadFigures {
  connections: number
  requestsPerSecond: number
  /** Answers 2xx per second: requestsPerSecond less the 4xx and 5xx (e.g. 503s of the bounded line). */
  okPerSecond: number
  /** Latency percentiles, milliseconds. */
  p50: number
  p99: number
  requests: number
  /** Connection errors, timeouts and answers other than 2xx: any of them fails the bench. */
  errors: number
  /** Bytes received per answer, headers included: a check that both sides sent the same. */
  bytesPerAnswer: number
  /** Answers by status code, e.g. { "200": 1234 }. */
  statusCodes: Record<string, number>
  /**
   * The server process's CPU time (user + system, /proc/<pid>/stat) over the load, divided by the
   * requests it answered, in µs: the server's own cost of one answer, whatever the load generator
   * (which runs in the bench process) costs. Undefined when no pid was given.
   */
  serverCpuUsPerRequest?: number
}

export interface LoadOptions {
  url: string
  connections: number
  /** How long the load runs (at most, with `stopWhen`). */
  seconds: number
  headers: Record<string, string>
  /** A fresh path for every request (the cache-bypassing load); else always the URL's own. */
  nextPath?: () => string
  /** POST and its body (a write load); GET by default. */
  method?: 'GET' | 'POST'
  body?: string
  /** The server's process id, to read its CPU time before and after the load. */
  pid?: number
  /** Ends the load early once this settles (the attack: when the probes are done). */
  stopWhen?: Promise<unknown>
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { nextPath, pid } = options
  const cpuBefore = pid === undefined ? 0 : cpuMsOf(pid)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        ...(options.method ? { method: options.method } : {}),
        ...(options.body === undefined ? {} : { body: options.body }),
        ...(nextPath
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
          : {}),
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    )
    void options.stopWhen?.finally(() => instance.stop())
  })
  const cpuMs = pid === undefined ? 0 : cpuMsOf(pid) - cpuBefore
  const answered = result['2xx']
  const statusCodes: Record<string, number> = {}
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}
  for (const [code, { count }] of Object.entries(stats)) statusCodes[code] = count
  const total = result.requests.total
  return {
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    okPerSecond: result.duration > 0 ? Math.round(answered / result.duration) : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: total,
    errors: result.errors + result.non2xx,
    bytesPerAnswer: answered > 0 ? Math.round(result.throughput.total / answered) : 0,
    statusCodes,
    ...(pid === undefined
      ? {}
      : { serverCpuUsPerRequest: total > 0 ? Math.round((cpuMs * 1000) / total) : 0 }),
  }
}

/**
 * 503s: misses the server turned away because its line of costly reads was full (2 at work, 16
 * waiting). Expected when a bypassing load has more connections than that; counted apart, not as
 * failures (the tables show them).
 */
export function shed(load: LoadFigures): number {
  return load.statusCodes['503'] ?? 0
}
