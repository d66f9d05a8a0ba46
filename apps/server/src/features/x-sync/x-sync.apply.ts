import { nowSeconds } from '../../lib/time'
import type { XApiSpace } from '../../x/x-client'
import { X_IDS_PER_CALL } from '../../x/x-client'
import { stateFor } from '../shared/space-quota'
import {
  findDismissed,
  findLinkedSpaces,
  findOpenLinkedSpaces,
  type ImportHost,
  type LinkedSpace,
  updateLinkedSpace,
} from './x-sync.queries'
import {
  type ApplyContext,
  type BatchRun,
  type CallX,
  type Counts,
  unix,
  upsertListed,
  xStateOf,
} from './x-sync.upsert'

export type { ApplyContext, CallX, Counts } from './x-sync.upsert'

const X_ID = /^[A-Za-z0-9]{1,40}$/

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * What the X import does with one batch of hosts' answer: each Space X listed is matched
 * by X's id (or merged into the host-typed Space with its URL) and created or updated; each linked
 * Space X stopped listing is looked up by id and settled as ended or canceled.
 *
 * A new Space counts against SPACES_PER_HOST_PER_DAY like one created through the API:
 * past the limit it is skipped in this run, with a warning, and a later run imports it once the
 * host's day has room (X still lists it, and nothing of it was stored).
 */
/** One batch of hosts: upsert what X listed, then settle what X stopped listing. */
export async function applyBatch(
  ctx: ApplyContext,
  hosts: ImportHost[],
  listed: XApiSpace[],
  run: { counts: Counts; callX: CallX },
): Promise<void> {
  const { log, quota } = ctx
  const overQuota = new Map<string, number>()
  try {
    await applyListed(ctx, hosts, listed, { ...run, overQuota })
  } finally {
    for (const [username, left] of overQuota) {
      log.warn(
        { host: username, left, perDay: quota.perDay },
        `x sync: @${username} reached SPACES_PER_HOST_PER_DAY (${quota.perDay}); ${left} new Spaces from X wait for a later run`,
      )
    }
  }
}

async function applyListed(
  ctx: ApplyContext,
  hosts: ImportHost[],
  listed: XApiSpace[],
  batch: BatchRun,
): Promise<void> {
  const { db, xClient } = ctx
  const { counts, callX } = batch
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
    await upsertListed(ctx, batch, { host, space, state }, linked.get(space.id))
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
    for (const row of group) await settleMissing(ctx, batch, row, byId.get(row.x_import_id as string), hosts)
  }
}

/**
 * A linked Space X stopped listing. X's own answer by id decides when it has one; otherwise a live
 * Space has ended (now: when it was first seen missing) and a scheduled one whose start is still
 * ahead was canceled (one whose start has passed is left to end by the clock).
 */
async function settleMissing(
  ctx: ApplyContext,
  batch: BatchRun,
  row: LinkedSpace,
  space: XApiSpace | undefined,
  hosts: ImportHost[],
): Promise<void> {
  const { db } = ctx
  const { counts } = batch
  const now = nowSeconds()
  const state = space ? xStateOf(space) : null
  if (space && (state === 'scheduled' || state === 'live')) {
    const host = hosts.find((h) => h.id === row.host_id)
    // A linked row exists, so this never creates a Space (and never meets the quota).
    if (host) await upsertListed(ctx, { ...batch, overQuota: new Map() }, { host, space, state }, row)
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
