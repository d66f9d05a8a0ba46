import type { LINK_PLATFORMS } from '@spaces/shared/limits'

export type LinkPlatform = (typeof LINK_PLATFORMS)[number]

/** How each link platform is named on screen. */
export const PLATFORM_NAMES: Readonly<Record<LinkPlatform, string>> = {
  substack: 'Substack',
  spotify: 'Spotify',
  youtube: 'YouTube',
  instagram: 'Instagram',
  website: 'Website',
  other: 'Other',
}

/** A link's text: its label, or the platform's name when it has none. */
export function linkText(link: { platform: LinkPlatform; label: string | null }): string {
  return link.label?.trim() || PLATFORM_NAMES[link.platform] || link.platform
}

/** 'civicsquare.substack.com' for showing under a link; the text itself when it is not a URL. */
export function linkHostname(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
