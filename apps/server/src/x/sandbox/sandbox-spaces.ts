import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { nowSeconds } from '../../lib/time'
import { SPACE_TEMPLATES } from './fixture'
import { templateHost, templateStart } from './fixture-schedule'

/** X API v2 Space object, with the fields the product asks for. */
export interface XSpace {
  id: string
  state: 'scheduled' | 'live' | 'ended'
  title: string
  creator_id: string
  host_ids: string[]
  scheduled_start: string
  started_at?: string
  ended_at?: string
}

const iso = (unix: number) => new Date(unix * 1000).toISOString()

/** The fixture's Spaces as X would describe them right now. */
export function sandboxSpaces(now = nowSeconds()): XSpace[] {
  return SPACE_TEMPLATES.map((template, index) => {
    const host = templateHost(template)
    const start = templateStart(template, now)
    const end = start + SPACE_DEFAULT_DURATION_SECONDS
    const id =
      /\/i\/spaces\/([A-Za-z0-9]+)/.exec(template.spaceUrl)?.[1] ??
      `1sandbox${String(index).padStart(5, '0')}`
    const state = now < start ? 'scheduled' : now < end ? 'live' : 'ended'
    return {
      id,
      state,
      title: template.title,
      creator_id: host.id,
      host_ids: [host.id],
      scheduled_start: iso(start),
      ...(state !== 'scheduled' ? { started_at: iso(start) } : {}),
      ...(state === 'ended' ? { ended_at: iso(end) } : {}),
    }
  })
}
