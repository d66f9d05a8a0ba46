import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors'
import { cursorFor, normaliseSpaceListQuery, parseCursor } from './spaces.list'

describe('list cursors', () => {
  it('round-trip any stored position, even times no rule allows today', () => {
    for (const position of [
      { start: 1_700_000_000, id: 1 },
      { start: 2 ** 53 - 1, id: 2 ** 31 - 1 },
      { start: -86_400, id: 42 },
      { start: 0, id: 0 },
    ]) {
      expect(parseCursor(cursorFor(position))).toEqual(position)
    }
  })

  it('refuse anything they did not write, as a 400', () => {
    for (const bad of ['', 'abc', '1-2-3', 'ZZ-1', '01-1', '1-01', `${'z'.repeat(12)}-1`, '-0-1', '1-']) {
      expect(() => parseCursor(bad), bad).toThrow(AppError)
    }
  })
})

describe('normaliseSpaceListQuery', () => {
  const DAY = 86_400
  it('widens a window to whole UTC days', () => {
    expect(normaliseSpaceListQuery({ from: 100 * DAY + 1, to: 101 * DAY + 1 })).toEqual({
      from: 100 * DAY,
      to: 102 * DAY,
    })
    expect(normaliseSpaceListQuery({ from: 100 * DAY, to: 101 * DAY })).toMatchObject({
      from: 100 * DAY,
      to: 101 * DAY,
    })
  })

  it('bounds a list without a window by its page alone', () => {
    expect(normaliseSpaceListQuery({ hostId: 3 })).toEqual({ hostId: 3, cursor: undefined })
    expect(normaliseSpaceListQuery({ hostId: 3, cursor: 'abc-1' })).toEqual({ hostId: 3, cursor: 'abc-1' })
  })
})
