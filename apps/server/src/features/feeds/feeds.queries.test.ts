import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../../test/factories'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../../test/test-db'
import { createDb, type DbHandle } from '../../db/client'
import { migrateToLatest } from '../../db/migrate'
import { listFeedSpaces } from './feeds.queries'

/** The feeds' Spaces, read a page at a time: the same rows, in the same order, as one query would. */
const postgres = await findTestPostgres()
const databases = [
  { name: 'SQLite', url: undefined },
  ...(postgres ? [{ name: 'PostgreSQL', url: postgres }] : []),
]

describe.each(databases)('listFeedSpaces over several pages, $name', ({ url }) => {
  let database: TestDatabase
  let handle: DbHandle
  const base = 1_900_000_000

  beforeAll(async () => {
    database = await createTestDatabase(url)
    handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    await migrateToLatest(handle.db, handle.dialect)
    const host = await handle.db
      .insertInto('users')
      .values(userValues('pager', 'host'))
      .returning('id')
      .executeTakeFirstOrThrow()
    // Three Spaces a start, so equal starts straddle the pages' edges.
    const rows = Array.from({ length: 4500 }, (_, i) => ({
      ...spaceValues(host.id, `p${i}`),
      scheduled_start: base + Math.floor((4499 - i) / 3) * 60,
    }))
    for (let i = 0; i < rows.length; i += 500)
      await handle.db
        .insertInto('spaces')
        .values(rows.slice(i, i + 500))
        .execute()
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('reads every row once, earliest start and then id first, up to the limit', async () => {
    const all = await handle.db
      .selectFrom('spaces')
      .select(['id', 'scheduled_start'])
      .orderBy('scheduled_start')
      .orderBy('id')
      .execute()
    const key = (r: { id: number; scheduled_start: number }) => `${r.scheduled_start}:${r.id}`
    expect((await listFeedSpaces(handle.db, { limit: 10_000 })).map(key)).toEqual(all.map(key))
    expect((await listFeedSpaces(handle.db, { limit: 4001 })).map(key)).toEqual(all.slice(0, 4001).map(key))
    const from = base + 700 * 60
    const later = all.filter((r) => r.scheduled_start >= from)
    expect((await listFeedSpaces(handle.db, { startsFrom: from, limit: 5000 })).map(key)).toEqual(
      later.map(key),
    )
  })
})
