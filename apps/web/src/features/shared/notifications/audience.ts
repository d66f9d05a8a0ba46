import type { TProfile } from '@spaces/shared/schemas/profile'

/**
 * What hosts see of their audience (issue 22): `follower_count` on a profile (null: not in this
 * answer); reminder counts come for a page of Spaces at once (`api/reminder-counts.ts`).
 */
export function followerCountOf(profile: Pick<TProfile, 'follower_count'>): number | null {
  return profile.follower_count ?? null
}

/** '1 follower', '1,204 followers'. */
export function followersText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`
}

/** '1 reminder set', '12 reminders set'. */
export function remindersText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'reminder' : 'reminders'} set`
}
