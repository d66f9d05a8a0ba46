import { SPACE_DEFAULT_DURATION_SECONDS } from '../limits'
import { formatCountdown } from './countdown'
import { X_SHORT_NAME } from './space-url'

/** The Space fields the home card's status depends on. */
export interface SpaceStatusInput {
  scheduled_start: number
  space_url: string
  recording_url?: string | null
  recording_platform?: string | null
  /** X's state from the X import; null or absent when X never reported on the Space. */
  x_state?: 'scheduled' | 'live' | 'ended' | 'canceled' | null
  live_listeners?: number | null
}

/**
 * Feeds and other exports leave canceled Spaces out; /api/spaces keeps them (shown
 * canceled), and the home page's counts leave them out. One rule for every consumer: the
 * server's `whereNotCanceled` query helper is its SQL twin. Here, with no zod, so the home page's
 * first load can use it.
 */
export function isCanceledSpace(space: Pick<SpaceStatusInput, 'x_state'>): boolean {
  return space.x_state === 'canceled'
}

/**
 * "Has this Space ended" by the clock, the one rule: its default duration has passed since
 * its start. The server's stored `state`, the mark-ended job and the home card's badge all follow it
 * (what X says about a Space overrides the clock where the caller knows it).
 */
export function hasSpaceEnded(scheduledStart: number, now: number): boolean {
  return scheduledStart + SPACE_DEFAULT_DURATION_SECONDS <= now
}

/** The latest start of a Space that has ended at `now` (hasSpaceEnded), for a query's WHERE. */
export function latestEndedStart(now: number): number {
  return now - SPACE_DEFAULT_DURATION_SECONDS
}

export type SpaceKind = 'upcoming' | 'recorded' | 'live' | 'canceled'
export type SpaceBadge = 'Upcoming' | 'Live now' | 'Recorded' | 'LIVE' | 'Canceled'

/** What the home Space card shows besides the Space's own fields. */
export interface SpaceStatus {
  kind: SpaceKind
  badge: SpaceBadge
  /** 'Set Reminder on X', 'Listen on {platform}', 'Listen now' or 'Join live on X'; null: no button (canceled). */
  buttonLabel: string | null
  /** Where the button goes. */
  href: string
  /** 'in 2h 5m' and the like; null unless upcoming. */
  countdown: string | null
  /** Whether to offer 'add to calendar' (upcoming only). */
  showCalendarLink: boolean
  /** Live on X: its listener count when X gave one. */
  listeners?: number | null
}

/** 'LIVE · 1,204 listening' style count, or null when unknown. */
export function formatListeners(count: number | null | undefined): string | null {
  if (count === null || count === undefined) return null
  return `${count.toLocaleString('en-US')} listening`
}

// Names a host may type for X's own Spaces; a recording there is 'Listen now', not 'Listen on X'.
const X_OWN_PLATFORMS: ReadonlySet<string> = new Set(['x', 'x spaces', 'twitter', 'twitter spaces'])

/**
 * The recording platform to name on the button, or null when there is none or it is X's own Spaces
 * ('X', 'X Spaces', 'Twitter', 'Twitter Spaces', in any case and spacing).
 */
export function externalRecordingPlatform(platform: string | null | undefined): string | null {
  const name = platform?.trim().replace(/\s+/g, ' ') ?? ''
  if (name === '' || X_OWN_PLATFORMS.has(name.toLowerCase())) return null
  return name
}

/**
 * The status of a Space on the home card at `now` (unix seconds).
 *
 * `kind` keeps the home card's rule exactly: upcoming while scheduled_start is in the future, recorded from
 * the start on. Within the first SPACE_DEFAULT_DURATION_SECONDS after the start the badge reads
 * 'Live now' (kind stays 'recorded', so the button is 'Listen now' and leads to the Space itself,
 * where the room is live); after that it reads 'Recorded'. Upcoming Spaces read 'Upcoming'.
 */
export function spaceStatus(space: SpaceStatusInput, now: number): SpaceStatus {
  // What X says overrides the clock: live (whatever the time), canceled, or ended.
  if (space.x_state === 'live') {
    return {
      kind: 'live',
      badge: 'LIVE',
      buttonLabel: `Join live on ${X_SHORT_NAME}`,
      href: space.space_url,
      countdown: null,
      showCalendarLink: false,
      listeners: space.live_listeners ?? null,
    }
  }
  if (space.x_state === 'canceled') {
    return {
      kind: 'canceled',
      badge: 'Canceled',
      buttonLabel: null,
      href: space.space_url,
      countdown: null,
      showCalendarLink: false,
    }
  }
  const secondsUntil = space.scheduled_start - now
  if (secondsUntil > 0) {
    return {
      kind: 'upcoming',
      badge: 'Upcoming',
      buttonLabel: `Set Reminder on ${X_SHORT_NAME}`,
      href: space.space_url,
      countdown: formatCountdown(secondsUntil),
      showCalendarLink: true,
    }
  }
  const platform = externalRecordingPlatform(space.recording_platform)
  const recordingUrl = space.recording_url?.trim() ?? ''
  return {
    kind: 'recorded',
    badge: !hasSpaceEnded(space.scheduled_start, now) && space.x_state !== 'ended' ? 'Live now' : 'Recorded',
    buttonLabel: platform === null ? 'Listen now' : `Listen on ${platform}`,
    href: recordingUrl === '' ? space.space_url : recordingUrl,
    countdown: null,
    showCalendarLink: false,
  }
}
