import type { AccessibleProfile } from '../api/get-accessible-profiles'
import { ownerName, possessive } from '../owner-name'
import { allowedAreasText, type ProfilePermissions } from '../profile-permissions'
import './helper-notice.css'

export const NO_CHANGES_TEXT = 'Your access allows no changes.'

/**
 * Shown while a helper manages another person's profile: whose it is, as what, and what the access
 * allows (`can`, the same permissions that decide which actions the screens offer). Nothing on one's
 * own profile (no `grant`).
 */
export function HelperNotice({
  grant,
  can,
}: {
  grant: AccessibleProfile | undefined
  can: ProfilePermissions
}) {
  if (!grant) return null
  const allowed = allowedAreasText(can)
  return (
    <p className="card helper-notice" role="note">
      You are helping manage <strong>{possessive(ownerName(grant))}</strong> profile (@{grant.username}) as{' '}
      {grant.access_level ?? 'helper'}.{' '}
      {allowed
        ? `You may manage their ${allowed}; what you create here appears on their profile.`
        : NO_CHANGES_TEXT}
    </p>
  )
}
