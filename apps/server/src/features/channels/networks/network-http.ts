import { withValues } from '../../../i18n/stored'
import { english } from '../../../i18n/translate'
import { POST_ERRORS } from '../channels.post-errors'

/**
 * What a network's sender is handed to reach the network: one HTTP request, answered with the status
 * and the body's text (the composition makes it from the outgoing-request guard, so a sender never
 * opens a connection of its own).
 */
export interface ChannelRequest {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  timeoutMs: number
}

export interface ChannelResponse {
  status: number
  text: string
}

export type ChannelFetch = (url: string, request: ChannelRequest) => Promise<ChannelResponse>

/**
 * A network refused or failed: `message` is the network's own error text (shown on the dashboard),
 * `status` its HTTP status (null when no answer came), `retry` whether trying again may help (a
 * timeout, no connection, a 5xx or a 429), `retryAfter` the seconds the network asked to wait.
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retry: boolean,
    readonly retryAfter?: number,
    /** No answer came though a connection was open: the network may have acted on the request. */
    readonly mayHaveArrived = false,
  ) {
    super(message)
    this.name = 'ChannelError'
  }
}

/** How long one request to a network may take. */
export const CHANNEL_TIMEOUT_MS = 10_000

/** Whether an answer with this status is worth trying again later. */
export function isRetryable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408
}

/** The answer's JSON, or null when it has none. */
export function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A short line of the network's error text: `pick` reads its own field, else the body's start. */
export function errorText(
  network: string,
  res: ChannelResponse,
  pick: (body: Record<string, unknown>) => unknown,
): string {
  const body = parseJson(res.text)
  const said = body ? pick(body) : undefined
  const words = typeof said === 'string' && said.trim() ? said : res.text.slice(0, 200)
  // One line: control characters (a NUL, which PostgreSQL's text refuses) and runs of spaces become a space.
  const text = words.replace(/[\p{Cc}\s]+/gu, ' ').trim()
  const status = String(res.status)
  const answer = text
    ? withValues(POST_ERRORS.answered, { network, status, detail: text })
    : withValues(POST_ERRORS.answeredStatus, { network, status })
  return english(answer).slice(0, 500)
}

/** Sends one request; a non-2xx answer throws a ChannelError with the network's own words. */
export async function call(
  fetch: ChannelFetch,
  network: string,
  url: string,
  request: Omit<ChannelRequest, 'timeoutMs'>,
  pick: (body: Record<string, unknown>) => unknown,
): Promise<ChannelResponse> {
  const res = await fetch(url, { ...request, timeoutMs: CHANNEL_TIMEOUT_MS })
  if (res.status >= 200 && res.status < 300) return res
  const retryAfter = retryAfterOf(res)
  throw new ChannelError(errorText(network, res, pick), res.status, isRetryable(res.status), retryAfter)
}

function retryAfterOf(res: ChannelResponse): number | undefined {
  const body = parseJson(res.text)
  const params = body?.parameters as { retry_after?: unknown } | undefined
  const seconds = Number(params?.retry_after ?? body?.retry_after)
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
}

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }
