import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { badRequest } from '../../lib/errors'
import type { SpaceWithHost } from '../shared/spaces.queries'
import { listSpacesPage, type SpaceListPosition } from './spaces.queries'

const DAY = 86_400

/** What a Space list answers (`GET /api/spaces`, `GET /api/spaces/user/{username}`). */
export interface SpaceListQuery {
  hostId?: number | undefined
  /** Unix seconds, both or neither; the schema caps the window (SPACES_WINDOW_MAX_DAYS). */
  from?: number | undefined
  to?: number | undefined
  cursor?: string | undefined
}

export interface SpaceListPage {
  data: SpaceWithHost[]
  next: string | null
}

/**
 * The window a list is really asked for: from and to widened to whole UTC days, so the
 * windows of viewers in every zone, and of one viewer from minute to minute, fall on a few cache
 * keys; the answer may hold Spaces up to a day either side of what was asked. A list without a
 * window is bounded by its page alone: the newest SPACES_PAGE_SIZE Spaces, then `next`.
 */
export function normaliseSpaceListQuery(query: SpaceListQuery): SpaceListQuery {
  if (query.from === undefined || query.to === undefined)
    return { hostId: query.hostId, cursor: query.cursor }
  return { ...query, from: Math.floor(query.from / DAY) * DAY, to: Math.ceil(query.to / DAY) * DAY }
}

/** One page of a (normalised) list query, with the cursor of the next page. */
export async function listSpacePage(db: Kysely<Database>, query: SpaceListQuery): Promise<SpaceListPage> {
  const after = query.cursor === undefined ? undefined : parseCursor(query.cursor)
  const rows = await listSpacesPage(db, {
    hostId: query.hostId,
    from: query.from,
    to: query.to,
    after,
    limit: SPACES_PAGE_SIZE + 1,
  })
  if (rows.length > SPACES_PAGE_SIZE) {
    const data = rows.slice(0, SPACES_PAGE_SIZE)
    const last = data[data.length - 1] as SpaceWithHost
    return { data, next: cursorFor({ start: last.scheduled_start, id: last.id }) }
  }
  return { data: rows, next: null }
}

/** `start-id` in base 36: short, URL-safe, and one spelling per position (so one cache key). */
export function cursorFor(position: SpaceListPosition): string {
  return `${position.start.toString(36)}-${position.id.toString(36)}`
}

export function parseCursor(cursor: string): SpaceListPosition {
  // Any stored start, even one written before times were checked (negative, or up to 2^53).
  const match = /^(-?[0-9a-z]{1,11})-([0-9a-z]{1,7})$/.exec(cursor)
  const position = match
    ? { start: Number.parseInt(match[1] ?? '', 36), id: Number.parseInt(match[2] ?? '', 36) }
    : null
  const isSafe = position && Number.isSafeInteger(position.start) && Number.isSafeInteger(position.id)
  if (!position || !isSafe || cursorFor(position) !== cursor) {
    throw badRequest('cursor: Is not a cursor this list gave; ask again without it')
  }
  return position
}
