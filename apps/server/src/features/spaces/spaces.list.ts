import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import type { TSpace } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import { badRequest } from '../../lib/errors'
import type { SpaceWithHost } from '../shared/spaces.queries'
import { presentSpace } from './spaces.presenter'
import { listSpacesPage, listSpacesPageJson, type SpaceListPosition } from './spaces.queries'

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

/** Whose Spaces, between when, from which position: what both page readers ask the database. */
function pageRange(query: SpaceListQuery) {
  const after = query.cursor === undefined ? undefined : parseCursor(query.cursor)
  return { hostId: query.hostId, from: query.from, to: query.to, after }
}

/** One page of a (normalised) list query, with the cursor of the next page. */
export async function listSpacePage(db: Kysely<Database>, query: SpaceListQuery): Promise<SpaceListPage> {
  const rows = await listSpacesPage(db, { ...pageRange(query), limit: SPACES_PAGE_SIZE + 1 })
  if (rows.length > SPACES_PAGE_SIZE) {
    const data = rows.slice(0, SPACES_PAGE_SIZE)
    const last = data[data.length - 1] as SpaceWithHost
    return { data, next: cursorFor({ start: last.scheduled_start, id: last.id }) }
  }
  return { data: rows, next: null }
}

/**
 * One page of a (normalised) list query as the API sends it: the JSON of `{ data, next }`, `data`
 * presented by presentSpace. On PostgreSQL the database writes the Spaces' JSON (listSpacesPageJson),
 * byte for byte what JSON.stringify writes here; the app only checks the profile image URLs, and
 * presents the page itself when one is not safe to send as stored.
 */
export async function listSpacePageJson(
  db: Kysely<Database>,
  dialect: Dialect,
  query: SpaceListQuery,
): Promise<string> {
  if (dialect !== 'postgres') {
    const page = await listSpacePage(db, query)
    return JSON.stringify({ data: page.data.map(presentSpace), next: page.next })
  }
  const page = await listSpacesPageJson(db, { ...pageRange(query), size: SPACES_PAGE_SIZE })
  const next = page.more ? cursorFor(page.more) : null
  let objects = page.objects
  if (!page.imageUrls.every((url) => safeImageUrl(url) === url)) {
    const data = JSON.parse(`[${objects}]`) as TSpace[]
    for (const space of data) space.profile_image_url = safeImageUrl(space.profile_image_url)
    objects = JSON.stringify(data).slice(1, -1)
  }
  return `{"data":[${objects}],"next":${JSON.stringify(next)}}`
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
