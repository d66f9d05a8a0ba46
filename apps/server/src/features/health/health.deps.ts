import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { Drain } from '../../lib/drain'
import type { JobInfo } from '../../lib/jobs'
import type { MailServerWatch } from '../../lib/mail-server-watch'
import type { OpsWatch } from '../../lib/metrics/ops-watch'
import type { Readiness } from '../../lib/readiness'

/** What the health feature reads: the instance's own parts, and the facts the ops watch keeps. */
export interface HealthDeps {
  db: Kysely<Database>
  dialect: Dialect
  /** Whether REDIS_URL is set: without it, Redis is off rather than ok or degraded. */
  redisConfigured: boolean
  drain: Drain
  readiness: Readiness
  ops: OpsWatch
  mailServer: MailServerWatch
  /** The jobs as this instance's runner holds them (made after the features are mounted). */
  listJobs: () => JobInfo[]
}
