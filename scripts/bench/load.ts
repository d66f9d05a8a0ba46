/** One measured load with autocannon, summarised. */
import autocannon from 'autocannon'

export interface LoadFigures {
  connections: number
  requestsPerSecond: number
  /** Latency percentiles, milliseconds. */
  p50: number
  p99: number
  requests: number
  /** Connection errors, timeouts and answers other than 2xx: any of them fails the bench. */
  errors: number
  /** Bytes received per answer, headers included: a check that both sides sent the same. */
  bytesPerAnswer: number
}

export interface LoadOptions {
  url: string
  connections: number
  seconds: number
  headers: Record<string, string>
  /** A fresh path for every request (the cache-bypassing load); else always the URL's own. */
  nextPath?: () => string
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { nextPath } = options
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  })
  const answered = result['2xx']
  return {
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    bytesPerAnswer: answered > 0 ? Math.round(result.throughput.total / answered) : 0,
  }
}
