import { describe, expect, it } from 'vitest'
import { mergeSpaceLists } from './merge-spaces'

const space = (id: number, scheduled_start: number, username = 'alice') => ({ id, scheduled_start, username })

describe('mergeSpaceLists', () => {
  it('is empty for no lists or empty lists', () => {
    expect(mergeSpaceLists([])).toEqual([])
    expect(mergeSpaceLists([[], []])).toEqual([])
  })

  it('merges the lists and sorts by scheduled_start descending', () => {
    const alice = [space(1, 100), space(3, 300)]
    const bob = [space(2, 200, 'bob'), space(4, 50, 'bob')]
    expect(mergeSpaceLists([alice, bob]).map((s) => s.id)).toEqual([3, 2, 1, 4])
  })

  it('keeps one copy of a Space that several answers contain', () => {
    const merged = mergeSpaceLists([
      [space(1, 100), space(2, 200)],
      [space(2, 200), space(5, 500)],
      [space(1, 100)],
    ])
    expect(merged.map((s) => s.id)).toEqual([5, 2, 1])
  })

  it('keeps the first copy of a duplicate id', () => {
    const merged = mergeSpaceLists([
      [{ ...space(1, 100), title: 'first' }],
      [{ ...space(1, 100), title: 'second' }],
    ])
    expect(merged).toEqual([{ ...space(1, 100), title: 'first' }])
  })

  it('orders equal starts by id descending, whatever order the lists came in', () => {
    const a = [space(7, 100), space(9, 100)]
    const b = [space(8, 100)]
    expect(mergeSpaceLists([a, b]).map((s) => s.id)).toEqual([9, 8, 7])
    expect(mergeSpaceLists([b, a]).map((s) => s.id)).toEqual([9, 8, 7])
  })

  it('does not mutate the input lists', () => {
    const list = [space(1, 100), space(2, 200)]
    mergeSpaceLists([list])
    expect(list.map((s) => s.id)).toEqual([1, 2])
  })

  it('works with string ids', () => {
    const merged = mergeSpaceLists([
      [{ id: 'a', scheduled_start: 1 }],
      [
        { id: 'b', scheduled_start: 1 },
        { id: 'a', scheduled_start: 1 },
      ],
    ])
    expect(merged.map((s) => s.id)).toEqual(['b', 'a'])
  })
})
