import { useId } from 'react'
import { LabelledSelect } from '../../../components/ui/select-field'
import type { AccessibleProfile } from '../api/get-accessible-profiles'

/** '(You)' for the own profile, else the access level, capitalised (default Helper) — spec §2. */
export function managingProfileLabel(profile: AccessibleProfile): string {
  const name = profile.display_name?.trim() || profile.username
  if (profile.access_reason === 'own_profile') return `${name} (You)`
  const level = profile.access_level || 'helper'
  return `${name} (${level.charAt(0).toUpperCase()}${level.slice(1)})`
}

/** The dashboard's 'Managing Profile' selector; shown only when more than one profile is accessible. */
export function ManagingProfileSelect({
  profiles,
  value,
  onChange,
}: {
  profiles: AccessibleProfile[]
  value: number | undefined
  onChange: (id: number) => void
}) {
  const id = useId()
  if (profiles.length <= 1) return null
  return (
    <LabelledSelect
      id={id}
      label="Managing Profile"
      className="managing-profile"
      labelClassName="managing-profile__label"
      selectClassName="input"
      value={value}
      onValueChange={(chosen) => onChange(Number(chosen))}
      options={profiles.map((profile) => ({ value: profile.id, label: managingProfileLabel(profile) }))}
    />
  )
}
