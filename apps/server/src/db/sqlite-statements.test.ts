import SQLite from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { preparedOnce } from './sqlite-statements'

/**
 * Statements prepared once, rows read as arrays and made objects here. What Kysely gets must
 * be what better-sqlite3 itself would have given it.
 */
describe('SQLite statements prepared once, rows made objects from arrays', () => {
  let sqlite: SQLite.Database
  beforeEach(() => {
    sqlite = new SQLite(':memory:')
    sqlite.exec(`
      create table hosts (id integer primary key, name text not null);
      create table talks (id integer primary key, host_id integer, title text, notes text);
      insert into hosts values (1, 'Ada'), (2, 'Grace');
      insert into talks values (1, 1, 'Engines', null), (2, 2, 'Compilers', 'bring tea'), (3, 1, 'Notes', '');
    `)
  })
  afterEach(() => sqlite.close())

  const own = (sql: string, parameters: unknown[] = []) => sqlite.prepare(sql).all(parameters)

  it('gives the rows better-sqlite3 gives: nulls, empty text, a repeated column name, no rows', () => {
    const db = preparedOnce(sqlite)
    for (const [sql, parameters] of [
      ['select * from talks order by id', []],
      ['select talks.id, hosts.id, hosts.name from talks join hosts on hosts.id = talks.host_id', []],
      ['select title, count(*) as n from talks where host_id = ? group by title', [1]],
      ['select * from talks where id > ?', [99]],
    ] as const) {
      const statement = db.prepare(sql)
      expect(statement.reader).toBe(true)
      expect(statement.all(parameters)).toEqual(own(sql, [...parameters]))
      // and again, from the statement kept
      expect(db.prepare(sql)).toBe(statement)
      expect(statement.all(parameters)).toEqual(own(sql, [...parameters]))
    }
  })

  it('writes through run(), with thousands of parameters in one statement', () => {
    const db = preparedOnce(sqlite)
    const rows = 10_000
    const sql = `insert into talks (host_id, title) values ${Array(rows).fill('(?, ?)').join(', ')}`
    const parameters = Array.from({ length: rows }, (_, i) => [2, `Talk ${i}`]).flat()
    const result = db.prepare(sql).run(parameters)
    expect(result.changes).toBe(rows)
    expect(db.prepare('select count(*) as n from talks').all([])).toEqual([{ n: rows + 3 }])
    const returned = db.prepare('insert into hosts (name) values (?) returning id, name').all(['Linus'])
    expect(returned).toEqual([{ id: 3, name: 'Linus' }])
  })

  it('reads the new columns after a migration changes the table under a kept statement', () => {
    const db = preparedOnce(sqlite)
    const statement = db.prepare('select * from hosts order by id')
    expect(statement.all([])).toEqual(own('select * from hosts order by id'))
    sqlite.exec("alter table hosts add column bio text default 'hello'")
    expect(statement.all([])).toEqual(own('select * from hosts order by id'))
    expect(statement.all([])[0]).toEqual({ id: 1, name: 'Ada', bio: 'hello' })
  })

  it('lets two reads of the same statement be iterated at once', () => {
    const db = preparedOnce(sqlite)
    const sql = 'select id from talks order by id'
    const outer = db.prepare(sql).iterate([])
    const first = outer.next().value
    const inner = [...db.prepare(sql).iterate([])]
    expect(first).toEqual({ id: 1 })
    expect(inner).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
    expect([...outer]).toEqual([{ id: 2 }, { id: 3 }])
  })
})
