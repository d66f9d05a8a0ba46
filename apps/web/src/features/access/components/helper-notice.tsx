import type { AccessibleProfile } from '../api/get-accessible-profiles'

/** Shown on the dashboard while a helper manages another person's profile (spec §2). */
export function HelperNotice({ profile }: { profile: AccessibleProfile }) {
  const name = profile.display_name?.trim() || profile.username
  const allowed = [
    profile.can_manage_spaces ? 'Spaces' : null,
    profile.can_manage_links ? 'links' : null,
    profile.can_edit_profile ? 'profile and reading list' : null,
  ].filter(Boolean)
  return (
    <p className="card helper-notice" role="note">
      You are helping manage <strong>{name}</strong>’s profile (@{profile.username}) as{' '}
      {profile.access_level ?? 'helper'}. What you create here appears on their profile.{' '}
      {allowed.length > 0 ? `You may manage their ${allowed.join(', ')}.` : 'Your access allows no changes.'}
    </p>
  )
}
