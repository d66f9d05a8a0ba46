import { ConfigError, type Env } from './env'

/** How an instance stops on SIGTERM or SIGINT (main.ts, lib/drain.ts). */
export interface ShutdownConfig {
  /**
   * Seconds the instance keeps serving after the signal while `/readyz` answers 503, so a load
   * balancer moves its traffic away before the instance stops accepting (SHUTDOWN_DRAIN_SECONDS).
   */
  drainSeconds: number
  /**
   * Seconds after the signal at which the process exits whatever is still running, with code 1
   * (SHUTDOWN_TIMEOUT_SECONDS). Requests in flight and job rounds have until then to finish.
   */
  timeoutSeconds: number
}

export function shutdownConfig(e: Env): ShutdownConfig {
  const drainSeconds = e.SHUTDOWN_DRAIN_SECONDS ?? 5
  const timeoutSeconds = e.SHUTDOWN_TIMEOUT_SECONDS ?? 30
  // The drain is part of the time allowed: a timeout within it would cut every shutdown short.
  if (timeoutSeconds <= drainSeconds) {
    throw new ConfigError(
      `SHUTDOWN_TIMEOUT_SECONDS (${timeoutSeconds}) must be greater than SHUTDOWN_DRAIN_SECONDS (${drainSeconds}): the drain is counted in it.`,
    )
  }
  return { drainSeconds, timeoutSeconds }
}
