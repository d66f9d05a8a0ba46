import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '../profile'
import { useCurrentUser } from '../viewer'
import { type AccessibleProfile, accessibleProfilesQueryOptions } from './api/get-accessible-profiles'
import { ownerName, possessive } from './owner-name'
import {
  deniedText,
  type ProfileAccess,
  type ProfileArea,
  type ProfilePermissions,
  profilePermissions,
} from './profile-permissions'

export interface ProfileAccessState {
  access: ProfileAccess
  /** What the screens may offer on the profile. */
  can: ProfilePermissions
  /** The live grant that opens someone else's profile to the viewer; undefined otherwise. */
  grant: AccessibleProfile | undefined
  /** The owner's display name (else @handle) when the profile is not the viewer's own; null on one's own. */
  owner: string | null
  /** "Hollis Penrose’s" when the profile is not the viewer's own; null on one's own. */
  ownerPossessive: string | null
  /** Why `area` is not offered, to show in its place. */
  deniedText: (area: ProfileArea) => string
  isPending: boolean
}

/** A profile as the access check needs it: which one, and its owner's names. */
export type ProfileRef = { id: number; username: string; display_name: string | null }

/**
 * What the logged-in viewer may do on the profile `target` (undefined: their own), from the grant
 * flags of `GET /api/access/profiles` and, for someone else's profile, the owner's role.
 */
export function useProfileAccess(target: ProfileRef | undefined): ProfileAccessState {
  const { data: user } = useCurrentUser()
  const profiles = useQuery(accessibleProfilesQueryOptions(user?.id))
  const isOwn = !target || target.id === user?.id
  const grant = isOwn
    ? undefined
    : profiles.data?.find((p) => p.id === target.id && p.access_reason === 'delegated_access')
  // The server refuses Spaces, links and reading on a profile that is not a host's, even with a grant.
  const ownerProfile = useQuery({
    ...profileQueryOptions(target?.username ?? ''),
    enabled: grant !== undefined && user?.role !== 'admin',
  })
  const access: ProfileAccess = isOwn
    ? { kind: 'own' }
    : grant
      ? { kind: 'delegated', grant, ownerRole: ownerProfile.data?.role }
      : { kind: 'none' }
  const owner = isOwn || !target ? null : ownerName(target)
  return {
    access,
    can: profilePermissions(user?.role ?? 'user', access),
    grant,
    owner,
    ownerPossessive: owner === null ? null : possessive(owner),
    deniedText: (area) => deniedText(area, access, owner),
    isPending: user != null && (profiles.isPending || ownerProfile.isLoading),
  }
}
