import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { CSRF_ERROR, CSRF_HEADER, csrfTokenFor } from '../../auth/csrf'
import { loadSessionUser } from '../../auth/session'
import { safeEqual } from '../../lib/crypto'
import { tooManyRequests } from '../../lib/errors'

const MINUTE_MS = 60_000
/** The form's hidden field: a form post cannot carry the header. */
export const CONTROL_CSRF_FIELD = 'csrf_token'
export const CONTROL_LOGIN_MESSAGE =
  'Log in to this site to use the sandbox control: in a public demo it changes X for every visitor.'

/** Answers a refused call as the route would (the page with a sentence, or JSON). */
export type Refuse = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
) => Promise<unknown>

export interface ControlGuard {
  /** The preHandler of every control call that changes something; undefined on a development machine. */
  preHandler: ((req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined
  /**
   * The CSRF token the page's forms carry: undefined when none is needed (development), null when the
   * visitor must log in first (public demo, no session).
   */
  pageToken: (req: FastifyRequest) => Promise<string | null | undefined>
}

/**
 * The sandbox control in a public demo (NODE_ENV=production with X_SANDBOX=on): what it
 * changes, every visitor sees (and the X import brings into the calendar), so a change needs a session
 * of this site, its CSRF token (the `X-CSRF-Token` header, or the form's hidden field), and stays within
 * RATE_LIMIT_WRITES_PER_MINUTE per user and per address (anyone may log in as a new handle). On a
 * development machine the control stays open, as the tests and the browser suite drive it.
 */
export function createControlGuard(app: App, sessionSecret: string, refuse: Refuse): ControlGuard {
  if (!app.config.x.publicDemo) return { preHandler: undefined, pageToken: async () => undefined }

  const perMinute = app.config.limits.writesPerMinute
  const limiters = [
    app.createRateLimit({
      max: perMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: (req) => `sandbox-control:ip:${req.ip}`,
    }),
    app.createRateLimit({
      max: perMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: (req) => `sandbox-control:user:${req.user?.id ?? 'none'}`,
    }),
  ]

  const sessionUser = async (req: FastifyRequest) => {
    if (!req.browserId) return null
    req.user ??= await loadSessionUser(app.db, req.browserId)
    return req.user
  }

  const sentToken = (req: FastifyRequest): string | undefined => {
    const header = req.headers[CSRF_HEADER]
    if (typeof header === 'string') return header
    const field = (req.body as Record<string, unknown> | undefined)?.[CONTROL_CSRF_FIELD]
    return typeof field === 'string' ? field : undefined
  }

  const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await sessionUser(req)
    if (!user || !req.browserId) return refuse(req, reply, 401, CONTROL_LOGIN_MESSAGE)
    const sent = sentToken(req)
    if (!sent || !safeEqual(sent, csrfTokenFor(sessionSecret, req.browserId))) {
      return refuse(req, reply, 403, CSRF_ERROR)
    }
    for (const limiter of limiters) {
      let result: Awaited<ReturnType<typeof limiter>>
      try {
        result = await limiter(req)
      } catch (err) {
        req.log.warn({ err }, 'sandbox control limit unavailable; letting the call through')
        return undefined
      }
      if (!result.isAllowed && result.isExceeded) {
        const refusal = tooManyRequests(result.ttlInSeconds)
        reply.header('retry-after', refusal.retryAfterSeconds)
        return refuse(req, reply, 429, refusal.message)
      }
    }
    return undefined
  }

  const pageToken = async (req: FastifyRequest) =>
    (await sessionUser(req)) && req.browserId ? csrfTokenFor(sessionSecret, req.browserId) : null

  return { preHandler, pageToken }
}
