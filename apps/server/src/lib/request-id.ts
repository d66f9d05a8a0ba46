import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** A request's id: the one a proxy gave it (X-Request-Id, when it looks like one), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
}
