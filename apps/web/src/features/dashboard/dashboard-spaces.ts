import { t } from '../../i18n/i18n'
/** The Space fields the dashboard sorts and splits by. */
export interface DashboardSpaceFields {
  id: number
  scheduled_start: number
  state: 'upcoming' | 'ended'
}

export interface SplitSpaces<S> {
  /** state 'upcoming', soonest first. */
  upcoming: S[]
  /** state 'ended', most recent first. */
  recorded: S[]
}

/**
 * The dashboard's 'My Spaces' tabs: Upcoming by state 'upcoming', Recorded by state 'ended' —
 * not by the clock, unlike the profile page. A Space that started minutes ago stays under Upcoming
 * until the server marks it ended.
 */
export function splitSpacesByState<S extends DashboardSpaceFields>(spaces: readonly S[]): SplitSpaces<S> {
  const byStart = (a: S, b: S) => a.scheduled_start - b.scheduled_start || a.id - b.id
  return {
    upcoming: spaces.filter((space) => space.state === 'upcoming').sort(byStart),
    recorded: spaces.filter((space) => space.state === 'ended').sort((a, b) => byStart(b, a)),
  }
}

export type DashboardTab = 'upcoming' | 'recorded'

/** The tab named by the `tab` query parameter; anything else is Upcoming. */
export function tabFromQuery(value: string | null): DashboardTab {
  return value === 'recorded' ? 'recorded' : 'upcoming'
}

/**
 * What a recorded card says about its recording: the platform ('Recording on YouTube'), or
 * 'Recording available' when only the URL is known; null without a recording URL.
 */
export function recordingLabel(space: {
  recording_url: string | null
  recording_platform: string | null
}): string | null {
  if (!space.recording_url?.trim()) return null
  const platform = space.recording_platform?.trim()
  return platform ? t('Recording on {platform}', { platform }) : t('Recording available')
}

/** The recording link to render: https only (no javascript: or data: URLs), else null. */
export function safeRecordingHref(url: string | null): string | null {
  if (!url || !/^https:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).href
  } catch {
    return null
  }
}
