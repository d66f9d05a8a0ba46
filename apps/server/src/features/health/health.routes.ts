import { ZAdminHealth, ZReadiness } from '@spaces/shared/schemas/health'
import { sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { presentAdminHealth, presentReadiness } from './health.presenter'
import { readHealthFacts } from './health.service'

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
      'Say whether this instance should get traffic, and how each part it depends on is doing: the database, Redis, the mail server, the outboxes, the X import and the jobs.',
    description:
      'A load balancer sends traffic only to an instance answering 200. 503 only while the instance cannot serve: its database cannot be reached, or it was told to stop (SIGTERM; it still serves requests for SHUTDOWN_DRAIN_SECONDS). Parts that work less well without stopping it (Redis, the mail server, the X import, a job whose last run failed) are named under `degraded` with a sentence, still 200; held mail (`mail.held`) too. `checks` gives each part and figure; the queue and X import figures are at most a second old.',
    operationId: 'checkReadiness',
    access: 'public',
    errors: [503],
    response: { 200: ZReadiness },
  } as const
  app.get('/readyz', { schema: readiness }, async (req) => {
    if (app.drain.isDraining) throw new AppError('UNAVAILABLE', 'This instance is shutting down.')
    try {
      await sql`select 1`.execute(app.db)
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      throw new AppError('UNAVAILABLE', 'The database is not reachable.')
    }
    return presentReadiness(await readHealthFacts(app), app.dialect)
  })

  app.get(
    '/api/admin/health',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Get the Health screen’s facts: this instance’s version and uptime, the mail, the outboxes, the X import and the jobs.',
        description:
          'What `/readyz` and `/metrics` say, for an admin without Prometheus, with the reasons they leave out (error texts). The jobs and the mail server are as the instance that answered sees them; the rest is the whole site’s.',
        operationId: 'getAdminHealth',
        access: 'admin',
        response: { 200: ZAdminHealth },
      },
    },
    async (req) => {
      requireAdmin(req)
      const [facts, counts] = await Promise.all([readHealthFacts(app), app.ops.facts.counts()])
      return presentAdminHealth(facts, {
        counts,
        build: app.ops.build,
        startedAt: app.ops.startedAt,
        dialect: app.dialect,
      })
    },
  )
}
