import type { TProfile } from '../schemas/profile'
import { xProfileUrl } from './space-url'

type ProfileForMeta = Pick<TProfile, 'username' | 'display_name' | 'bio' | 'location' | 'website' | 'links'>

const DESCRIPTION_MAX = 200

/** The name people see: the display name, else the handle. */
export function profileName(profile: Pick<TProfile, 'display_name' | 'username'>): string {
  return profile.display_name?.trim() || profile.username
}

/** The text of a shared profile link's preview: the bio (shortened), else a plain sentence. */
export function profileDescription(profile: ProfileForMeta): string {
  const bio = profile.bio?.trim().replace(/\s+/g, ' ') ?? ''
  if (bio === '')
    return `${profileName(profile)} (@${profile.username}) on Spaces Calendar: upcoming and recorded Spaces.`
  return bio.length <= DESCRIPTION_MAX ? bio : `${bio.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

const isHttps = (url: string | null | undefined): url is string => /^https:\/\//i.test(url?.trim() ?? '')

/**
 * schema.org `Person` for the profile page (JSON-LD): name, handle, bio, picture, place, and the
 * person's other pages (X, website, https links) as `sameAs`.
 */
export function personJsonLd(
  profile: ProfileForMeta,
  page: { url: string; imageUrl: string | null },
): Record<string, unknown> {
  const sameAs = [
    xProfileUrl(profile.username),
    profile.website,
    ...profile.links.map((link) => link.url),
  ].filter(isHttps)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profileName(profile),
    alternateName: `@${profile.username}`,
    url: page.url,
    ...(profile.bio?.trim() ? { description: profile.bio.trim() } : {}),
    ...(page.imageUrl ? { image: page.imageUrl } : {}),
    ...(profile.location?.trim()
      ? { homeLocation: { '@type': 'Place', name: profile.location.trim() } }
      : {}),
    sameAs: [...new Set(sameAs)],
  }
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<` is escaped so that no value (a bio
 * containing `</script>`) can end the block early; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
