import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { nowSeconds } from '../../lib/time'
import { SPACE_TEMPLATES, X_ONLY_SPACES } from './fixture'
import { templateHost, templateStart } from './fixture-schedule'

export type XSpaceState = 'scheduled' | 'live' | 'ended' | 'canceled'

/** X API v2 Space object, with the fields the product asks for. */
export interface XSpace {
  id: string
  state: XSpaceState
  title: string
  creator_id: string
  host_ids: string[]
  scheduled_start: string
  started_at?: string
  ended_at?: string
  participant_count?: number
}

/** How far ahead X lists scheduled Spaces in `by/creator_ids`. */
export const X_LISTS_SCHEDULED_DAYS = 14

interface SandboxSpace {
  id: string
  creatorId: string
  title: string
  scheduledStart: number
  /**
   * Fixture Spaces follow the clock (scheduled, live for the default duration, ended) until the
   * control page touches them; from then on only the control page moves them.
   */
  byClock: boolean
  startedAt: number | null
  endedAt: number | null
  canceled: boolean
  listeners: number
  /** X has dropped it: an id lookup no longer finds it (as X does with old ended Spaces). */
  gone: boolean
}

const iso = (unix: number) => new Date(unix * 1000).toISOString()

/** A steady made-up listener count for a fixture Space that is live by the clock. */
const listenersFor = (id: string) => 20 + ([...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 180)

let created = 0

/**
 * The sandbox's X side: the fixture's Spaces, with start times fixed when the sandbox
 * starts, the X-only demo Spaces, and any the control page schedules. X's rules apply: `by/creator_ids`
 * lists live Spaces and scheduled ones up to 14 days ahead; an id lookup finds ended ones until they
 * are gone; a canceled Space is gone from both.
 */
export class SandboxSpaces {
  private readonly spaces = new Map<string, SandboxSpace>()

  constructor(creatorIdOf: (username: string) => string, now = nowSeconds()) {
    for (const template of SPACE_TEMPLATES) {
      // A template without a Space URL is one whose X Space is not known yet: X has nothing to say.
      const id = /\/i\/spaces\/([A-Za-z0-9]+)/.exec(template.spaceUrl)?.[1]
      if (!id) continue
      this.spaces.set(id, {
        id,
        creatorId: templateHost(template).id,
        title: template.title,
        scheduledStart: templateStart(template, now),
        byClock: true,
        startedAt: null,
        endedAt: null,
        canceled: false,
        listeners: listenersFor(id),
        gone: false,
      })
    }
    for (const template of X_ONLY_SPACES) {
      const start = now + template.startMinutes * 60
      const isLive = template.startMinutes <= 0
      this.spaces.set(template.id, {
        id: template.id,
        creatorId: creatorIdOf(template.host),
        title: template.title,
        scheduledStart: start,
        byClock: false,
        startedAt: isLive ? start : null,
        endedAt: null,
        canceled: false,
        listeners: template.liveListeners ?? 0,
        gone: false,
      })
    }
  }

  private stateOf(
    space: SandboxSpace,
    now: number,
  ): { state: XSpaceState; started?: number; ended?: number } {
    if (space.canceled) return { state: 'canceled' }
    if (space.byClock) {
      const end = space.scheduledStart + SPACE_DEFAULT_DURATION_SECONDS
      if (now < space.scheduledStart) return { state: 'scheduled' }
      if (now < end) return { state: 'live', started: space.scheduledStart }
      return { state: 'ended', started: space.scheduledStart, ended: end }
    }
    if (space.endedAt !== null)
      return { state: 'ended', started: space.startedAt ?? space.endedAt, ended: space.endedAt }
    if (space.startedAt !== null) return { state: 'live', started: space.startedAt }
    return { state: 'scheduled' }
  }

  /** The Space as X's API describes it now. */
  present(space: SandboxSpace, now = nowSeconds()): XSpace {
    const { state, started, ended } = this.stateOf(space, now)
    return {
      id: space.id,
      state,
      title: space.title,
      creator_id: space.creatorId,
      host_ids: [space.creatorId],
      scheduled_start: iso(space.scheduledStart),
      ...(started !== undefined ? { started_at: iso(started) } : {}),
      ...(ended !== undefined ? { ended_at: iso(ended) } : {}),
      ...(state === 'live' ? { participant_count: space.listeners } : {}),
    }
  }

  /** `GET /2/spaces/by/creator_ids`: live Spaces and scheduled ones up to 14 days ahead. */
  byCreators(creatorIds: Set<string>, now = nowSeconds()): XSpace[] {
    const horizon = now + X_LISTS_SCHEDULED_DAYS * 24 * 60 * 60
    return [...this.spaces.values()]
      .filter((space) => creatorIds.has(space.creatorId) && !space.gone)
      .map((space) => this.present(space, now))
      .filter(
        (space) =>
          space.state === 'live' ||
          (space.state === 'scheduled' && Date.parse(space.scheduled_start) / 1000 <= horizon),
      )
  }

  /** `GET /2/spaces?ids=` and `/2/spaces/:id`: anything X still knows (not canceled, not gone). */
  byIds(ids: string[], now = nowSeconds()): XSpace[] {
    return ids.flatMap((id) => {
      const space = this.spaces.get(id)
      return space && !space.gone && !space.canceled ? [this.present(space, now)] : []
    })
  }

  /** Every Space, for the control page, soonest first. */
  all(now = nowSeconds()): XSpace[] {
    return [...this.spaces.values()]
      .filter((space) => !space.gone)
      .map((space) => this.present(space, now))
      .sort((a, b) => a.scheduled_start.localeCompare(b.scheduled_start))
  }

  schedule(creatorId: string, title: string, scheduledStart: number): XSpace {
    created += 1
    const id = `1Sbx${Date.now().toString(36)}${created.toString(36)}`.slice(0, 20)
    const space: SandboxSpace = {
      id,
      creatorId,
      title,
      scheduledStart,
      byClock: false,
      startedAt: null,
      endedAt: null,
      canceled: false,
      listeners: 0,
      gone: false,
    }
    this.spaces.set(id, space)
    return this.present(space)
  }

  /** Changes one Space as the control page asks; undefined when there is no such Space. */
  act(id: string, action: 'start' | 'end' | 'cancel' | 'forget', listeners?: number): XSpace | undefined {
    const space = this.spaces.get(id)
    if (!space || space.gone) return undefined
    const now = nowSeconds()
    const current = this.stateOf(space, now)
    space.byClock = false
    space.startedAt = current.started ?? null
    space.endedAt = current.ended ?? null
    if (action === 'start') {
      space.startedAt ??= now
      space.endedAt = null
      space.canceled = false
      if (listeners !== undefined) space.listeners = listeners
    } else if (action === 'end') {
      space.startedAt ??= now
      space.endedAt ??= now
    } else if (action === 'cancel') {
      space.canceled = true
    } else {
      space.gone = true
    }
    return this.present(space, now)
  }
}
