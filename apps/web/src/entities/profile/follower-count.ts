import type { TProfile } from '@spaces/shared/schemas/profile'
import { t } from '../../i18n/i18n'

/** A host's audience as their profile carries it: `follower_count`, null when this answer has none. */
export function followerCountOf(profile: Pick<TProfile, 'follower_count'>): number | null {
  return profile.follower_count ?? null
}

/** '1 follower', '1,204 followers'. */
export function followersText(count: number): string {
  return t('{count, plural, one {# follower} other {# followers}}', { count })
}
