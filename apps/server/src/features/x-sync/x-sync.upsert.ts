import { toSingleLine } from '@spaces/shared/domain/clean-text'
import { TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import type { FastifyBaseLogger } from 'fastify'
import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable, XSpaceState } from '../../db/database'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import type { XApiSpace, XClient, XSpacesAnswer } from '../../x/x-client'
import { claimSpaceQuota, type SpaceQuota, stateFor } from '../shared/space-quota'
import {
  findMergeCandidate,
  type ImportHost,
  insertImportedSpace,
  type LinkedSpace,
  linkSpace,
  updateLinkedSpace,
} from './x-sync.queries'

/** Every call to X goes through the run's gate (lease, "not before", rate headers). */
export type CallX = (call: () => Promise<XSpacesAnswer>) => Promise<XSpacesAnswer>

export type Counts = Pick<
  TXSyncRun,
  'hosts' | 'calls' | 'created' | 'updated' | 'ended' | 'canceled' | 'skipped'
>

/** What applying X's answers needs, for a whole run. */
export interface ApplyContext {
  db: Kysely<Database>
  xClient: XClient
  quota: SpaceQuota
  log: FastifyBaseLogger
}

/** One batch of hosts in a run: the run's counts and gate, and the new Spaces the quota held back. */
export interface BatchRun {
  counts: Counts
  callX: CallX
  /** username → new Spaces left for a later run. */
  overQuota: Map<string, number>
}

/** X's ISO 8601 time as unix seconds, or null. */
export function unix(iso: string | undefined): number | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null
}

export function xStateOf(space: XApiSpace): XSpaceState | null {
  const state = space.state.toLowerCase()
  return state === 'scheduled' || state === 'live' || state === 'ended' || state === 'canceled' ? state : null
}

/**
 * A Space X lists as scheduled or live, for one of the hosts: created (within the host's daily quota),
 * merged into the host-typed Space with its URL, or its linked row brought up to date. What the host
 * edited by hand (title, start) is kept.
 */
export async function upsertListed(
  ctx: ApplyContext,
  batch: BatchRun,
  listed: { host: ImportHost; space: XApiSpace; state: 'scheduled' | 'live' },
  row: LinkedSpace | undefined,
): Promise<void> {
  const { db } = ctx
  const { counts, overQuota } = batch
  const { host, space, state } = listed
  const now = nowSeconds()
  const start = unix(space.scheduled_start) ?? unix(space.started_at) ?? now
  // One line, as the API would take it: the host's stored name may be older than that rule, and
  // cutting at the limit may split an emoji's surrogate pair.
  const title = toSingleLine(
    (space.title?.trim() || `${host.display_name ?? host.username}'s Space`).slice(0, TITLE_MAX_LENGTH),
  )
  const listeners = state === 'live' ? (space.participant_count ?? null) : null
  const existing = row ?? (await findMergeCandidate(db, host.id, space.id))
  if (!existing) {
    const inserted = await insertWithinQuota(ctx, {
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
    if (inserted === 'over-quota') overQuota.set(host.username, (overQuota.get(host.username) ?? 0) + 1)
    counts[inserted === true ? 'created' : 'skipped'] += 1
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

/** Inserts an imported Space within the host's daily quota: 'over-quota' when there is no room. */
async function insertWithinQuota(
  { db, quota }: ApplyContext,
  row: Insertable<SpacesTable> & { host_id: number },
): Promise<boolean | 'over-quota'> {
  try {
    return await db.transaction().execute(async (trx) => {
      await claimSpaceQuota(trx, row.host_id, 1, quota, nowSeconds())
      return insertImportedSpace(trx, row)
    })
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') return 'over-quota'
    throw err
  }
}
