import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../test/test-db'
import { createDb, type DbHandle, VERSION_LISTENER } from '../db/client'
import { migrateToLatest } from '../db/migrate'
import { pushedVersions } from './pushed-versions'

/**
 * PostgreSQL: data versions pushed by the database (LISTEN/NOTIFY) instead of read for every
 * cached answer, and read again whenever the pushed ones may be behind: after a write of this
 * instance, and while the listening connection is gone. Two handles on one database stand for two
 * instances.
 */
const adminUrl = await findTestPostgres()

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`never: ${what}`)
}

describe.skipIf(!adminUrl)('versions pushed by PostgreSQL', () => {
  let database: TestDatabase
  let one: DbHandle
  let other: DbHandle

  const bumpSpaces = (handle: DbHandle) =>
    sql`update data_versions set version = version + 1 where name = 'spaces'`.execute(handle.db)
  const stored = async (handle: DbHandle) =>
    Number(
      (
        await sql<{ version: string }>`select version from data_versions where name = 'spaces'`.execute(
          handle.db,
        )
      ).rows[0]?.version,
    )

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl)
    one = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    await migrateToLatest(one.db, one.dialect)
    other = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  })
  afterAll(async () => {
    await one?.close()
    await other?.close()
    await database?.drop()
  })

  it('knows a version without a query once listening, and learns another instance’s change', async () => {
    expect(one.dataVersionNow('spaces')).toBeUndefined()
    const first = await one.readDataVersion('spaces')
    expect(await eventually(() => one.dataVersionNow('spaces'), 'listening')).toBe(first)

    await bumpSpaces(other)
    const bumped = await stored(other)
    expect(bumped).toBe(first + 1)
    await eventually(() => (one.dataVersionNow('spaces') === bumped ? true : undefined), 'notified')
    expect(await one.readDataVersion('spaces')).toBe(bumped)
  })

  it('learns a change from its notification alone (no confirming read in between)', async () => {
    const hour = 3_600_000
    const reads = { readDataVersion: () => stored(one), noteWrite: () => {} }
    const connect = () => new pg.Client({ connectionString: database.databaseUrl })
    const versions = pushedVersions(connect, reads, { confirmEveryMs: hour, trustedForMs: hour })
    try {
      expect(versions.versionNow('spaces')).toBeUndefined()
      const listening = await eventually(() => versions.versionNow('spaces'), 'listening')
      await bumpSpaces(other)
      await eventually(() => (versions.versionNow('spaces') === listening + 1 ? true : undefined), 'notified')
    } finally {
      await versions.close()
    }
  })

  it('reads again after a write of its own, so its client reads that write at once', async () => {
    await eventually(() => one.dataVersionNow('spaces'), 'listening')
    await bumpSpaces(one)
    one.noteWrite()
    // Its own notification may still be on the way: the version is read, not assumed.
    expect(one.dataVersionNow('spaces')).toBeUndefined()
    expect(await one.readDataVersion('spaces')).toBe(await stored(one))
    expect(one.dataVersionNow('spaces')).toBe(await stored(one))
  })

  it('reads again after a write through its own queries, outside any request', async () => {
    await eventually(() => one.dataVersionNow('spaces'), 'listening')
    await bumpSpaces(one)
    expect(one.dataVersionNow('spaces')).toBeUndefined()
    expect(await one.readDataVersion('spaces')).toBe(await stored(one))
  })

  it('reads every version while the listening connection is gone, and listens again', async () => {
    await eventually(() => one.dataVersionNow('spaces'), 'listening')
    const admin = new pg.Client({ connectionString: database.databaseUrl })
    await admin.connect()
    try {
      const url = new URL(database.databaseUrl as string)
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
        [VERSION_LISTENER, url.pathname.slice(1)],
      )
    } finally {
      await admin.end()
    }
    await eventually(() => (one.dataVersionNow('spaces') === undefined ? true : undefined), 'the loss seen')
    await bumpSpaces(other)
    expect(await one.readDataVersion('spaces')).toBe(await stored(other))
    const back = await eventually(() => one.dataVersionNow('spaces'), 'listening again')
    expect(back).toBe(await stored(other))
    await bumpSpaces(other)
    const bumped = await stored(other)
    await eventually(() => (one.dataVersionNow('spaces') === bumped ? true : undefined), 'notified again')
  })
})
