import { Migrator, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_TABLES } from '../../test/db-snapshot'
import { createTestDatabase, type TestDatabase } from '../../test/test-db'
import { createDb, type DbHandle } from './client'
import { MIGRATIONS, migrateToLatest } from './migrate'

let database: TestDatabase
const handles: DbHandle[] = []
const open = async () => {
  const handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  handles.push(handle)
  return handle
}

beforeAll(async () => {
  database = await createTestDatabase(undefined, { empty: true })
})
afterAll(async () => {
  for (const handle of handles) await handle.close()
  await database.drop()
})

describe('migrations', () => {
  it('run concurrently from several instances without colliding, and are idempotent', async () => {
    const instances = await Promise.all([open(), open(), open()])
    await Promise.all(instances.map(({ db, dialect }) => migrateToLatest(db, dialect)))
    const { db, dialect } = instances[0]!
    await migrateToLatest(db, dialect)
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
    expect(applied.rows.map((r) => r.name)).toEqual([
      '0001-initial',
      '0002-data-versions',
      '0003-session-x-token',
      '0004-newsletter-delivery',
      '0005-feeds',
      '0006-x-import',
      '0007-space-list-pages',
      '0008-notifications',
      '0009-embed-views',
      '0010-data-version-notify',
      '0011-mail-hold',
      '0013-mail-sends',
      '0015-alert-time-zone-set',
      '0016-outbox-status-index',
      '0017-admin-grants',
      '0018-data-versions-on-change',
      '0019-locales',
      '0020-search',
      '0021-webhooks-and-tokens',
      '0022-channels',
      '0025-channel-uncertain-and-off',
    ])
  })

  it('create the whole data model: every product table', async () => {
    const { db } = await open()
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables).toEqual(expect.arrayContaining(PRODUCT_TABLES))
    const spaces = (await db.introspection.getTables()).find((t) => t.name === 'spaces')
    expect(spaces?.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'series_id',
        'recurrence_pattern',
        'state',
        'recording_url',
        'recording_platform',
        'host_timezone',
      ]),
    )
  })

  it('index Spaces by start and id, and by host, start and id; a page of the month uses the index', async () => {
    const { db, dialect } = await open()
    const page = sql`select id from spaces where scheduled_start >= 0 and scheduled_start < 100
      and (scheduled_start, id) < (50, 7) order by scheduled_start desc, id desc limit 501`
    const plan =
      dialect === 'sqlite'
        ? await sql<{ detail: string }>`explain query plan ${page}`.execute(db)
        : await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(db)
    const text = JSON.stringify(plan.rows)
    // The rows come in index order: no temporary sort of the window.
    if (dialect === 'sqlite') {
      expect(text).toContain('spaces_start_id_idx')
      expect(text).not.toContain('TEMP B-TREE')
    } else expect(text).toMatch(/spaces_start_id_idx|Seq Scan/) // a tiny table may be scanned; the index exists
    const indexes =
      dialect === 'sqlite'
        ? (
            await sql<{
              name: string
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'spaces'`.execute(db)
          ).rows
        : (
            await sql<{
              name: string
            }>`select indexname as name from pg_indexes where tablename = 'spaces'`.execute(db)
          ).rows
    expect(indexes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['spaces_start_id_idx', 'spaces_host_start_id_idx']),
    )
  })
})

describe('0015: when the zone of the alerts was set', () => {
  it('counts a zone other than UTC stored before it as set, and UTC as the default', async () => {
    const older = await createTestDatabase(undefined, { empty: true })
    const handle = await createDb({ databaseUrl: older.databaseUrl, dataDir: older.dataDir })
    try {
      const provider = { getMigrations: async () => ({ ...MIGRATIONS }) }
      const { error } = await new Migrator({ db: handle.db, provider }).migrateTo('0010-data-version-notify')
      expect(error).toBeUndefined()
      const users = await sql<{ id: number }>`insert into users (x_user_id, username, username_key, role,
        created_at, updated_at)
        values ('1', 'paris', 'paris', 'user', 1, 1), ('2', 'plain', 'plain', 'user', 1, 1)
        returning id`.execute(handle.db)
      const [paris, plain] = users.rows.map((r) => r.id)
      await sql`insert into notification_settings (user_id, timezone, created_at, updated_at)
        values (${paris}, 'Europe/Paris', 1, 77), (${plain}, 'UTC', 1, 88)`.execute(handle.db)
      await migrateToLatest(handle.db, handle.dialect)
      const rows = await handle.db
        .selectFrom('notification_settings')
        .select(['user_id', 'timezone_set_at'])
        .orderBy('user_id')
        .execute()
      expect(
        rows.map((r) => [r.user_id, r.timezone_set_at === null ? null : Number(r.timezone_set_at)]),
      ).toEqual([
        [paris, 77],
        [plain, null],
      ])
    } finally {
      await handle.close()
      await older.drop()
    }
  })
})
