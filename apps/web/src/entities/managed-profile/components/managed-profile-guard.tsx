import type { ReactNode } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { type CurrentUser, RequireUser } from '../../viewer'
import { isHostProfile, type ProfileArea } from '../profile-permissions'
import { useManagedProfile } from '../use-managed-profile'
import { type ProfileAccessState, type ProfileRef, useProfileAccess } from '../use-profile-access'
import { AccessNotice } from './access-notice'

/** The profile a guarded screen works on, and what the viewer may do there. */
export interface GuardedProfile extends Omit<ProfileAccessState, 'isPending'> {
  user: CurrentUser
  /** The handle of the profile worked on. */
  username: string
  /** `host_id` for write calls: undefined on the viewer's own profile (the server's default). */
  hostId: number | undefined
  /** True on someone else's profile that a grant opens to the viewer (show the helper notice). */
  isDelegated: boolean
  /** Whether the profile is a host's, and so has Spaces, links and a reading list to manage. */
  isHostProfile: boolean
}

type ManagedProfileGuardProps = {
  /** Where a visitor without a session goes, with the page asked for kept in `?next=`. */
  redirectTo: string
  /** The profile to check, such as a Space's host; left out, the profile the dashboard manages. */
  profile?: ProfileRef
  /** What the screen cannot work without: when the access lacks it, `denied` shows instead. */
  requires?: ProfileArea
  /** Shown when `requires` is not allowed; left out, the sentence that says why. */
  denied?: (profile: GuardedProfile) => ReactNode
  /** The loading line while the access is checked. */
  loadingLabel?: string
  children: (profile: GuardedProfile) => ReactNode
}

type GateProps = Omit<ManagedProfileGuardProps, 'redirectTo' | 'profile'> & { user: CurrentUser }

/**
 * The one way a dashboard screen asks who may use it: the visitor must be logged in (else they go to
 * `redirectTo`), a loading line shows until the viewer's access to the profile is known, and then the
 * screen gets that profile and what the access allows. Only what the access allows is offered; the
 * server still checks every call.
 */
export function ManagedProfileGuard({ redirectTo, profile, ...gate }: ManagedProfileGuardProps) {
  return (
    <RequireUser redirectTo={redirectTo}>
      {(user) =>
        profile ? (
          <ProfileGate {...gate} user={user} profile={profile} />
        ) : (
          <ManagedGate {...gate} user={user} />
        )
      }
    </RequireUser>
  )
}

/** The profile the dashboard manages: the viewer's own until the selector chooses another. */
function ManagedGate(props: GateProps) {
  const managed = useManagedProfile()
  return <AccessGate {...props} state={managed} username={managed.managed?.username ?? props.user.username} />
}

/** A profile the screen names, such as the host of the Space being edited. */
function ProfileGate({ profile, ...props }: GateProps & { profile: ProfileRef }) {
  return <AccessGate {...props} state={useProfileAccess(profile)} username={profile.username} />
}

/** Waits for the access, then hands the screen its profile or says what the access lacks. */
function AccessGate({
  user,
  username,
  state,
  requires,
  denied,
  loadingLabel,
  children,
}: GateProps & { username: string; state: ProfileAccessState }) {
  if (state.isPending) return <LoadingState label={loadingLabel} />
  const { access, can, grant, owner, ownerPossessive, deniedText } = state
  const guarded: GuardedProfile = {
    access,
    can,
    grant,
    owner,
    ownerPossessive,
    deniedText,
    user,
    username,
    hostId: grant?.id,
    isDelegated: grant !== undefined,
    isHostProfile: isHostProfile(user.role, access),
  }
  if (requires && !can[requires]) {
    return denied ? denied(guarded) : <AccessNotice>{deniedText(requires)}</AccessNotice>
  }
  return children(guarded)
}
