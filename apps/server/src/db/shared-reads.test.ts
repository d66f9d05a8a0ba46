import { describe, expect, it } from 'vitest'
import { sharedReads } from './client'

/** PostgreSQL's data-version reads (issue 24): shared while one is under way, fresh after a write. */
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
