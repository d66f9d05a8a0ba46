import { ConfigError, type Env } from './env'

/** Where Prometheus reads `/metrics` (lib/metrics/), if anywhere. */
export interface MetricsConfig {
  /**
   * METRICS_TOKEN: `/metrics` on the site's own port answers only `Authorization: Bearer <token>`.
   * Unset, the site's port does not serve metrics at all.
   */
  token: string | undefined
  /** METRICS_PORT: a port of its own serving `/metrics` without a token, on `host` alone. */
  port: number | undefined
  /** METRICS_HOST: the interface of METRICS_PORT, loopback unless the operator says otherwise. */
  host: string
}

export function metricsConfig(e: Env, sitePort: number): MetricsConfig {
  const port = e.METRICS_PORT
  // One port cannot carry both servers; the second listen would fail with a line about the port.
  if (port !== undefined && port === sitePort) {
    throw new ConfigError(
      `METRICS_PORT (${port}) must differ from PORT: metrics get a port of their own, or set METRICS_TOKEN to read them on the site's port.`,
    )
  }
  return { token: e.METRICS_TOKEN, port, host: e.METRICS_HOST ?? '127.0.0.1' }
}
