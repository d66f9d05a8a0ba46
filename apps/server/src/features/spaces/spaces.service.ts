import { randomUUID } from 'node:crypto'
import { recurrenceStarts } from '@spaces/shared/domain/recurrence'
import { xProfileUrl, xSpaceIdFromUrl } from '@spaces/shared/domain/space-url'
import { parseLocalDateTime } from '@spaces/shared/domain/zoned-time'
import type {
  ZCreateSpaceRequest,
  ZRecurringSpaceRequest,
  ZUpdateSpaceRequest,
} from '@spaces/shared/schemas/spaces'
import type { Insertable, Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database, SpacesTable, UserRow } from '../../db/database'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { claimSpaceQuota, type SpaceQuota, stateFor } from '../shared/space-quota'
import { findSpace, type SpaceWithHost } from '../shared/spaces.queries'
import {
  deleteSpaceRow,
  dismissXSpace,
  findSpacesByIds,
  insertSpaces,
  updateSpaceRow,
} from './spaces.queries'

type CreateInput = z.output<typeof ZCreateSpaceRequest>
type RecurringInput = z.output<typeof ZRecurringSpaceRequest>
type UpdateInput = z.output<typeof ZUpdateSpaceRequest>

function newSpaceRow(host: UserRow, actor: UserRow, input: CreateInput, start: number, now: number) {
  const spaceUrl = input.space_url ?? xProfileUrl(host.username)
  return {
    host_id: host.id,
    title: input.title,
    description: input.description,
    space_url: spaceUrl,
    scheduled_start: start,
    state: stateFor(start, now),
    recording_url: null,
    recording_platform: null,
    host_timezone: input.host_timezone ?? host.host_timezone,
    series_id: null,
    recurrence_pattern: null,
    series_index: null,
    x_space_id: xSpaceIdFromUrl(spaceUrl),
    created_by: actor.id,
    created_at: now,
    updated_at: now,
  } satisfies Insertable<SpacesTable>
}

export async function createSpace(
  db: Kysely<Database>,
  host: UserRow,
  actor: UserRow,
  input: CreateInput,
  quota: SpaceQuota,
): Promise<SpaceWithHost> {
  const now = nowSeconds()
  const [id] = await db.transaction().execute(async (trx) => {
    await claimSpaceQuota(trx, host.id, 1, quota, now)
    return insertSpaces(trx, [newSpaceRow(host, actor, input, input.scheduled_start, now)])
  })
  const space = id === undefined ? undefined : await findSpace(db, id)
  if (!space) throw new Error('The new Space could not be read back')
  return space
}

/**
 * Creates the whole series in one transaction: `repeats` Spaces sharing a series id, the first at
 * scheduled_start. The series keeps the wall-clock time of the payload's zone (the one picked on the
 * New Space form), else the host's stored zone, else UTC; `local_start`, when sent, is the picked
 * wall-clock time (the schema checked it names scheduled_start in that zone).
 */
export async function createRecurringSpaces(
  db: Kysely<Database>,
  host: UserRow,
  actor: UserRow,
  input: RecurringInput,
  quota: SpaceQuota,
): Promise<{ seriesId: string; spaces: SpaceWithHost[] }> {
  const now = nowSeconds()
  const zone = input.host_timezone ?? host.host_timezone ?? 'UTC'
  const starts = recurrenceStarts({
    start: input.scheduled_start,
    pattern: input.recurrence_pattern,
    repeats: input.repeats,
    zone,
    wallClock: input.local_start ? (parseLocalDateTime(input.local_start) ?? undefined) : undefined,
  })
  const seriesId = randomUUID()
  const rows = starts.map((start, index) => ({
    ...newSpaceRow(host, actor, { ...input, host_timezone: zone }, start, now),
    series_id: seriesId,
    recurrence_pattern: input.recurrence_pattern,
    series_index: index,
  }))
  const ids = await db.transaction().execute(async (trx) => {
    await claimSpaceQuota(trx, host.id, rows.length, quota, now)
    return insertSpaces(trx, rows)
  })
  return { seriesId, spaces: await findSpacesByIds(db, ids) }
}

export async function getSpaceOrThrow(db: Kysely<Database>, id: number): Promise<SpaceWithHost> {
  const space = await findSpace(db, id)
  if (!space) throw new AppError('NOT_FOUND', 'That Space does not exist (it may have been deleted).')
  return space
}

/**
 * Saves the Edit Space form. On a Space linked to X, a changed title or start is marked as
 * the host's edit, which the X import keeps from then on.
 */
export async function updateSpace(
  db: Kysely<Database>,
  space: SpaceWithHost,
  input: UpdateInput,
): Promise<SpaceWithHost> {
  const now = nowSeconds()
  const id = space.id
  const isLinked = space.x_import_id !== null
  await updateSpaceRow(db, id, {
    ...(isLinked && input.title !== space.title ? { title_edited: 1 } : {}),
    ...(isLinked && input.scheduled_start !== space.scheduled_start ? { start_edited: 1 } : {}),
    title: input.title,
    description: input.description,
    space_url: input.space_url,
    x_space_id: xSpaceIdFromUrl(input.space_url),
    scheduled_start: input.scheduled_start,
    state: stateFor(input.scheduled_start, now),
    recording_url: input.recording_url,
    recording_platform: input.recording_platform,
    // Absent keeps the zone the Space was planned in; the form sends the one its time was picked in.
    ...(input.host_timezone ? { host_timezone: input.host_timezone } : {}),
    updated_at: now,
  })
  return getSpaceOrThrow(db, id)
}

/** Deletes a Space; one linked to X is remembered as dismissed, so the X import does not bring it back. */
export async function deleteSpace(db: Kysely<Database>, space: SpaceWithHost): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    if (space.x_import_id !== null) await dismissXSpace(trx, space.x_import_id, nowSeconds())
    return deleteSpaceRow(trx, space.id)
  })
  if (!deleted) throw new AppError('NOT_FOUND', 'That Space does not exist (it may have been deleted).')
}
