import { TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import type { Kysely, Updateable } from 'kysely'
import type { Database, SpacesTable, XSpaceState } from '../../db/database'
import { nowSeconds } from '../../lib/time'
import { X_IDS_PER_CALL, type XApiSpace, type XClient, type XSpacesAnswer } from '../../x/x-client'
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
  updateLinkedSpace,
} from './x-sync.queries'

const X_ID = /^[A-Za-z0-9]{1,40}$/

/** Every call to X goes through the run's gate (lease, "not before", rate headers). */
export type CallX = (call: () => Promise<XSpacesAnswer>) => Promise<XSpacesAnswer>

export type Counts = Pick<
  TXSyncRun,
  'hosts' | 'calls' | 'created' | 'updated' | 'ended' | 'canceled' | 'skipped'
>

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

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * What the X import does with one batch of hosts' answer (issue 13): each Space X listed is matched
 * by X's id (or merged into the host-typed Space with its URL) and created or updated; each linked
 * Space X stopped listing is looked up by id and settled as ended or canceled.
 */
export function createBatchApplier(db: Kysely<Database>, xClient: XClient) {
  /** One batch of hosts: upsert what X listed, then settle what X stopped listing. */
  const applyBatch = async (hosts: ImportHost[], listed: XApiSpace[], counts: Counts, callX: CallX) => {
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
      const answer = await callX(() => xClient.getSpacesByIds(group.map((row) => row.x_import_id as string)))
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

  return applyBatch
}
