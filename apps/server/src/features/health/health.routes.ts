import { sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'

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
    summary: 'Say whether the server can reach its database, and whether its mail is held.',
    operationId: 'checkReadiness',
    access: 'public',
    errors: [503],
  } as const
  app.get('/readyz', { schema: readiness }, async (req, reply) => {
    try {
      await sql`select 1`.execute(app.db)
      // Held mail does not make an instance unable to serve: it stays ready, and says so.
      return { status: 'ready', mail: { held: await app.mailHold.isHeld() } }
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      return reply.code(503).send({ error: 'The database is not reachable.' })
    }
  })
}
