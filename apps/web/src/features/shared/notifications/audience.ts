import type { TProfile } from '@spaces/shared/schemas/profile'
import type { TSpace } from '@spaces/shared/schemas/spaces'

/**
 * What hosts see of their audience (issue 22): `follower_count` on a profile, `reminder_count` on the
 * single Space answer (lists are shared between callers and carry none). Null: not in this answer.
 */
export function followerCountOf(profile: Pick<TProfile, 'follower_count'>): number | null {
  return profile.follower_count ?? null
}

export function reminderCountOf(space: Pick<TSpace, 'reminder_count'>): number | null {
  return space.reminder_count ?? null
}

/** '1 follower', '1,204 followers'. */
export function followersText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`
}

/** '1 reminder set', '12 reminders set'. */
export function remindersText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'reminder' : 'reminders'} set`
}
