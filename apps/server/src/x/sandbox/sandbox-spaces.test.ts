import { describe, expect, it } from 'vitest'
import { nowSeconds } from '../../lib/time'
import { SandboxSpaces, X_LISTS_SCHEDULED_DAYS } from './sandbox-spaces'

const CREATOR = '1700000000000000001'
const DAY = 86400

describe('the sandbox’s X side', () => {
  const world = () => new SandboxSpaces(() => CREATOR)
  const creators = new Set([CREATOR])

  it('lists live and scheduled Spaces up to 14 days ahead in by/creator_ids, like X', () => {
    const spaces = world()
    const now = nowSeconds()
    const soon = spaces.schedule(CREATOR, 'Soon', now + DAY)
    const far = spaces.schedule(CREATOR, 'Far', now + (X_LISTS_SCHEDULED_DAYS + 1) * DAY)
    const listed = spaces.byCreators(creators).map((s) => s.id)
    expect(listed).toContain(soon.id)
    expect(listed).not.toContain(far.id)
    expect(spaces.byIds([far.id])).toHaveLength(1)
    // The X-only demo Space live at start is listed with its listeners.
    expect(spaces.byCreators(creators).find((s) => s.state === 'live')?.participant_count).toBeGreaterThan(0)
  })

  it('starts with listeners, ends, cancels and forgets', () => {
    const spaces = world()
    const space = spaces.schedule(CREATOR, 'Moving', nowSeconds() + 600)
    expect(spaces.act(space.id, 'start', 12)).toMatchObject({ state: 'live', participant_count: 12 })
    const ended = spaces.act(space.id, 'end')
    expect(ended).toMatchObject({ state: 'ended' })
    expect(ended?.ended_at).toBeDefined()
    expect(spaces.byCreators(creators).map((s) => s.id)).not.toContain(space.id)
    expect(spaces.byIds([space.id])).toHaveLength(1)
    spaces.act(space.id, 'forget')
    expect(spaces.byIds([space.id])).toEqual([])

    const other = spaces.schedule(CREATOR, 'Called off', nowSeconds() + DAY)
    spaces.act(other.id, 'cancel')
    expect(spaces.byCreators(creators).map((s) => s.id)).not.toContain(other.id)
    expect(spaces.byIds([other.id])).toEqual([])
    expect(spaces.act('nope', 'start')).toBeUndefined()
  })
})
