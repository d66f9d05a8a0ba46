import { describe, expect, it } from 'vitest'
import { inParallel } from './in-parallel'

describe('inParallel', () => {
  it('keeps the items’ order and never runs more than the limit at once', async () => {
    let running = 0
    let most = 0
    const results = await inParallel([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, n))
      running -= 1
      return n * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30])
    expect(most).toBe(2)
  })

  it('answers an empty list with an empty list', async () => {
    expect(await inParallel([], 4, async () => 1)).toEqual([])
  })
})
