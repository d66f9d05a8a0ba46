import type { ZReadingItemRequest } from '@spaces/shared/schemas/reading'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database, UserRow } from '../../db/database'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import {
  deleteReadingRow,
  findReadingItem,
  insertReadingItem,
  type ReadingRow,
  updateReadingRow,
} from './reading.queries'

type ReadingInput = z.output<typeof ZReadingItemRequest>

const pinnedValue = (pinned: ReadingInput['pinned']) => (pinned === true || pinned === 1 ? 1 : 0)

function fields(input: ReadingInput) {
  return {
    url: input.url,
    title: input.title,
    type: input.type,
    author: input.author,
    summary: input.summary,
    tags: JSON.stringify(input.tags),
    difficulty: input.difficulty,
    est_read_minutes: input.est_read_minutes,
  }
}

export async function getReadingItemOrThrow(db: Kysely<Database>, id: number): Promise<ReadingRow> {
  const item = await findReadingItem(db, id)
  if (!item) throw new AppError('NOT_FOUND', 'That reading item does not exist (it may have been deleted).')
  return item
}

export async function createReadingItem(db: Kysely<Database>, owner: UserRow, input: ReadingInput) {
  const now = nowSeconds()
  const id = await insertReadingItem(db, {
    ...fields(input),
    host_id: owner.id,
    pinned: pinnedValue(input.pinned),
    created_at: now,
    updated_at: now,
  })
  return getReadingItemOrThrow(db, id)
}

/** Saves the fields; `pinned` changes only when the payload names it (the whole item with it toggled). */
export async function updateReadingItem(db: Kysely<Database>, id: number, input: ReadingInput) {
  await updateReadingRow(db, id, {
    ...fields(input),
    ...(input.pinned === undefined ? {} : { pinned: pinnedValue(input.pinned) }),
    updated_at: nowSeconds(),
  })
  return getReadingItemOrThrow(db, id)
}

export async function deleteReadingItem(db: Kysely<Database>, id: number): Promise<void> {
  await deleteReadingRow(db, id)
}
