import { ApiError } from '../../lib/api-client'

/**
 * The server's sentence behind a failed save ('Only hosts can manage Spaces. Ask an admin…'), shown
 * under the spec's own message ('Failed to create space'); null when there is none to show.
 */
export function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const message = error.message.trim()
  return message === '' ? null : message
}
