import type { LINK_PLATFORMS } from '@spaces/shared/limits'
import fixture from './fixture.json'

/**
 * The demo community: the X sandbox serves these accounts (and their Spaces) as if they were on X,
 * and the demo seed writes the same people and Spaces into an empty database. Pure data, kept in
 * fixture.json (starter data as data files) and typed here; fixture.test.ts proves the file
 * matches these types and the limits. Every name and handle is invented, and every URL points at an
 * example or made-up page.
 */

export type SandboxAccountKind = 'admin' | 'host' | 'helper' | 'user'
export type SandboxLinkPlatform = (typeof LINK_PLATFORMS)[number]

export interface SandboxLink {
  platform: SandboxLinkPlatform
  url: string
  label?: string
}

export interface SandboxAccount {
  /** X user id: a numeric string, fixed so logins and the seed agree. */
  id: string
  username: string
  name: string
  description: string
  location: string
  url: string | null
  /** IANA zone the account schedules its Spaces in. */
  timezone: string
  kind: SandboxAccountKind
  /** Gradient colours of the generated avatar. */
  avatar: { from: string; to: string }
  links: readonly SandboxLink[]
  /** For a helper: the handle of the host they assist. */
  helperOf?: string
}

export type RecordingPlatform =
  | 'X Spaces'
  | 'YouTube'
  | 'Spotify'
  | 'Apple Podcasts'
  | 'SoundCloud'
  | 'Mixcloud'

export interface SpaceTemplate {
  /** The host's username. */
  host: string
  title: string
  description: string
  /** Calendar days from today in the host's zone, −30…+30. */
  dayOffset: number
  /** 'HH:MM', wall-clock time in the host's zone. */
  localTime: string
  /** https://x.com/i/spaces/<id>, or '' when not known yet (the host's profile URL stands in). */
  spaceUrl: string
  recording?: { url: string; platform: RecordingPlatform }
  /** Spaces sharing a key form one weekly series, in dayOffset order. */
  series?: string
}

/**
 * Spaces that exist only on the sandbox's X side (the demo seed does not write them), so
 * the X import has something to bring in. Minutes are relative to the sandbox's start; the first is
 * live when the server starts.
 */
export interface XOnlySpaceTemplate {
  host: string
  id: string
  title: string
  /** Start, in minutes from the sandbox's start (negative: already started). */
  startMinutes: number
  /** Listeners while live; set for the one that is live at start. */
  liveListeners?: number
}

export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = fixture.accounts as SandboxAccount[]

export const SPACE_TEMPLATES: readonly SpaceTemplate[] = fixture.spaces as SpaceTemplate[]

export const X_ONLY_SPACES: readonly XOnlySpaceTemplate[] = fixture.xOnlySpaces
