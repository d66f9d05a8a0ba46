import { ZAdminHealth, ZReadiness } from '@spaces/shared/schemas/health'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import type { HealthDeps } from './health.deps'
import { presentAdminHealth, presentReadiness } from './health.presenter'
import { pingDatabase } from './health.queries'
import { readHealthFacts } from './health.service'

const doc = routeDoc('health')

export async function healthRoutes(app: App, deps: HealthDeps): Promise<void> {
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
    summary:
      'Say whether this instance should get traffic, and how each part it depends on is doing: the database, Redis, the mail server, the outboxes, the X import and the jobs.',
    description:
      'A load balancer sends traffic only to an instance answering 200. 503 only while the instance cannot serve: its database cannot be reached, or it was told to stop (SIGTERM; it still serves requests for SHUTDOWN_DRAIN_SECONDS). Parts that work less well without stopping it (Redis, the mail server, the X import, a job whose last run failed) are named under `degraded` with a sentence, still 200; held mail (`mail.held`) too. `checks` gives each part and figure; the queue and X import figures are at most a second old.',
    errors: [503],
    response: { 200: ZReadiness },
  })
  app.get('/readyz', { schema: readiness }, async (req) => {
    if (deps.drain.isDraining) throw new AppError('UNAVAILABLE', 'This instance is shutting down.')
    try {
      await pingDatabase(deps.db)
    } catch (err) {
      req.log.warn({ err }, 'database not reachable')
      throw new AppError('UNAVAILABLE', 'The database is not reachable.')
    }
    // Read by load balancers, monitors and the operator's logs: always in English, whatever the site's
    // default language or the caller's Accept-Language, so an alert rule matches on every site.
    return presentReadiness(await readHealthFacts(deps), deps.dialect, 'en')
  })

  const adminHealth = routeDoc('admin')({
    operationId: 'getAdminHealth',
    access: 'admin',
    summary:
      'Get the Health screen’s facts: this instance’s version and uptime, the mail, the outboxes, the X import and the jobs.',
    description:
      'What `/readyz` and `/metrics` say, for an admin without Prometheus, with the reasons they leave out (error texts). The jobs and the mail server are as the instance that answered sees them; the rest is the whole site’s.',
    response: { 200: ZAdminHealth },
  })
  app.get('/api/admin/health', { schema: adminHealth }, async (req) => {
    requireAdmin(req)
    const [facts, counts] = await Promise.all([readHealthFacts(deps), deps.ops.facts.counts()])
    return presentAdminHealth(facts, {
      counts,
      build: deps.ops.build,
      startedAt: deps.ops.startedAt,
      dialect: deps.dialect,
      locale: req.locale,
    })
  })
}
