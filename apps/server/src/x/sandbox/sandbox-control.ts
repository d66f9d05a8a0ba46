import { zText } from '@spaces/shared/schemas/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { nowSeconds } from '../../lib/time'
import { CONTROL_LOGIN_MESSAGE, createControlGuard } from './control-guard'
import { renderControlPage } from './control-page'
import { HANDLE_PATTERN, type SandboxStore } from './sandbox-store'
import type { SandboxWorld } from './sandbox-world'

const ZInt = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ message }).int({ message }).min(0, { message }).max(max, { message }),
  )

const ZSchedule = z
  .object({
    username: zText().trim().regex(HANDLE_PATTERN, { message: 'username must be an X handle' }),
    title: zText().trim().min(1, { message: 'title is required' }).max(200, { message: 'title is too long' }),
    /** Unix seconds; or starts_in_minutes (the control page's form). */
    scheduled_start: ZInt(4_102_444_800, 'scheduled_start must be unix seconds').optional(),
    starts_in_minutes: ZInt(43_200, 'starts_in_minutes must be 0 to 43200').optional(),
  })
  .refine((body) => body.scheduled_start !== undefined || body.starts_in_minutes !== undefined, {
    message: 'scheduled_start or starts_in_minutes is required',
  })
const ZStart = z.object({ listeners: ZInt(1_000_000, 'listeners must be 0 to 1000000').optional() })
const ZRateLimit = z.object({ seconds: ZInt(86_400, 'seconds must be 0 to 86400') })
const ZAction = z.enum(['start', 'end', 'cancel', 'forget'])

/**
 * The sandbox's control page and API: schedule, start (with listeners), end, cancel and
 * forget Spaces for any sandbox account, and make X answer 429. Part of the sandbox, so it exists only
 * where the sandbox is mounted (never with real X). A form post (the page) is answered with a
 * redirect back to the page; JSON calls get JSON. On a development machine, like X itself, it takes
 * no CSRF token from this app; in a public demo it needs a login, the token and a limit (control-guard.ts).
 */
export async function sandboxControlRoutes(
  app: App,
  options: { world: SandboxWorld; store: SandboxStore; sessionSecret: string },
): Promise<void> {
  const { world, store } = options
  const schema = { hide: true }
  // The global CSRF hook reads only the header; the guard below also takes the form's hidden field.
  const config = { csrf: false } as const

  const isForm = (req: FastifyRequest) =>
    String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

  const withUsernames = () =>
    world.spaces.all().map((space) => ({
      ...space,
      username: store.findById(space.creator_id)?.username ?? space.creator_id,
    }))

  const done = (req: FastifyRequest, reply: FastifyReply, status: number, body: unknown) =>
    isForm(req) ? reply.redirect('/x-sandbox/control', 303) : reply.code(status).send(body)

  /** The control page as HTML, with a sentence above it when a form was refused. */
  const controlPage = async (req: FastifyRequest, notice?: string) => {
    const csrfToken = await guard.pageToken(req)
    return renderControlPage({
      spaces: withUsernames(),
      rateLimitedUntil: rateLimitedUntil(),
      calls: world.calls,
      canChange: csrfToken !== null,
      ...(typeof csrfToken === 'string' ? { csrfToken } : {}),
      ...(notice === undefined ? (csrfToken === null ? { notice: CONTROL_LOGIN_MESSAGE } : {}) : { notice }),
    })
  }

  const refuse = async (req: FastifyRequest, reply: FastifyReply, status: number, error: string) =>
    isForm(req)
      ? reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(await controlPage(req, error))
      : reply.code(status).send({ error })

  const guard = createControlGuard(app, options.sessionSecret, refuse)
  const changing = { schema, config, ...(guard.preHandler ? { preHandler: guard.preHandler } : {}) }

  const rateLimitedUntil = () => (world.rateLimitedUntil > nowSeconds() ? world.rateLimitedUntil : null)

  app.get('/control', { schema }, async (req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await controlPage(req)),
  )

  app.get('/control/state', { schema }, async () => ({
    data: withUsernames(),
    calls: world.calls,
    rate_limited_until: rateLimitedUntil(),
  }))

  app.post('/control/spaces', changing, async (req, reply) => {
    const parsed = ZSchedule.safeParse(req.body ?? {})
    if (!parsed.success) return refuse(req, reply, 400, parsed.error.issues[0]?.message ?? 'Invalid request')
    const body = parsed.data
    const start = body.scheduled_start ?? nowSeconds() + (body.starts_in_minutes ?? 0) * 60
    const creator = store.ensureUser(body.username)
    const space = world.spaces.schedule(creator.id, body.title, start)
    return done(req, reply, 201, { data: { ...space, username: creator.username } })
  })

  app.post<{ Params: { id: string; action: string } }>(
    '/control/spaces/:id/:action',
    changing,
    async (req, reply) => {
      const action = ZAction.safeParse(req.params.action)
      if (!action.success) return refuse(req, reply, 404, 'The actions are start, end, cancel and forget.')
      const parsed = ZStart.safeParse(req.body ?? {})
      if (!parsed.success)
        return refuse(req, reply, 400, parsed.error.issues[0]?.message ?? 'Invalid request')
      const space = world.spaces.act(req.params.id, action.data, parsed.data.listeners)
      if (!space) return refuse(req, reply, 404, 'The sandbox has no such Space.')
      return done(req, reply, 200, { data: space })
    },
  )

  app.post('/control/rate-limit', changing, async (req, reply) => {
    const parsed = ZRateLimit.safeParse(req.body ?? {})
    if (!parsed.success) return refuse(req, reply, 400, parsed.error.issues[0]?.message ?? 'Invalid request')
    world.rateLimitFor(parsed.data.seconds)
    return done(req, reply, 200, { rate_limited_until: rateLimitedUntil() })
  })
}
