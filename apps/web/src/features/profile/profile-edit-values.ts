import { byUtcOffset, NAMED_TIME_ZONES, SELECTABLE_TIME_ZONES } from '@spaces/shared/domain/time-zones'
import { type TProfile, ZProfileUpdateRequest } from '@spaces/shared/schemas/profile'
import type { z } from 'zod'

export type ProfileEditField = 'bio' | 'location' | 'website' | 'host_timezone'
export type ProfileEditValues = Record<ProfileEditField, string>
export type ProfileUpdateBody = z.output<typeof ZProfileUpdateRequest>

const FIELDS: readonly ProfileEditField[] = ['bio', 'location', 'website', 'host_timezone']

/** The form's starting values: the profile's, with empty text for what it lacks. */
export function editValuesFromProfile(profile: Pick<TProfile, ProfileEditField>): ProfileEditValues {
  return {
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    website: profile.website ?? '',
    host_timezone: profile.host_timezone ?? '',
  }
}

/**
 * Checks the values with the server's own schema (same rules, same messages). `body` is what to send
 * (with `host_id` when managing someone else's profile), or null while any rule fails.
 */
export function checkProfileEdit(
  values: ProfileEditValues,
  hostId: number | undefined,
): { body: ProfileUpdateBody | null; errors: Partial<Record<ProfileEditField, string>> } {
  const parsed = ZProfileUpdateRequest.safeParse({ ...values, host_id: hostId ?? null })
  if (parsed.success) return { body: parsed.data, errors: {} }
  const errors: Partial<Record<ProfileEditField, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    const field = (FIELDS as readonly string[]).includes(key) ? (key as ProfileEditField) : 'bio'
    errors[field] ??= issue.message
  }
  return { body: null, errors }
}

/**
 * The zones offered: UTC, then the named zones west to east by their offset at `at`, plus the
 * profile's current zone first when it is not on the list (so that saving the form never silently
 * changes it).
 */
export function timeZoneChoices(current: string, at: Date = new Date()): readonly string[] {
  const ordered = ['UTC', ...byUtcOffset(NAMED_TIME_ZONES, at)]
  if (current === '' || SELECTABLE_TIME_ZONES.includes(current)) return ordered
  return [current, ...ordered]
}
