import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** The columns an embed card is drawn from: the Space and its host's names. */
const CARD_COLUMNS = [
  'spaces.id',
  'spaces.title',
  'spaces.space_url',
  'spaces.scheduled_start',
  'spaces.state',
  'spaces.recording_url',
  'spaces.recording_platform',
  'spaces.x_state',
  'spaces.live_listeners',
  'spaces.host_id',
  'users.username',
  'users.display_name',
] as const

/**
 * What an embed lists: Spaces live on X now, and those still to come or under way (state upcoming,
 * started at most `startedSince` ago), soonest first, of the given hosts (undefined: every host).
 */
export function listEmbedSpaces(
  db: Kysely<Database>,
  filter: { hostIds: readonly number[] | undefined; startedSince: number; limit: number },
) {
  let query = db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select(CARD_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('spaces.x_state', '=', 'live'),
        eb.and([
          eb('spaces.state', '=', 'upcoming'),
          eb('spaces.scheduled_start', '>=', filter.startedSince),
        ]),
      ]),
    )
  if (filter.hostIds !== undefined) query = query.where('spaces.host_id', 'in', [...filter.hostIds])
  return query
    .orderBy('spaces.scheduled_start', 'asc')
    .orderBy('spaces.id', 'asc')
    .limit(filter.limit)
    .execute()
}

export type EmbedSpace = Awaited<ReturnType<typeof listEmbedSpaces>>[number]

/** One Space by id, with its host's names, whatever its state (an embedded Space page). */
export function findEmbedSpace(db: Kysely<Database>, id: number): Promise<EmbedSpace | undefined> {
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select(CARD_COLUMNS)
    .where('spaces.id', '=', id)
    .executeTakeFirst()
}

/** The accounts behind lower-cased handles (an embed's hosts), any order. */
export function findEmbedHosts(db: Kysely<Database>, keys: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.username_key', 'users.display_name'])
    .where('users.username_key', 'in', [...keys])
    .execute()
}

export type EmbedHost = Awaited<ReturnType<typeof findEmbedHosts>>[number]

/** Adds counted views: one upsert of (host, day) rows, safe with several instances on one database. */
export async function addEmbedViews(
  db: Kysely<Database>,
  rows: { host_id: number; day: number; views: number }[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('embed_views')
    .values(rows.map(({ host_id, day, views }) => ({ host_id, day, views })))
    .onConflict((oc) =>
      oc.columns(['host_id', 'day']).doUpdateSet((eb) => ({
        views: eb('embed_views.views', '+', eb.ref('excluded.views')),
      })),
    )
    .execute()
}

/** A host's views per day from `fromDay` on, oldest first. */
export function listEmbedViews(db: Kysely<Database>, hostId: number, fromDay: number) {
  return db
    .selectFrom('embed_views')
    .select(['day', 'views'])
    .where('host_id', '=', hostId)
    .where('day', '>=', fromDay)
    .orderBy('day', 'asc')
    .execute()
}
