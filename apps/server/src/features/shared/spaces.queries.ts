import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** The columns every list of Spaces shows: the Space's own and its host's name (Space card, feeds). */
export const SPACE_CARD_COLUMNS = [
  'spaces.id',
  'spaces.title',
  'spaces.description',
  'spaces.space_url',
  'spaces.scheduled_start',
  'spaces.state',
  'spaces.host_timezone',
  'spaces.x_state',
  'users.username',
  'users.display_name',
] as const

/** The columns of a FeedSpace (lib/ical-calendar.ts): the card's and what a calendar entry's version needs. */
export const FEED_SPACE_COLUMNS = [
  ...SPACE_CARD_COLUMNS,
  'spaces.created_at',
  'spaces.updated_at',
  'spaces.sequence',
] as const

/** Spaces joined to their host (every Space has one). */
export function spacesWithHost(db: Kysely<Database>) {
  return db.selectFrom('spaces').innerJoin('users', 'users.id', 'spaces.host_id')
}

/** A Space as the API, the share pages and the X import read it: every field the card needs. */
export function selectSpaces(db: Kysely<Database>) {
  return spacesWithHost(db).select([
    ...SPACE_CARD_COLUMNS,
    'spaces.recording_url',
    'spaces.recording_platform',
    'spaces.host_id',
    'spaces.series_id',
    'spaces.source',
    'spaces.live_listeners',
    'spaces.x_import_id',
    'users.profile_image_url',
  ])
}

export type SpaceWithHost = Awaited<ReturnType<ReturnType<typeof selectSpaces>['executeTakeFirstOrThrow']>>

export function findSpace(db: Kysely<Database>, id: number): Promise<SpaceWithHost | undefined> {
  return selectSpaces(db).where('spaces.id', '=', id).executeTakeFirst()
}

/**
 * Locks the host's row until the transaction ends (PostgreSQL's row lock; SQLite's write lock), so
 * two requests creating Spaces for one profile at once count the quota one after the other.
 */
export async function lockHostRow(db: Kysely<Database>, hostId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', hostId)
    .execute()
}

/** When each of the host's Spaces created after `since` was created, oldest first. */
export async function listSpaceCreationTimes(
  db: Kysely<Database>,
  hostId: number,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('spaces')
    .select('created_at')
    .where('host_id', '=', hostId)
    .where('created_at', '>', since)
    .execute()
  // Sorted here, not by the database: they are one host's Spaces of a day, a few hundred at most, and
  // PostgreSQL would add a sort step after its bitmap scan of spaces_host_created_idx.
  return rows.map((row) => row.created_at).sort((a, b) => a - b)
}
