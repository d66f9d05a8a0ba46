import type { AccessibleProfile } from '../api/get-accessible-profiles'
import { ownerName, possessive } from '../owner-name'
import { allowedAreasText, type ProfilePermissions } from '../profile-permissions'
import './helper-notice.css'

export const NO_CHANGES_TEXT = 'Your access allows no changes.'

/**
 * Shown while a helper manages another person's profile (spec §2): whose it is, as what, and what
 * the access allows (`can`, the same permissions that decide which actions the screens offer).
 */
export function HelperNotice({ profile, can }: { profile: AccessibleProfile; can: ProfilePermissions }) {
  const allowed = allowedAreasText(can)
  return (
    <p className="card helper-notice" role="note">
      You are helping manage <strong>{possessive(ownerName(profile))}</strong> profile (@{profile.username})
      as {profile.access_level ?? 'helper'}.{' '}
      {allowed
        ? `You may manage their ${allowed}; what you create here appears on their profile.`
        : NO_CHANGES_TEXT}
    </p>
  )
}
