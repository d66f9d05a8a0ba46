import type { Job } from '../../lib/jobs'
import { runXSync, type XSyncContext } from './x-sync.service'

/**
 * The X import as a job: each instance tries every X_SYNC_INTERVAL_SECONDS; the lease in
 * `job_leases` lets one of them run, and the run's state row says when the last one started.
 * None when the import cannot run here or runs only on "Sync now" (interval 0).
 */
export function xSyncJobs(ctx: XSyncContext): Job[] {
  if (ctx.offReason !== null || ctx.intervalSeconds <= 0) return []
  return [
    {
      name: 'x-sync',
      intervalMs: ctx.intervalSeconds * 1000,
      run: () => runXSync(ctx),
      // It calls X, which must not hold up start-up.
      inBackground: true,
    },
  ]
}
