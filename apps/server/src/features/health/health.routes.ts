import { type Kysely, sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import type { Database } from '../../db/database'
import type { MailHold } from '../../lib/mail-hold'
import { routeDoc } from '../../lib/route-doc'

const doc = routeDoc('health')

export interface HealthDeps {
  db: Kysely<Database>
  mailHold: MailHold
}

export async function healthRoutes(app: App, { db, mailHold }: HealthDeps): Promise<void> {
  const liveness = doc({
    operationId: 'checkLiveness',
    access: 'public',
    summary: 'Say that the server process is up.',
    response: { 200: z.object({ status: z.literal('ok') }) },
  })
  app.get('/healthz', { schema: liveness }, async () => ({ status: 'ok' as const }))

  const readiness = doc({
    operationId: 'checkReadiness',
    access: 'public',
    summary: 'Say whether the server can reach its database, and whether its mail is held.',
    errors: [503],
  })
  app.get('/readyz', { schema: readiness }, async (req, reply) => {
    try {
      await sql`select 1`.execute(db)
      // Held mail does not make an instance unable to serve: it stays ready, and says so.
      return { status: 'ready', mail: { held: await mailHold.isHeld() } }
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      return reply.code(503).send({ error: 'The database is not reachable.' })
    }
  })
}
