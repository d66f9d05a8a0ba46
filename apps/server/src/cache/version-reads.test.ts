import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createDb } from '../db/client'
import { sharedReads } from './version-reads'

/** PostgreSQL's data-version reads: shared while one is under way, fresh after a write. */
describe('sharedReads', () => {
  function counter() {
    const pending: Array<(version: number) => void> = []
    let calls = 0
    const read = (_name: string) =>
      new Promise<number>((resolve) => {
        calls += 1
        pending.push(resolve)
      })
    return { read, calls: () => calls, settle: (version: number) => pending.shift()?.(version) }
  }

  it('shares the read under way, and reads again once it is done', async () => {
    const source = counter()
    const shared = sharedReads(source.read)
    const a = shared.readDataVersion('spaces')
    const b = shared.readDataVersion('spaces')
    expect(source.calls()).toBe(1)
    source.settle(7)
    expect(await a).toBe(7)
    expect(await b).toBe(7)
    const c = shared.readDataVersion('spaces')
    expect(source.calls()).toBe(2)
    source.settle(8)
    expect(await c).toBe(8)
  })

  it('starts afresh after a write of this instance, and keeps names apart', async () => {
    const source = counter()
    const shared = sharedReads(source.read)
    const before = shared.readDataVersion('spaces')
    shared.noteWrite()
    const after = shared.readDataVersion('spaces')
    const other = shared.readDataVersion('hosts')
    expect(source.calls()).toBe(3)
    source.settle(1)
    source.settle(2)
    source.settle(5)
    expect([await before, await after, await other]).toEqual([1, 2, 5])
  })
})

/** SQLite's data-version reads: once per turn of the event loop, fresh after a query. */
describe('turnReads on SQLite', () => {
  it('shares a read within one turn, reads again in the next, and at once after a query of its own', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'turn-reads-'))
    const handle = await createDb({ dataDir })
    const other = new SQLite(path.join(dataDir, 'spaces.sqlite'))
    try {
      await handle.db.schema
        .createTable('data_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute()
      expect(await handle.readDataVersion('spaces')).toBe(0)
      // A write of this process is seen by the very next read, in the same turn.
      await handle.db.insertInto('data_versions').values({ name: 'spaces', version: 5 }).execute()
      expect(await handle.readDataVersion('spaces')).toBe(5)
      // Another connection's commit: the requests of this turn keep the version they share…
      other.prepare("update data_versions set version = 6 where name = 'spaces'").run()
      expect(await handle.readDataVersion('spaces')).toBe(5)
      // …and the next turn reads it.
      await new Promise((resolve) => setImmediate(resolve))
      expect(await handle.readDataVersion('spaces')).toBe(6)
      // noteWrite (a write request has finished) also starts afresh.
      other.prepare("update data_versions set version = 7 where name = 'spaces'").run()
      handle.noteWrite()
      expect(await handle.readDataVersion('spaces')).toBe(7)
    } finally {
      other.close()
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
