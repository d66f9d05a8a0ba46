import { activeLocale } from '../../i18n/i18n'
/** The name a screen uses for a profile's owner: the display name, else the @handle. */
export function ownerName(profile: { display_name: string | null; username: string }): string {
  return profile.display_name?.trim() || `@${profile.username}`
}

/**
 * A name's possessive, singular style: always ’s, also after an s ("James’s", "Hollis Penrose’s",
 * "@civicsquare_nyc’s"), as Strunk & White's first rule and the Chicago Manual have it. The
 * typographic apostrophe matches the rest of the UI's texts. An empty name reads "their".
 */
export function possessive(name: string): string {
  const trimmed = name.trim()
  // Only English marks the owner on the name; the catalogs' sentences place a bare name their own way.
  if (activeLocale() !== 'en') return trimmed
  return trimmed === '' ? 'their' : `${trimmed}’s`
}
