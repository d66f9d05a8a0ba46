import { ApiError, fallbackErrorMessage } from './api-client'

/**
 * The server's own sentence behind a failed call ('@sam has not logged in to Spaces Calendar yet…'),
 * or null when it sent none: not an ApiError, no answer at all (network), or only the client's
 * generic fallback for the status. A screen shows the server's sentence, else its own fixed text.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null
  const message = error.message.trim()
  if (message === '' || message === fallbackErrorMessage(error.status)) return null
  return message
}

/** The server's sentence, else the spec's fixed text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback
}

/**
 * Any sentence a failed call carries, the client's own (network, status fallback) included: shown
 * under the spec's fixed failure text ('Failed to create space'); null when there is none.
 */
export function errorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const message = error.message.trim()
  return message === '' ? null : message
}
