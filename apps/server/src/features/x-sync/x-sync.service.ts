import { randomUUID } from 'node:crypto'
import { TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable, XSpaceState } from '../../db/database'
import { AppError } from '../../lib/errors'
import { acquireLease, type Lease } from '../../lib/lease'
import { nowSeconds } from '../../lib/time'
import {
  X_IDS_PER_CALL,
  type XApiSpace,
  type XClient,
  XRateLimitError,
  type XSpacesAnswer,
} from '../../x/x-client'
import { stateFor } from '../spaces/spaces.service'
import {
  findDismissed,
  findLinkedSpaces,
  findMergeCandidate,
  findOpenLinkedSpaces,
  type ImportHost,
  insertImportedSpace,
  type LinkedSpace,
  linkSpace,
  listImportHosts,
  pushNotBefore,
  readSyncState,
  releaseUnfollowedLive,
  updateLinkedSpace,
  writeSyncState,
} from './x-sync.queries'

/** Renewed before every call to X; an instance killed mid-run frees the import this long after. */
export const X_SYNC_LEASE_SECONDS = 120
const LEASE_NAME = 'x-sync'
const X_ID = /^[A-Za-z0-9]{1,40}$/
const X_USER_ID = /^\d{1,20}$/

export interface XSyncContext {
  db: Kysely<Database>
  xClient: XClient
  log: FastifyBaseLogger
  /** Why the import cannot run here (live X without X_BEARER_TOKEN), or null when it can. */
  offReason: string | null
  /** X_SYNC_INTERVAL_SECONDS: a periodic run skips when any instance started one more recently. */
  intervalSeconds: number
}

export interface XSync {
  /**
   * The periodic run: null when another instance holds the lease, or when any instance started a run
   * less than an interval ago (so N instances still make one run per interval, not N).
   */
  run: () => Promise<TXSyncRun | null>
  /** "Sync now": joins this instance's run in progress, else runs at once; 409 while another instance runs. */
  runNow: () => Promise<TXSyncRun>
}

type Counts = Pick<TXSyncRun, 'hosts' | 'calls' | 'created' | 'updated' | 'ended' | 'canceled' | 'skipped'>

/** X's ISO 8601 time as unix seconds, or null. */
function unix(iso: string | undefined): number | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null
}

function xStateOf(space: XApiSpace): XSpaceState | null {
  const state = space.state.toLowerCase()
  return state === 'scheduled' || state === 'live' || state === 'ended' || state === 'canceled' ? state : null
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

class RunStopped extends Error {}

/**
 * The X import (issue 13). One run at a time across all instances (a lease row); X is asked for the
 * Spaces of every host who has not turned import off, 100 creators a call, one call at a time. A 429
 * (or a window with nothing remaining) stores X's reset as "not before" in the database, so no
 * instance calls X again until then. Rows are matched by X's Space id under a unique index.
 */
export function createXSync(ctx: XSyncContext): XSync {
  const { db, log } = ctx
  const owner = randomUUID()
  let current: Promise<TXSyncRun | null> | undefined

  const runWithLease = async (lease: Lease): Promise<TXSyncRun> => {
    const startedAt = nowSeconds()
    const counts: Counts = { hosts: 0, calls: 0, created: 0, updated: 0, ended: 0, canceled: 0, skipped: 0 }
    let error: string | null = null
    await writeSyncState(db, {
      last_started_at: startedAt,
      last_finished_at: null,
      ...counts,
      error: null,
    })

    /** Every call to X: the lease still ours, X's "not before" honoured, its rate headers kept. */
    const callX = async (call: () => Promise<XSpacesAnswer>): Promise<XSpacesAnswer> => {
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

    try {
      const hosts = (await listImportHosts(db)).filter((host) => X_USER_ID.test(host.x_user_id))
      counts.hosts = hosts.length
      counts.updated += await releaseUnfollowedLive(db, nowSeconds())
      for (const batch of chunk(hosts, X_IDS_PER_CALL)) {
        const answer = await callX(() => ctx.xClient.getSpacesByCreators(batch.map((h) => h.x_user_id)))
        await applyBatch(batch, answer.spaces, counts, callX)
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

  /** One batch of hosts: upsert what X listed, then settle what X stopped listing. */
  const applyBatch = async (
    hosts: ImportHost[],
    listed: XApiSpace[],
    counts: Counts,
    callX: (call: () => Promise<XSpacesAnswer>) => Promise<XSpacesAnswer>,
  ) => {
    const hostByXId = new Map(hosts.map((host) => [host.x_user_id, host]))
    const valid = listed.filter((space) => X_ID.test(space.id))
    counts.skipped += listed.length - valid.length
    const linked = new Map(
      (
        await findLinkedSpaces(
          db,
          valid.map((s) => s.id),
        )
      ).map((row) => [row.x_import_id, row]),
    )
    const dismissed = await findDismissed(
      db,
      valid.map((space) => space.id),
    )
    const seen = new Set<string>()
    for (const space of valid) {
      const host = space.creator_id ? hostByXId.get(space.creator_id) : undefined
      const state = xStateOf(space)
      if (!host || (state !== 'scheduled' && state !== 'live') || dismissed.has(space.id)) {
        counts.skipped += 1
        continue
      }
      seen.add(space.id)
      await upsert(host, space, state, linked.get(space.id), counts)
    }

    // Linked Spaces X called scheduled or live that it no longer lists: ask for them by id.
    const missing = (
      await findOpenLinkedSpaces(
        db,
        hosts.map((h) => h.id),
      )
    ).filter((row) => row.x_import_id !== null && !seen.has(row.x_import_id))
    for (const group of chunk(missing, X_IDS_PER_CALL)) {
      const answer = await callX(() =>
        ctx.xClient.getSpacesByIds(group.map((row) => row.x_import_id as string)),
      )
      const byId = new Map(answer.spaces.map((space) => [space.id, space]))
      for (const row of group) await settleMissing(row, byId.get(row.x_import_id as string), hosts, counts)
    }
  }

  const upsert = async (
    host: ImportHost,
    space: XApiSpace,
    state: 'scheduled' | 'live',
    row: LinkedSpace | undefined,
    counts: Counts,
  ) => {
    const now = nowSeconds()
    const start = unix(space.scheduled_start) ?? unix(space.started_at) ?? now
    const title = (space.title?.trim() || `${host.display_name ?? host.username}'s Space`).slice(
      0,
      TITLE_MAX_LENGTH,
    )
    const listeners = state === 'live' ? (space.participant_count ?? null) : null
    const existing = row ?? (await findMergeCandidate(db, host.id, space.id))
    if (!existing) {
      const inserted = await insertImportedSpace(db, {
        host_id: host.id,
        title,
        description: null,
        space_url: `https://x.com/i/spaces/${space.id}`,
        scheduled_start: start,
        state: state === 'live' ? 'upcoming' : stateFor(start, now),
        recording_url: null,
        recording_platform: null,
        host_timezone: host.host_timezone,
        series_id: null,
        recurrence_pattern: null,
        series_index: null,
        x_space_id: space.id,
        created_by: null,
        created_at: now,
        updated_at: now,
        source: 'x',
        x_import_id: space.id,
        x_state: state,
        live_listeners: listeners,
      })
      counts[inserted ? 'created' : 'skipped'] += 1
      return
    }
    const changes: Updateable<SpacesTable> = {}
    if (existing.title_edited !== 1 && existing.title !== title) changes.title = title
    const newStart = existing.start_edited === 1 ? existing.scheduled_start : start
    if (newStart !== existing.scheduled_start) changes.scheduled_start = newStart
    const rowState = state === 'live' ? 'upcoming' : stateFor(newStart, now)
    if (rowState !== existing.state) changes.state = rowState
    if (existing.x_state !== state) changes.x_state = state
    if (existing.live_listeners !== listeners) changes.live_listeners = listeners
    if (existing.x_missing_since !== null) changes.x_missing_since = null
    if (existing.x_import_id === null) {
      const merged = await linkSpace(db, existing.id, {
        ...changes,
        x_import_id: space.id,
        x_state: state,
        updated_at: now,
      })
      counts[merged ? 'updated' : 'skipped'] += 1
      return
    }
    if (Object.keys(changes).length === 0) {
      counts.skipped += 1
      return
    }
    await updateLinkedSpace(db, existing.id, { ...changes, updated_at: now })
    counts.updated += 1
  }

  /**
   * A linked Space X stopped listing. X's own answer by id decides when it has one; otherwise a live
   * Space has ended (now: when it was first seen missing) and a scheduled one whose start is still
   * ahead was canceled (one whose start has passed is left to end by the clock).
   */
  const settleMissing = async (
    row: LinkedSpace,
    space: XApiSpace | undefined,
    hosts: ImportHost[],
    counts: Counts,
  ) => {
    const now = nowSeconds()
    const state = space ? xStateOf(space) : null
    if (space && (state === 'scheduled' || state === 'live')) {
      const host = hosts.find((h) => h.id === row.host_id)
      if (host) await upsert(host, space, state, row, counts)
      return
    }
    const endedAt = unix(space?.ended_at) ?? row.x_missing_since ?? now
    if (state === 'ended' || (state === null && row.x_state === 'live')) {
      await updateLinkedSpace(db, row.id, {
        x_state: 'ended',
        state: 'ended',
        ended_at: endedAt,
        live_listeners: null,
        x_missing_since: row.x_missing_since ?? now,
        updated_at: now,
      })
      counts.ended += 1
      return
    }
    if (state === 'canceled' || row.scheduled_start > now) {
      await updateLinkedSpace(db, row.id, {
        x_state: 'canceled',
        live_listeners: null,
        x_missing_since: row.x_missing_since ?? now,
        updated_at: now,
      })
      counts.canceled += 1
      return
    }
    // Scheduled, its start passed, and gone from X: it never went live that we saw.
    await updateLinkedSpace(db, row.id, {
      x_state: 'ended',
      state: stateFor(row.scheduled_start, now),
      live_listeners: null,
      x_missing_since: row.x_missing_since ?? now,
      updated_at: now,
    })
    counts.ended += 1
  }

  const tryRun = async (isPeriodic: boolean): Promise<TXSyncRun | null> => {
    if (ctx.offReason) return null
    const lease = await acquireLease(db, LEASE_NAME, owner, X_SYNC_LEASE_SECONDS)
    if (!lease) return null
    try {
      if (isPeriodic) {
        // Checked under the lease, so two instances cannot both decide the time has come.
        const last = (await readSyncState(db))?.last_started_at
        const margin = Math.min(30, Math.floor(ctx.intervalSeconds / 10))
        if (last != null && Number(last) > nowSeconds() - ctx.intervalSeconds + margin) return null
      }
      return await runWithLease(lease)
    } finally {
      await lease.release()
    }
  }

  const start = (isPeriodic: boolean): Promise<TXSyncRun | null> => {
    current ??= tryRun(isPeriodic).finally(() => {
      current = undefined
    })
    return current
  }

  return {
    run: () => start(true),
    runNow: async () => {
      if (ctx.offReason) throw new AppError('CONFLICT', ctx.offReason)
      const result = await start(false)
      if (!result) {
        throw new AppError(
          'CONFLICT',
          'Another server is importing from X right now. Its counts show here when it finishes; try again in a minute.',
        )
      }
      return result
    },
  }
}
