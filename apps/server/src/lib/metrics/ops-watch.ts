import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { type BuildInfo, buildInfo } from '../build-info'
import type { MailHoldState } from '../mail-hold'
import { JobWatch } from './job-watch'
import { createOpsFacts, type OpsFacts } from './ops-facts'

/**
 * What an instance knows about how it and the site are doing, for `/readyz`, `/metrics` and the
 * Health screen: when it started, what it runs, its job runs, and the facts it reads from the database.
 */
export interface OpsWatch {
  /** Unix seconds, with a fraction. */
  startedAt: number
  build: BuildInfo
  jobs: JobWatch
  facts: OpsFacts
}

export function createOpsWatch(options: {
  db: Kysely<Database>
  readMailHold: () => Promise<MailHoldState>
  xImport: { intervalSeconds: number; offReason: string | null }
}): OpsWatch {
  const startedAt = Date.now() / 1000
  return {
    startedAt,
    build: buildInfo(),
    jobs: new JobWatch(),
    facts: createOpsFacts({ ...options, startedAt }),
  }
}
