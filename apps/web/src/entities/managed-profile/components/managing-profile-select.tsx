import { useId } from 'react'
import { LabelledSelect } from '../../../components/ui/select-field'
import type { AccessibleProfile } from '../api/get-accessible-profiles'
import { useManagedProfile } from '../use-managed-profile'

/** '(You)' for the own profile, else the access level, capitalised (default Helper). */
export function managingProfileLabel(profile: AccessibleProfile): string {
  const name = profile.display_name?.trim() || profile.username
  if (profile.access_reason === 'own_profile') return `${name} (You)`
  const level = profile.access_level || 'helper'
  return `${name} (${level.charAt(0).toUpperCase()}${level.slice(1)})`
}

/**
 * The dashboard's 'Managing Profile' selector; shown only when more than one profile is accessible.
 * Choosing one makes it the managed profile of every dashboard screen.
 */
export function ManagingProfileSelect() {
  const { profiles, managed, select } = useManagedProfile()
  const id = useId()
  if (profiles.length <= 1) return null
  return (
    <LabelledSelect
      id={id}
      label="Managing Profile"
      className="managing-profile"
      labelClassName="managing-profile__label"
      selectClassName="input"
      value={managed?.id}
      onValueChange={(chosen) => select(Number(chosen))}
      options={profiles.map((profile) => ({ value: profile.id, label: managingProfileLabel(profile) }))}
    />
  )
}
