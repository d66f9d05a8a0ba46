import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { readStoredValue, writeStoredValue } from '../../lib/storage'
import { useCurrentUser } from '../viewer'
import { type AccessibleProfile, accessibleProfilesQueryOptions } from './api/get-accessible-profiles'
import { type ProfileAccessState, useProfileAccess } from './use-profile-access'

/**
 * Which profile the dashboard manages (its "Managing Profile" selector): the own one, or one a helper
 * has access to. The choice is remembered per browser; the dashboard, the links manager and
 * the reading manager all follow it, and send its id as `host_id` when it is not the own profile.
 */
const STORAGE_KEY = 'managed_profile_id'
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setManagedProfileId(id: number): void {
  writeStoredValue(STORAGE_KEY, String(id))
  for (const listener of listeners) listener()
}

export interface ManagedProfile extends ProfileAccessState {
  /** Every profile the user may manage (own first); empty while loading or for a visitor. */
  profiles: AccessibleProfile[]
  /** The profile being managed; the own profile until the list loads. */
  managed: AccessibleProfile | undefined
  /** True when managing another person's profile (show the helper notice). */
  isDelegated: boolean
  /** `host_id` for write calls: undefined for the own profile (the server's default). */
  hostId: number | undefined
  select: (id: number) => void
}

export function useManagedProfile(): ManagedProfile {
  const { data: user } = useCurrentUser()
  const stored = useSyncExternalStore(
    subscribe,
    () => readStoredValue(STORAGE_KEY),
    () => null,
  )
  const { data: profiles = [], isPending } = useQuery(accessibleProfilesQueryOptions(user?.id))
  const own = profiles.find((p) => p.access_reason === 'own_profile')
  // A stored choice that is no longer accessible (grant revoked or expired) falls back to the own profile.
  const managed = profiles.find((p) => String(p.id) === stored) ?? own
  const isDelegated = managed !== undefined && managed.access_reason === 'delegated_access'
  const access = useProfileAccess(isDelegated ? managed : undefined)
  return {
    ...access,
    profiles,
    managed,
    isDelegated,
    hostId: isDelegated ? managed?.id : undefined,
    isPending: (user != null && isPending) || access.isPending,
    select: setManagedProfileId,
  }
}
