import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, ReadingItemsTable } from '../../db/database'
import { USER_CARD_COLUMNS } from '../shared/users.queries'

export interface ReadingFilter {
  hostId?: number | undefined
  type?: string | undefined
}

function selectItems(db: Kysely<Database>) {
  return db
    .selectFrom('reading_items')
    .innerJoin('users', 'users.id', 'reading_items.host_id')
    .select([
      'reading_items.id',
      'reading_items.url',
      'reading_items.title',
      'reading_items.type',
      'reading_items.author',
      'reading_items.summary',
      'reading_items.tags',
      'reading_items.difficulty',
      'reading_items.est_read_minutes',
      'reading_items.pinned',
      'reading_items.host_id',
      'reading_items.created_at',
      ...USER_CARD_COLUMNS,
    ])
}

export type ReadingRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>

/** Pinned first, then newest. */
export function listReadingItems(db: Kysely<Database>, filter: ReadingFilter): Promise<ReadingRow[]> {
  let query = selectItems(db)
  if (filter.hostId !== undefined) query = query.where('reading_items.host_id', '=', filter.hostId)
  if (filter.type !== undefined) query = query.where('reading_items.type', '=', filter.type)
  return query
    .orderBy('reading_items.pinned', 'desc')
    .orderBy('reading_items.created_at', 'desc')
    .orderBy('reading_items.id', 'desc')
    .execute()
}

export function findReadingItem(db: Kysely<Database>, id: number): Promise<ReadingRow | undefined> {
  return selectItems(db).where('reading_items.id', '=', id).executeTakeFirst()
}

/** Owners whose items `userId` may edit through a live grant with can_edit_profile. */
export async function editableOwnerIds(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('collaborator_grants')
    .select('owner_id')
    .where('collaborator_id', '=', userId)
    .where('can_edit_profile', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute()
  return new Set([userId, ...rows.map((r) => r.owner_id)])
}

/** A new item; returns its id. */
export async function insertReadingItem(
  db: Kysely<Database>,
  values: Insertable<ReadingItemsTable>,
): Promise<number> {
  const row = await db.insertInto('reading_items').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateReadingRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ReadingItemsTable>,
): Promise<void> {
  await db.updateTable('reading_items').set(changes).where('id', '=', id).execute()
}

export async function deleteReadingRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('reading_items').where('id', '=', id).execute()
}
