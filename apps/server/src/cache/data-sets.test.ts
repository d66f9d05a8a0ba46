import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../test/factories'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../test/test-db'
import { createDb, type DbHandle } from '../db/client'
import type { Database } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { DATA_SET_NAMES, DATA_SETS, type DataSet } from './data-sets'

/**
 * The data-version contract, derived from the schema: for every data set, changing any watched column
 * of any of its tables moves its version; an UPDATE that changes nothing, or only ignored columns,
 * moves no version at all. Run on SQLite and, when one answers, on PostgreSQL.
 */
const postgres = await findTestPostgres()
const databases = [
  { name: 'SQLite', url: undefined },
  ...(postgres ? [{ name: 'PostgreSQL', url: postgres }] : []),
]

interface Column {
  name: string
  type: string
}

async function columnsOf(handle: DbHandle, table: string): Promise<Column[]> {
  if (handle.dialect === 'sqlite') {
    const { rows } = await sql<Column>`select name, type from pragma_table_info(${table})`.execute(handle.db)
    return rows
  }
  const { rows } =
    await sql<Column>`select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(handle.db)
  return rows
}

async function versions(db: Kysely<Database>): Promise<Record<DataSet, number>> {
  const rows = await db.selectFrom('data_versions').select(['name', 'version']).execute()
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.version)])) as Record<DataSet, number>
}

/**
 * Another value of the column's type than `value`: a row's id moves far past the ids in use, any other
 * number to the next one (a user id: the next user, who exists).
 */
function otherValue(column: string, value: unknown, type: string): unknown {
  if (typeof value === 'number') return value + (column === 'id' ? 1000 : 1)
  if (typeof value === 'string') return `${value}x`
  return /int|numeric/i.test(type) ? 1 : 'x'
}

/** The data sets that watch `column` of `table`. */
const watchersOf = (table: string, column: string) =>
  DATA_SET_NAMES.filter((set) => {
    const watched = (DATA_SETS[set] as Record<string, { ignores: readonly string[] }>)[table]
    return watched !== undefined && !watched.ignores.includes(column)
  })

describe.each(databases)('data versions on $name', ({ url }) => {
  let database: TestDatabase
  let handle: DbHandle
  /**
   * A host with a Space, the next user (whom the Space's host_id and created_by move to), and a user
   * with no Space whose row the users table's checks change.
   */
  const rows = { spaces: 0, users: 0 }

  beforeAll(async () => {
    database = await createTestDatabase(url)
    handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    await migrateToLatest(handle.db, handle.dialect)
    const host = await handle.db
      .insertInto('users')
      .values(userValues('dv_host', 'host'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const next = await handle.db
      .insertInto('users')
      .values(userValues('dv_next', 'user'))
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(next.id).toBe(host.id + 1)
    const user = await handle.db
      .insertInto('users')
      .values(userValues('dv_user', 'user'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const space = await handle.db
      .insertInto('spaces')
      .values(spaceValues(host.id, 'dv'))
      .returning('id')
      .executeTakeFirstOrThrow()
    rows.spaces = space.id
    rows.users = user.id
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  const tables = [...new Set(DATA_SET_NAMES.flatMap((set) => Object.keys(DATA_SETS[set])))] as Array<
    'spaces' | 'users'
  >

  it.each(tables)('moves a version for each watched column of %s, and only those versions', async (table) => {
    const columns = await columnsOf(handle, table)
    expect(columns.length).toBeGreaterThan(3)
    for (const column of columns) {
      const id = rows[table]
      const current = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} where id = ${id}`.execute(handle.db)
      const value = current.rows[0]?.[column.name]
      const before = await versions(handle.db)
      const next = otherValue(column.name, value, column.type)
      await sql`update ${sql.table(table)} set ${sql.ref(column.name)} = ${next} where id = ${id}`.execute(
        handle.db,
      )
      if (column.name === 'id') rows[table] = next as number
      const after = await versions(handle.db)
      const watchers = watchersOf(table, column.name)
      for (const set of DATA_SET_NAMES) {
        const moved = after[set] !== before[set]
        expect({ table, column: column.name, set, moved }).toEqual({
          table,
          column: column.name,
          set,
          moved: watchers.includes(set),
        })
      }
    }
  })

  it('moves no version for an UPDATE that changes nothing', async () => {
    const before = await versions(handle.db)
    for (const table of tables) {
      for (const column of await columnsOf(handle, table)) {
        const name = sql.ref(column.name)
        await sql`update ${sql.table(table)} set ${name} = ${name}`.execute(handle.db)
      }
    }
    await sql`update spaces set state = 'ended' where 1 = 0`.execute(handle.db)
    await handle.db.updateTable('users').set({ role: 'admin' }).where('id', '<', 0).execute()
    expect(await versions(handle.db)).toEqual(before)
  })

  it('moves the versions of every data set of a table on an insert and on a delete', async () => {
    const before = await versions(handle.db)
    const user = await handle.db
      .insertInto('users')
      .values(userValues('dv_new', 'host'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const afterUser = await versions(handle.db)
    expect(afterUser.spaces).toBeGreaterThan(before.spaces)
    expect(afterUser.hosts).toBeGreaterThan(before.hosts)
    const space = await handle.db
      .insertInto('spaces')
      .values(spaceValues(user.id, 'dv2'))
      .returning('id')
      .executeTakeFirstOrThrow()
    const afterSpace = await versions(handle.db)
    expect(afterSpace.spaces).toBeGreaterThan(afterUser.spaces)
    expect(afterSpace.hosts).toBe(afterUser.hosts)
    await handle.db.deleteFrom('spaces').where('id', '=', space.id).execute()
    const afterDelete = await versions(handle.db)
    expect(afterDelete.spaces).toBeGreaterThan(afterSpace.spaces)
    expect(afterDelete.hosts).toBe(afterSpace.hosts)
  })
})
