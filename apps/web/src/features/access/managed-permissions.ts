import type { TRole } from '@spaces/shared/schemas/auth'
import type { AccessibleProfile } from './api/get-accessible-profiles'

/**
 * What the dashboard screens may offer on the managed profile, mirroring the server's policy
 * (apps/server/src/auth/policy.ts): on one's own profile a host (or admin) manages everything and a
 * listener only links; on someone else's, each grant flag opens one area (the reading list goes with
 * the profile). A screen never offers what the server would refuse.
 */
export interface ManagedPermissions {
  spaces: boolean
  links: boolean
  profile: boolean
  reading: boolean
}

export function managedPermissions(profile: AccessibleProfile | undefined, role: TRole): ManagedPermissions {
  if (profile?.access_reason === 'delegated_access') {
    return {
      spaces: profile.can_manage_spaces === 1,
      links: profile.can_manage_links === 1,
      profile: profile.can_edit_profile === 1,
      reading: profile.can_edit_profile === 1,
    }
  }
  const isHost = role !== 'user'
  return { spaces: isHost, links: true, profile: isHost, reading: isHost }
}

/** "Renata Aldridge's" / "James's": the owner's name, for texts about a profile managed for them. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`
}

/** The name a screen uses for a managed profile's owner: display name, else @handle. */
export function ownerName(profile: Pick<AccessibleProfile, 'display_name' | 'username'>): string {
  return profile.display_name?.trim() || `@${profile.username}`
}
