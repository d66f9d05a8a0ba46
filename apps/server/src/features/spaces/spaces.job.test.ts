import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../../test/factories'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../../test/test-db'
import { createDb, type DbHandle } from '../../db/client'
import { migrateToLatest } from '../../db/migrate'
import { nowSeconds } from '../../lib/time'
import { spacesJob } from './spaces.job'

/**
 * Two instances on one database running the mark-ended job: one of them does the work (a lease), and
 * the Spaces' data version moves only in a run where a Space ends.
 */
const postgres = await findTestPostgres()
const databases = [
  { name: 'SQLite', url: undefined },
  ...(postgres ? [{ name: 'PostgreSQL', url: postgres }] : []),
]

describe.each(databases)('mark-ended on two instances, $name', ({ url }) => {
  let database: TestDatabase
  let one: DbHandle
  let other: DbHandle

  beforeAll(async () => {
    database = await createTestDatabase(url)
    one = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    await migrateToLatest(one.db, one.dialect)
    other = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  })
  afterAll(async () => {
    await one?.close()
    await other?.close()
    await database?.drop()
  })

  const spacesVersion = async () =>
    Number(
      (
        await one.db
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'spaces')
          .executeTakeFirst()
      )?.version,
    )
  const runs = () => ({
    one: spacesJob(one.db, 'instance-one'),
    other: spacesJob(other.db, 'instance-other'),
  })

  it('moves the version only in the run where a Space ends, once across instances', async () => {
    const jobs = runs()
    const start = await spacesVersion()
    expect(await jobs.one.run({ stopping: false })).toBe(0)
    expect(await jobs.other.run({ stopping: false })).toBe(0)
    expect(await spacesVersion()).toBe(start)

    const host = await one.db
      .insertInto('users')
      .values(userValues('ender', 'host'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const past = nowSeconds() - SPACE_DEFAULT_DURATION_SECONDS - 60
    await one.db
      .insertInto('spaces')
      .values({ ...spaceValues(host.id, 'over'), scheduled_start: past })
      .execute()
    const inserted = await spacesVersion()
    expect(inserted).toBeGreaterThan(start)

    // The instance holding the lease ends the Space; the other's run within the lease does nothing.
    expect(await jobs.one.run({ stopping: false })).toBe(1)
    const ended = await spacesVersion()
    expect(ended).toBe(inserted + 1)
    expect(await jobs.other.run({ stopping: false })).toBe(0)
    expect(await jobs.one.run({ stopping: false })).toBe(0)
    expect(await spacesVersion()).toBe(ended)
    const row = await one.db
      .selectFrom('spaces')
      .select('state')
      .where('host_id', '=', host.id)
      .executeTakeFirst()
    expect(row?.state).toBe('ended')
  })
})
