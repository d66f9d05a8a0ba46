import { useId } from 'react'
import { LabelledSelect } from '../../../components/ui/select-field'
import { msg, t } from '../../../i18n/i18n'
import type { AccessibleProfile } from '../api/get-accessible-profiles'
import { useManagedProfile } from '../use-managed-profile'

/** The access levels' names, said in the page's language. */
const LEVEL_NAMES: Record<string, string> = {
  helper: msg('Helper'),
  'co-host': msg('Co-host'),
  manager: msg('Manager'),
}

/** '(You)' for the own profile, else the access level, capitalised (default Helper). */
export function managingProfileLabel(profile: AccessibleProfile): string {
  const name = profile.display_name?.trim() || profile.username
  if (profile.access_reason === 'own_profile') return t('{name} (You)', { name })
  const level = profile.access_level || 'helper'
  const levelName = LEVEL_NAMES[level]
  return t('{name} ({level})', {
    name,
    level: levelName ? t(levelName) : `${level.charAt(0).toUpperCase()}${level.slice(1)}`,
  })
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
      label={t('Managing Profile')}
      className="managing-profile"
      labelClassName="managing-profile__label"
      selectClassName="input"
      value={managed?.id}
      onValueChange={(chosen) => select(Number(chosen))}
      options={profiles.map((profile) => ({ value: profile.id, label: managingProfileLabel(profile) }))}
    />
  )
}
