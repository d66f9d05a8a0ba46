import { sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  )

  app.get('/readyz', { schema: { tags: ['health'] } }, async (req, reply) => {
    try {
      await sql`select 1`.execute(app.db)
      return { status: 'ready' }
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      return reply.code(503).send({ error: 'The database is not reachable.' })
    }
  })
}
