import { sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import { AppError } from '../../lib/errors'

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Say that the server process is up.',
        operationId: 'checkLiveness',
        access: 'public',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  const readiness = {
    tags: ['health'],
    summary:
      'Say whether this instance should get traffic: its database answers and it is not shutting down; and whether its mail is held.',
    description:
      'A load balancer sends traffic only to an instance answering 200. 503 while the database cannot be reached, and from the moment the instance is told to stop (SIGTERM), while it still serves requests for SHUTDOWN_DRAIN_SECONDS. Parts that work less well without stopping it (Redis for the rate limits) are named under `degraded`, with 200. Held mail (`mail.held`) does not stop an instance from serving either.',
    operationId: 'checkReadiness',
    access: 'public',
    errors: [503],
    response: {
      200: z.object({
        status: z.literal('ready'),
        degraded: z.record(z.string(), z.string()).optional(),
        mail: z.object({ held: z.boolean() }),
      }),
    },
  } as const
  app.get('/readyz', { schema: readiness }, async (req) => {
    if (app.drain.isDraining) throw new AppError('UNAVAILABLE', 'This instance is shutting down.')
    try {
      await sql`select 1`.execute(app.db)
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      throw new AppError('UNAVAILABLE', 'The database is not reachable.')
    }
    const degraded = app.readiness.degraded()
    // Held mail does not make an instance unable to serve: it stays ready, and says so.
    const mail = { held: await app.mailHold.isHeld() }
    return Object.keys(degraded).length > 0
      ? { status: 'ready' as const, degraded, mail }
      : { status: 'ready' as const, mail }
  })
}
