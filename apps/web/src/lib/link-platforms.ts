import type { LINK_PLATFORMS } from '@spaces/shared/limits'
import { msg, t } from '../i18n/i18n'

export type LinkPlatform = (typeof LINK_PLATFORMS)[number]

/** How each link platform is named on screen. */
export const PLATFORM_NAMES: Readonly<Record<LinkPlatform, string>> = {
  substack: 'Substack',
  spotify: 'Spotify',
  youtube: 'YouTube',
  instagram: 'Instagram',
  website: msg('Website'),
  other: msg('Other'),
}

/** A platform's name in the page's language (the brands keep theirs). */
export function platformName(platform: LinkPlatform): string {
  const name = PLATFORM_NAMES[platform]
  return name ? t(name) : platform
}

/** A link's text: its label, or the platform's name when it has none. */
export function linkText(link: { platform: LinkPlatform; label: string | null }): string {
  return link.label?.trim() || platformName(link.platform)
}

/** 'civicsquare.substack.com' for showing under a link; the text itself when it is not a URL. */
export function linkHostname(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
