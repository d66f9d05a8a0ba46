import { randomUUID } from 'node:crypto'
import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/errors'
import { acquireLease, type Lease } from '../../lib/lease'
import { nowSeconds } from '../../lib/time'
import { X_IDS_PER_CALL, type XClient, XRateLimitError, type XSpacesAnswer } from '../../x/x-client'
import type { SpaceQuota } from '../shared/space-quota'
import { type ApplyContext, applyBatch, type CallX, type Counts, chunk } from './x-sync.apply'
import {
  listImportHosts,
  pushNotBefore,
  readSyncState,
  releaseUnfollowedLive,
  writeSyncState,
} from './x-sync.queries'
import { DEFAULT_CALLS_PER_WINDOW, effectiveIntervalSeconds } from './x-sync.rules'

/** Renewed before every call to X; an instance killed mid-run frees the import this long after. */
export const X_SYNC_LEASE_SECONDS = 120
const LEASE_NAME = 'x-sync'
const X_USER_ID = /^\d{1,20}$/

export interface XSyncContext {
  db: Kysely<Database>
  xClient: XClient
  log: FastifyBaseLogger
  /** Why the import cannot run here (live X without X_BEARER_TOKEN), or null when it can. */
  offReason: string | null
  /** X_SYNC_INTERVAL_SECONDS: a periodic run skips when any instance started one more recently. */
  intervalSeconds: number
  /**
   * X_SYNC_CALLS_PER_WINDOW: the calls to `GET /2/spaces/by/creator_ids` periodic runs may make per
   * 15 minutes; the interval stretches when the hosts need more (x-sync.rules.ts).
   */
  callsPerWindow?: number
  /** SPACES_PER_HOST_PER_DAY: imported Spaces count like any other new Space. */
  spaceQuota: SpaceQuota
  /** This instance's name on the lease. */
  owner: string
  /** The run in progress on this instance, which "Sync now" joins (the lease is in the database). */
  inProgress: { run?: Promise<TXSyncRun | null> }
}

export function createXSyncContext(parts: Omit<XSyncContext, 'owner' | 'inProgress'>): XSyncContext {
  return { ...parts, owner: randomUUID(), inProgress: {} }
}

class RunStopped extends Error {}

/**
 * The X import. One run at a time across all instances (a lease row); X is asked for the
 * Spaces of every host who has not turned import off, 100 creators a call, one call at a time. A 429
 * (or a window with nothing remaining) stores X's reset as "not before" in the database, so no
 * instance calls X again until then. Rows are matched by X's Space id under a unique index.
 *
 * The periodic run (x-sync.job.ts): null when another instance holds the lease, or when any instance
 * started a run less than an interval ago (so N instances still make one run per interval, not N).
 */
export function runXSync(ctx: XSyncContext, isPeriodic = true): Promise<TXSyncRun | null> {
  ctx.inProgress.run ??= tryRun(ctx, isPeriodic).finally(() => {
    ctx.inProgress.run = undefined
  })
  return ctx.inProgress.run
}

/** "Sync now": joins this instance's run in progress, else runs at once; 409 while another instance runs. */
export async function syncNow(ctx: XSyncContext): Promise<TXSyncRun> {
  if (ctx.offReason) throw new AppError('CONFLICT', ctx.offReason)
  const result = await runXSync(ctx, false)
  if (!result) {
    throw new AppError(
      'CONFLICT',
      'Another server is importing from X right now. Its counts show here when it finishes; try again in a minute.',
    )
  }
  return result
}

async function tryRun(ctx: XSyncContext, isPeriodic: boolean): Promise<TXSyncRun | null> {
  const { db } = ctx
  if (ctx.offReason) return null
  const lease = await acquireLease(db, LEASE_NAME, ctx.owner, X_SYNC_LEASE_SECONDS)
  if (!lease) return null
  try {
    if (isPeriodic) {
      // Checked under the lease, so two instances cannot both decide the time has come.
      const state = await readSyncState(db)
      const last = state?.last_started_at
      const interval = effectiveIntervalSeconds(
        ctx.intervalSeconds,
        Number(state?.hosts ?? 0),
        ctx.callsPerWindow ?? DEFAULT_CALLS_PER_WINDOW,
      )
      const margin = Math.min(30, Math.floor(interval / 10))
      if (last != null && Number(last) > nowSeconds() - interval + margin) return null
    }
    return await runWithLease(ctx, lease)
  } finally {
    await lease.release()
  }
}

/** One run under the lease: the state row says it started, every host batch is applied, the row records how it went. */
async function runWithLease(ctx: XSyncContext, lease: Lease): Promise<TXSyncRun> {
  const { db, log } = ctx
  const startedAt = nowSeconds()
  const counts: Counts = { hosts: 0, calls: 0, created: 0, updated: 0, ended: 0, canceled: 0, skipped: 0 }
  let error: string | null = null
  await writeSyncState(db, { last_started_at: startedAt, last_finished_at: null, ...counts, error: null })
  const callX = gateCalls(ctx, lease, counts)
  const apply: ApplyContext = { db, xClient: ctx.xClient, quota: ctx.spaceQuota, log }
  try {
    const hosts = (await listImportHosts(db)).filter((host) => X_USER_ID.test(host.x_user_id))
    counts.hosts = hosts.length
    counts.updated += await releaseUnfollowedLive(db, nowSeconds())
    for (const batch of chunk(hosts, X_IDS_PER_CALL)) {
      const answer = await callX(() => ctx.xClient.getSpacesByCreators(batch.map((h) => h.x_user_id)))
      await applyBatch(apply, batch, answer.spaces, { counts, callX })
    }
  } catch (err) {
    error =
      err instanceof RunStopped ? err.message : `X import failed: ${String((err as Error)?.message ?? err)}`
    if (!(err instanceof RunStopped)) log.warn({ err }, 'x sync failed')
  }
  const finishedAt = nowSeconds()
  await writeSyncState(db, { last_finished_at: finishedAt, ...counts, error })
  log.info(
    { ...counts, error },
    `x sync: created ${counts.created}, updated ${counts.updated}, ended ${counts.ended}, canceled ${counts.canceled}, skipped ${counts.skipped}${error ? ` (${error})` : ''}`,
  )
  return { started_at: startedAt, finished_at: finishedAt, ...counts, error }
}

/** Every call to X: the lease still ours, X's "not before" honoured, its rate headers kept. */
function gateCalls(ctx: XSyncContext, lease: Lease, counts: Counts): CallX {
  const { db } = ctx
  return async (call: () => Promise<XSpacesAnswer>): Promise<XSpacesAnswer> => {
    if (!(await lease.renew())) throw new RunStopped('Another instance took the import over.')
    const notBefore = (await readSyncState(db))?.not_before ?? 0
    if (notBefore > nowSeconds()) {
      throw new RunStopped(
        `Waiting for X's rate limit to reset at ${new Date(notBefore * 1000).toISOString()}; no call was made.`,
      )
    }
    counts.calls += 1
    try {
      const answer = await call()
      if (answer.rate.remaining === 0 && answer.rate.reset !== undefined) {
        await pushNotBefore(db, answer.rate.reset)
      }
      return answer
    } catch (err) {
      if (err instanceof XRateLimitError) {
        await pushNotBefore(db, err.resetAt)
        throw new RunStopped(
          `X answered 429 (too many requests); the next call waits until ${new Date(err.resetAt * 1000).toISOString()}.`,
        )
      }
      throw err
    }
  }
}
