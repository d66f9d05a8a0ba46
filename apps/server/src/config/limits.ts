import type { Env } from './env'

export interface LimitsConfig {
  /** Login starts and OAuth callbacks per client IP per minute (each counted on its own). */
  authPerMinute: number
  /** Non-GET API calls per user (per IP when logged out) per minute. */
  writesPerMinute: number
  /** New Spaces per host profile in any 24 hours; a series counts each Space. */
  spacesPerHostPerDay: number
  /** Calls that mail an address the caller typed (newsletter confirmations, test sends), per user per hour. */
  mailsPerHour: number
  /** Share images drawn (not served from the cache) per client IP per minute: each costs ~50–300 ms of CPU. */
  imagesPerMinute: number
  /** Reads the response cache did not have (Space lists, feeds) per client IP per minute; cached reads are free. */
  readsPerMinute: number
  /** Calls made with one API token per minute, reads and writes alike (RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE). */
  tokenRequestsPerMinute: number
}

/** Bounds on drawing share pictures across all clients (issue 18), on top of the per-IP limit. */
export interface ShareImagesConfig {
  /** Pictures drawn at the same time (SHARE_IMAGE_DRAWS_AT_ONCE). */
  drawsAtOnce: number
  /** Draws that may wait for a turn (SHARE_IMAGE_DRAWS_WAITING); past that, 503 with Retry-After. */
  drawsWaiting: number
}

/** Limits on the HTTP connections themselves (issue 18). */
export interface ConnectionsConfig {
  /** The whole request (headers and body) must arrive within this (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutSeconds: number
  /**
   * Open connections per client address (MAX_CONNECTIONS_PER_IP); 0 turns the cap off. Counted on the
   * socket's address: behind a proxy that is the proxy's, so the cap then applies to the proxy.
   */
  maxPerIp: number
}

/** The per-client rate limits (RATE_LIMIT_…, SPACES_PER_HOST_PER_DAY). */
export function limitsConfig(e: Env): LimitsConfig {
  return {
    authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE ?? 20,
    writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE ?? 60,
    spacesPerHostPerDay: e.SPACES_PER_HOST_PER_DAY ?? 200,
    mailsPerHour: e.RATE_LIMIT_MAILS_PER_HOUR ?? 10,
    imagesPerMinute: e.RATE_LIMIT_IMAGES_PER_MINUTE ?? 30,
    readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE ?? 300,
    tokenRequestsPerMinute: e.RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE ?? 120,
  }
}

export function shareImagesConfig(e: Env): ShareImagesConfig {
  return {
    drawsAtOnce: e.SHARE_IMAGE_DRAWS_AT_ONCE ?? 1,
    drawsWaiting: e.SHARE_IMAGE_DRAWS_WAITING ?? 4,
  }
}

export function connectionsConfig(e: Env): ConnectionsConfig {
  return {
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS ?? 30,
    maxPerIp: e.MAX_CONNECTIONS_PER_IP ?? 50,
  }
}
