import type { FastifyRequest } from 'fastify'
import { safeEqual } from '../../../lib/crypto'
import { AppError } from '../../../lib/errors'

/**
 * The one check of a mail provider's webhook (it cannot carry a session): `Authorization: Bearer
 * <NEWSLETTER_WEBHOOK_SECRET>`, compared in constant time. Without the setting every call is refused.
 * Run on request, before the body is read or validated: a caller without the secret learns nothing,
 * not even the shape of a report.
 */
export function webhookSecretCheck(secret: string | undefined) {
  return async (req: FastifyRequest): Promise<void> => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!secret || !given || !safeEqual(given, secret)) {
      throw new AppError('UNAUTHENTICATED', 'A valid webhook secret is required (Authorization: Bearer …).')
    }
  }
}
